// Social profiles (spec §7 Social, base api/v1/client/socials/): the provider list and the user's links.
// A link must point at its provider's site over https. `user-links/my/` answers oldest first; the web app
// shows it reversed (newest first), as §7 says.
import { z } from 'zod';
import { defineEndpoint, idParamsSchema } from '../http';
import { maxCount, minCount, requiredId, textField } from '../zod-rules';

export const SOCIALS_BASE = '/api/v1/client/socials/';

/** How many links one user may keep. */
export const MAX_SOCIAL_LINKS = 20;

export const socialProviderSchema = z
  .object({
    id: z.number().int().positive(),
    /** Stable code, e.g. 'instagram'. */
    code: z.string(),
    name: z.string(),
    /** Host names a link of this provider may use (subdomains included). */
    domains: z.array(z.string()),
    /** An example link for the form's placeholder. */
    placeholder: z.string(),
  })
  .meta({ id: 'SocialProvider' });
export type SocialProvider = z.infer<typeof socialProviderSchema>;

export const socialLinkSchema = z
  .object({
    id: z.number().int().positive(),
    user: z.number().int().positive(),
    provider: socialProviderSchema.pick({ id: true, code: true, name: true }),
    url: z.string(),
    created: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SocialLink' });
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const SOCIAL_URL_MESSAGE = 'Enter the full link to your profile, starting with https://';
export const SOCIAL_PROVIDER_MISMATCH_MESSAGE = 'This link does not belong to the chosen network';

export const socialLinkBodySchema = z.object({
  provider: requiredId(),
  url: textField(
    [
      'required',
      { rule: 'max_length', length: 500 },
      { rule: 'regex', pattern: '^https://[^\\s/$.?#][^\\s]*$' },
    ],
    'Link',
  ),
});
export type SocialLinkBody = z.input<typeof socialLinkBodySchema>;

/** Whether `url`'s host is one of `domains` or a subdomain of one. */
export function urlMatchesDomains(url: string, domains: readonly string[]): boolean {
  // The contract runs without DOM or Node types, so the host is read by pattern rather than with URL.
  const host = /^https:\/\/(?:[^@/?#]*@)?([^:/?#]+)/i.exec(url.trim())?.[1]?.toLowerCase();
  if (!host) return false;
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

export const getSocialProviders = defineEndpoint({
  name: 'getSocialProviders',
  method: 'GET',
  path: `${SOCIALS_BASE}providers/`,
  access: { auth: 'token' },
  summary: 'The social networks a user can link, in display order.',
  tags: ['social'],
  response: z.array(socialProviderSchema),
});

export const createSocialLink = defineEndpoint({
  name: 'createSocialLink',
  method: 'POST',
  path: `${SOCIALS_BASE}user-links/`,
  access: { auth: 'token' },
  summary: 'Adds a link to one of one’s social profiles and marks the social-profiles step.',
  tags: ['social'],
  body: socialLinkBodySchema,
  response: socialLinkSchema,
  status: 201,
});

export const createSocialLinksBodySchema = z.object({
  links: maxCount(minCount(z.array(socialLinkBodySchema), 1), MAX_SOCIAL_LINKS),
});

export const createManySocialLinks = defineEndpoint({
  name: 'createManySocialLinks',
  method: 'POST',
  path: `${SOCIALS_BASE}user-links/create_many/`,
  access: { auth: 'token' },
  summary: 'Adds several links at once (all or none) and marks the social-profiles step.',
  tags: ['social'],
  body: createSocialLinksBodySchema,
  response: z.array(socialLinkSchema),
  status: 201,
});

export const getMySocialLinks = defineEndpoint({
  name: 'getMySocialLinks',
  method: 'GET',
  path: `${SOCIALS_BASE}user-links/my/`,
  access: { auth: 'token' },
  summary: 'One’s own links, oldest first.',
  tags: ['social'],
  response: z.array(socialLinkSchema),
});

export const getUserSocialLinks = defineEndpoint({
  name: 'getUserSocialLinks',
  method: 'GET',
  path: `${SOCIALS_BASE}user-links/:id/by_user/`,
  access: { auth: 'token' },
  summary:
    'The links of user `id`, oldest first: one’s own, or within the caller’s scope (WSK staff: anyone; NF staff: their federation).',
  tags: ['social'],
  params: idParamsSchema,
  response: z.array(socialLinkSchema),
});

export const updateSocialLink = defineEndpoint({
  name: 'updateSocialLink',
  method: 'PATCH',
  path: `${SOCIALS_BASE}user-links/:id/`,
  access: { auth: 'token' },
  summary: 'Changes one of one’s own links.',
  tags: ['social'],
  params: idParamsSchema,
  body: socialLinkBodySchema.partial(),
  response: socialLinkSchema,
});

export const deleteSocialLink = defineEndpoint({
  name: 'deleteSocialLink',
  method: 'DELETE',
  path: `${SOCIALS_BASE}user-links/:id/`,
  access: { auth: 'token' },
  summary: 'Removes one of one’s own links.',
  tags: ['social'],
  params: idParamsSchema,
  response: z.null(),
  status: 204,
});

export const socialEndpoints = [
  getSocialProviders,
  createSocialLink,
  createManySocialLinks,
  getMySocialLinks,
  getUserSocialLinks,
  updateSocialLink,
  deleteSocialLink,
] as const;

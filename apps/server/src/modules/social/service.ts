// Rules of social profiles (spec §7 Social): a link must point at its provider's site, a user keeps at
// most MAX_SOCIAL_LINKS, adding links marks the social-profiles step in the same transaction, and links are
// changed only by their owner and read by the owner or within the user-read scope.
import {
  MAX_SOCIAL_LINKS,
  SOCIAL_PROVIDER_MISMATCH_MESSAGE,
  type SocialLink,
  type SocialProvider,
  urlMatchesDomains,
} from '@portal/contract/endpoints/social';
import type { InvalidFields } from '@portal/contract/http';
import type { Database } from '../../db/client';
import type { SocialProviderRow } from '../../db/schema/social';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Invalid, NotFound } from '../../platform/http/errors';
import { requireUserReadAccess } from '../users/access';
import { markSteps } from '../users/progress';
import {
  countLinks,
  deleteOwnLink,
  findProviders,
  insertLinks,
  type LinkListRow,
  listLinks,
  listProviders,
  lockUser,
  updateOwnLink,
} from './queries';

export const UNKNOWN_PROVIDER_MESSAGE = 'Unknown network';
export const LINK_NOT_FOUND_MESSAGE = 'Link not found';
export const TOO_MANY_LINKS_MESSAGE = `You can keep up to ${MAX_SOCIAL_LINKS} links`;

interface LinkInput {
  readonly provider: number;
  readonly url: string;
}

function toProvider(row: SocialProviderRow): SocialProvider {
  return { id: row.id, code: row.code, name: row.name, domains: row.domains, placeholder: row.placeholder };
}

function toLink(row: LinkListRow): SocialLink {
  return {
    id: row.id,
    user: row.userId,
    provider: { id: row.provider.id, code: row.provider.code, name: row.provider.name },
    url: row.url,
    created: row.createdAt.toISOString(),
  };
}

export async function getProviders(db: Database): Promise<SocialProvider[]> {
  return (await listProviders(db)).map(toProvider);
}

/** The problems of each link, keyed by `prefix` + field; empty when all are valid. One query. */
async function checkLinks(
  db: Database,
  links: readonly LinkInput[],
  prefix: (index: number) => string,
): Promise<InvalidFields> {
  const providers = await findProviders(db, { ids: [...new Set(links.map((link) => link.provider))] });
  const fields: InvalidFields = {};
  links.forEach((link, index) => {
    const provider = providers.find((row) => row.id === link.provider);
    if (!provider) fields[`${prefix(index)}provider`] = [UNKNOWN_PROVIDER_MESSAGE];
    else if (!urlMatchesDomains(link.url, provider.domains))
      fields[`${prefix(index)}url`] = [SOCIAL_PROVIDER_MISMATCH_MESSAGE];
  });
  return fields;
}

/** Inserts the links within the limit and marks the step, in one transaction; answers the new ids. */
async function addLinks(
  db: Database,
  userId: number,
  links: readonly LinkInput[],
  limitField: string,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await lockUser(tx, { id: userId });
    if ((await countLinks(tx, { userId })) + links.length > MAX_SOCIAL_LINKS)
      throw new Invalid({ [limitField]: [TOO_MANY_LINKS_MESSAGE] });
    const ids = await insertLinks(
      tx,
      links.map((link) => ({ userId, providerId: link.provider, url: link.url })),
    );
    await markSteps(tx, userId, { stepSocialProfiles: true });
    return ids;
  });
}

async function linksByIds(db: Database, ids: readonly number[]): Promise<SocialLink[]> {
  return (await listLinks(db, { ids })).map(toLink);
}

export async function createLink(db: Database, caller: AccessClaims, body: LinkInput): Promise<SocialLink> {
  const fields = await checkLinks(db, [body], () => '');
  if (Object.keys(fields).length > 0) throw new Invalid(fields);
  const ids = await addLinks(db, caller.userId, [body], 'url');
  const [link] = await linksByIds(db, ids);
  if (!link) throw new NotFound(LINK_NOT_FOUND_MESSAGE);
  return link;
}

/** All or none: one bad entry (reported as `links.<index>.<field>`) or the limit refuses the whole list. */
export async function createLinks(
  db: Database,
  caller: AccessClaims,
  links: readonly LinkInput[],
): Promise<SocialLink[]> {
  const fields = await checkLinks(db, links, (index) => `links.${index}.`);
  if (Object.keys(fields).length > 0) throw new Invalid(fields);
  return linksByIds(db, await addLinks(db, caller.userId, links, 'links'));
}

export async function getMyLinks(db: Database, caller: AccessClaims): Promise<SocialLink[]> {
  return (await listLinks(db, { userId: caller.userId })).map(toLink);
}

export async function getUserLinks(
  db: Database,
  caller: AccessClaims,
  userId: number,
): Promise<SocialLink[]> {
  await requireUserReadAccess(db, caller, userId);
  return (await listLinks(db, { userId })).map(toLink);
}

export async function updateLink(
  db: Database,
  caller: AccessClaims,
  id: number,
  patch: { provider?: number | undefined; url?: string | undefined },
): Promise<SocialLink> {
  const [current] = await listLinks(db, { ids: [id], userId: caller.userId });
  if (!current) throw new NotFound(LINK_NOT_FOUND_MESSAGE);
  // The link must still fit its provider when only one of the two changes.
  const fields = await checkLinks(
    db,
    [{ provider: patch.provider ?? current.provider.id, url: patch.url ?? current.url }],
    () => '',
  );
  if (Object.keys(fields).length > 0) throw new Invalid(fields);
  const updated = await updateOwnLink(db, {
    id,
    userId: caller.userId,
    values: {
      ...(patch.provider !== undefined && { providerId: patch.provider }),
      ...(patch.url !== undefined && { url: patch.url }),
    },
  });
  if (!updated) throw new NotFound(LINK_NOT_FOUND_MESSAGE);
  const [link] = await linksByIds(db, [id]);
  if (!link) throw new NotFound(LINK_NOT_FOUND_MESSAGE);
  return link;
}

export async function deleteLink(db: Database, caller: AccessClaims, id: number): Promise<void> {
  if (!(await deleteOwnLink(db, { id, userId: caller.userId }))) throw new NotFound(LINK_NOT_FOUND_MESSAGE);
}

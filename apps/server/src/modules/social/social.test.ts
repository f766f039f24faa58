// Social profiles: the providers in display order, links checked against their provider's domains and the
// limit, create_many all or none, the social-profiles step, reads within the user-read scope and changes
// by the owner only.
import {
  MAX_SOCIAL_LINKS,
  SOCIAL_PROVIDER_MISMATCH_MESSAGE,
  socialLinkSchema,
  socialProviderSchema,
} from '@portal/contract/endpoints/social';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { federations } from '../../db/schema/federations';
import { userSocialLinks } from '../../db/schema/social';
import { users } from '../../db/schema/users';
import { nextContact, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/harness';
import { TOO_MANY_LINKS_MESSAGE, UNKNOWN_PROVIDER_MESSAGE } from './service';

const ctx = useTestApp({ seedDemo: true });

const BASE = '/api/v1/client/socials/';
const LINKS = `${BASE}user-links/`;
const MANY = `${LINKS}create_many/`;
const MY_PROGRESS = '/api/client/users/register-progresses/my/';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    ...(token !== undefined && { headers: ctx.bearer(token) }),
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });

const demo = (who: string) => ctx.tokenFor(`${who}@portal.test`);

async function newUser() {
  const { user, tokens } = await signUp(ctx, { email: nextContact().email });
  return { id: user.id, token: tokens.access };
}

let providerIds: Record<string, number> | null = null;
async function provider(code: string): Promise<number> {
  if (!providerIds) {
    const response = await call('GET', `${BASE}providers/`, await demo('guest'));
    providerIds = Object.fromEntries(
      response.json().map((row: { code: string; id: number }) => [row.code, row.id]),
    );
  }
  const id = providerIds?.[code];
  if (id === undefined) throw new Error(`No provider ${code}`);
  return id;
}

const countLinksOf = async (userId: number) =>
  (await ctx.db.select().from(userSocialLinks).where(eq(userSocialLinks.userId, userId))).length;

describe('GET providers/', () => {
  it('lists the networks in display order, for signed-in users only', async () => {
    const response = await call('GET', `${BASE}providers/`, await demo('athlete'));
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: { code: string }) => row.code)).toEqual([
      'instagram',
      'facebook',
      'x',
      'tiktok',
      'youtube',
      'strava',
      'linkedin',
    ]);
    expect(socialProviderSchema.strict().parse(response.json()[2])).toMatchObject({
      name: 'X',
      domains: ['x.com', 'twitter.com'],
      placeholder: 'https://x.com/yourname',
    });
    expect((await call('GET', `${BASE}providers/`)).statusCode).toBe(401);
  });
});

describe('adding links', () => {
  it('adds a link of the chosen network (subdomains too) and marks the social-profiles step', async () => {
    const user = await newUser();
    expect((await call('GET', MY_PROGRESS, user.token)).json().step_social_profiles).toBe(false);
    const response = await call('POST', LINKS, user.token, {
      provider: await provider('youtube'),
      url: 'https://m.youtube.com/@ada',
    });
    expect(response.statusCode).toBe(201);
    expect(socialLinkSchema.strict().parse(response.json())).toMatchObject({
      user: user.id,
      provider: { code: 'youtube', name: 'YouTube' },
      url: 'https://m.youtube.com/@ada',
    });
    expect((await call('GET', MY_PROGRESS, user.token)).json().step_social_profiles).toBe(true);
    expect(
      (
        await call('POST', LINKS, user.token, {
          provider: await provider('youtube'),
          url: 'https://youtu.be/x',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('refuses an unknown network, a link of another site and a link that is not https', async () => {
    const user = await newUser();
    const unknown = await call('POST', LINKS, user.token, { provider: 999_999, url: 'https://x.com/ada' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().invalid_fields).toEqual({ provider: [UNKNOWN_PROVIDER_MESSAGE] });
    for (const url of [
      'https://instagram.com.evil.test/ada',
      'https://notinstagram.com/ada',
      'https://x.com/ada',
    ]) {
      const response = await call('POST', LINKS, user.token, { provider: await provider('instagram'), url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().invalid_fields, url).toEqual({ url: [SOCIAL_PROVIDER_MISMATCH_MESSAGE] });
    }
    const plain = await call('POST', LINKS, user.token, {
      provider: await provider('instagram'),
      url: 'http://instagram.com/ada',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().invalid_fields).toHaveProperty('url');
    expect(await countLinksOf(user.id)).toBe(0);
    expect((await call('GET', MY_PROGRESS, user.token)).json().step_social_profiles).toBe(false);
  });

  it(`keeps at most ${MAX_SOCIAL_LINKS} links`, async () => {
    const user = await newUser();
    const strava = await provider('strava');
    const links = Array.from({ length: MAX_SOCIAL_LINKS - 1 }, (_, index) => ({
      provider: strava,
      url: `https://www.strava.com/athletes/${index}`,
    }));
    expect((await call('POST', MANY, user.token, { links })).statusCode).toBe(201);
    const racing = await Promise.all([
      call('POST', LINKS, user.token, { provider: strava, url: 'https://strava.com/a' }),
      call('POST', LINKS, user.token, { provider: strava, url: 'https://strava.com/b' }),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    const refused = racing.find((response) => response.statusCode === 400);
    expect(refused?.json().invalid_fields).toEqual({ url: [TOO_MANY_LINKS_MESSAGE] });
    const many = await call('POST', MANY, user.token, {
      links: [{ provider: strava, url: 'https://strava.com/c' }],
    });
    expect(many.json().invalid_fields).toEqual({ links: [TOO_MANY_LINKS_MESSAGE] });
    expect(await countLinksOf(user.id)).toBe(MAX_SOCIAL_LINKS);
  });
});

describe('POST user-links/create_many/', () => {
  it('adds every link in order and marks the step', async () => {
    const user = await newUser();
    const response = await call('POST', MANY, user.token, {
      links: [
        { provider: await provider('instagram'), url: 'https://www.instagram.com/ada' },
        { provider: await provider('facebook'), url: 'https://fb.com/ada' },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().map((link: { provider: { code: string } }) => link.provider.code)).toEqual([
      'instagram',
      'facebook',
    ]);
    for (const link of response.json()) socialLinkSchema.strict().parse(link);
    expect((await call('GET', MY_PROGRESS, user.token)).json().step_social_profiles).toBe(true);
  });

  it('adds none when one entry is wrong, naming the entry', async () => {
    const user = await newUser();
    const response = await call('POST', MANY, user.token, {
      links: [
        { provider: await provider('instagram'), url: 'https://www.instagram.com/ada' },
        { provider: await provider('tiktok'), url: 'https://www.linkedin.com/in/ada' },
        { provider: 999_999, url: 'https://www.linkedin.com/in/ada' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual({
      'links.1.url': [SOCIAL_PROVIDER_MISMATCH_MESSAGE],
      'links.2.provider': [UNKNOWN_PROVIDER_MESSAGE],
    });
    const badUrl = await call('POST', MANY, user.token, {
      links: [
        { provider: await provider('instagram'), url: 'https://www.instagram.com/ada' },
        { provider: await provider('instagram'), url: 'not a link' },
      ],
    });
    expect(badUrl.statusCode).toBe(400);
    expect(Object.keys(badUrl.json().invalid_fields)).toEqual(['links.1.url']);
    expect(await countLinksOf(user.id)).toBe(0);
    expect((await call('GET', MY_PROGRESS, user.token)).json().step_social_profiles).toBe(false);
    expect((await call('POST', MANY, user.token, { links: [] })).statusCode).toBe(400);
  });
});

describe('reading links', () => {
  it('answers one’s own links oldest first, and another’s within the user-read scope only', async () => {
    const user = await newUser();
    await ctx.db
      .update(users)
      .set({
        federationId: (await ctx.db.select().from(federations).where(eq(federations.code, 'FRA')))[0]?.id,
      })
      .where(eq(users.id, user.id));
    for (const url of ['https://x.com/one', 'https://twitter.com/two', 'https://x.com/three']) {
      expect((await call('POST', LINKS, user.token, { provider: await provider('x'), url })).statusCode).toBe(
        201,
      );
    }
    const mine = await call('GET', `${LINKS}my/`, user.token);
    expect(mine.json().map((link: { url: string }) => link.url)).toEqual([
      'https://x.com/one',
      'https://twitter.com/two',
      'https://x.com/three',
    ]);
    const byUser = `${LINKS}${user.id}/by_user/`;
    expect((await call('GET', byUser, user.token)).json()).toEqual(mine.json());
    expect((await call('GET', byUser, await demo('wsk.viewer'))).json()).toEqual(mine.json());
    expect((await call('GET', byUser, await demo('athlete'))).statusCode).toBe(403);
    expect((await call('GET', byUser, await demo('nf.viewer'))).statusCode).toBe(403);
    expect((await call('GET', `${LINKS}999999/by_user/`, await demo('wsk.admin'))).statusCode).toBe(404);
  });

  it('lets NF staff read the links of their federation’s users', async () => {
    const [athlete] = await ctx.db.select().from(users).where(eq(users.email, 'athlete@portal.test'));
    const response = await call('GET', `${LINKS}${athlete?.id}/by_user/`, await demo('nf.viewer'));
    expect(response.statusCode).toBe(200);
  });
});

describe('changing and removing links', () => {
  async function userWithLink() {
    const user = await newUser();
    const response = await call('POST', LINKS, user.token, {
      provider: await provider('instagram'),
      url: 'https://instagram.com/ada',
    });
    return { ...user, link: response.json().id as number };
  }

  it('lets the owner change the link, still checked against its network', async () => {
    const owner = await userWithLink();
    const url = `${LINKS}${owner.link}/`;
    const changed = await call('PATCH', url, owner.token, { url: 'https://www.instagram.com/ada.roll' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: owner.link, url: 'https://www.instagram.com/ada.roll' });

    const mismatch = await call('PATCH', url, owner.token, { provider: await provider('tiktok') });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().invalid_fields).toEqual({ url: [SOCIAL_PROVIDER_MISMATCH_MESSAGE] });
    const wrongUrl = await call('PATCH', url, owner.token, { url: 'https://www.tiktok.com/@ada' });
    expect(wrongUrl.json().invalid_fields).toEqual({ url: [SOCIAL_PROVIDER_MISMATCH_MESSAGE] });
    const unknown = await call('PATCH', url, owner.token, { provider: 999_999 });
    expect(unknown.json().invalid_fields).toEqual({ provider: [UNKNOWN_PROVIDER_MESSAGE] });

    const both = await call('PATCH', url, owner.token, {
      provider: await provider('tiktok'),
      url: 'https://www.tiktok.com/@ada',
    });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({ provider: { code: 'tiktok' }, url: 'https://www.tiktok.com/@ada' });
  });

  it('answers 404 to anyone else and to unknown ids', async () => {
    const owner = await userWithLink();
    const url = `${LINKS}${owner.link}/`;
    for (const token of [(await newUser()).token, await demo('wsk.admin')]) {
      expect((await call('PATCH', url, token, { url: 'https://instagram.com/mallory' })).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', url, token)).statusCode).toBe(404);
    }
    expect((await call('PATCH', `${LINKS}999999/`, owner.token, {})).statusCode).toBe(404);
    expect((await call('GET', `${LINKS}my/`, owner.token)).json()[0].url).toBe('https://instagram.com/ada');
  });

  it('lets the owner remove a link', async () => {
    const owner = await userWithLink();
    const url = `${LINKS}${owner.link}/`;
    expect((await call('DELETE', url, owner.token)).statusCode).toBe(204);
    expect((await call('DELETE', url, owner.token)).statusCode).toBe(404);
    expect((await call('GET', `${LINKS}my/`, owner.token)).json()).toEqual([]);
  });
});

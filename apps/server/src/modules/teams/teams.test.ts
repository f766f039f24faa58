// The signed-in user's teams (§7 `teams/my/`): the teams they administer, oldest first, with their
// administrator and roster size; nobody else's; an empty list for everyone else; signed-in only.

import { ROLE_TYPES } from '@portal/contract/roles';
import { teamSchema } from '@portal/contract/team';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, teams } from '../../db/schema/teams';
import { useTestApp } from '../../test/harness';
import { peopleFixtures } from '../events/people-fixtures';

const ctx = useTestApp();
const f = peopleFixtures(ctx);
const URL = '/api/client/teams/teams/my/';

beforeAll(() => f.setUp());

async function team(name: string, adminUserId: number | null, roster: number) {
  const [row] = await ctx.db.insert(teams).values({ name, countryCode: 'IT', adminUserId }).returning();
  const members = await Promise.all(Array.from({ length: roster }, () => f.person(ROLE_TYPES.ATHLETE)));
  if (members.length > 0) {
    await ctx.db.insert(teamMembers).values(
      members.map((userId, index) => ({
        teamId: row?.id ?? 0,
        userId,
        jerseyNumber: index + 1,
        status: 'accepted' as const,
      })),
    );
  }
  return row?.id ?? 0;
}

describe('GET /teams/my/', () => {
  it('lists the teams the caller administers, oldest first, with the roster size', async () => {
    const adminId = await f.person(ROLE_TYPES.ATHLETE, { firstName: 'Tommaso', lastName: 'Bianchi' });
    const token = await ctx.token({ role: ROLE_TYPES.ATHLETE, userId: adminId });
    const first = await team('Roma Inline Marathon Team', adminId, 3);
    await team('Someone else’s team', f.ids.athlete, 2);
    const second = await team('Roma B', adminId, 0);
    await team('Orphan team', null, 1);

    const response = await ctx.app.inject({ method: 'GET', url: URL, headers: ctx.bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    const body = teamSchema.array().parse(response.json());
    expect(body).toEqual([
      {
        id: first,
        name: 'Roma Inline Marathon Team',
        country_code: 'IT',
        administrator: { id: adminId, full_name: 'Tommaso Bianchi' },
        roster_size: 3,
        sport_type: 'INLINE_SPEED_SKATING',
        logo: null,
        ban: null,
        active_paid: false,
      },
      {
        id: second,
        name: 'Roma B',
        country_code: 'IT',
        administrator: { id: adminId, full_name: 'Tommaso Bianchi' },
        roster_size: 0,
        sport_type: 'INLINE_SPEED_SKATING',
        logo: null,
        ban: null,
        active_paid: false,
      },
    ]);
  });

  it('gives everyone else an empty list, and nothing without a sign-in', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: URL,
      headers: ctx.bearer(f.tokens.wskAdmin),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});

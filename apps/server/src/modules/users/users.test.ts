// GET me/: the signed-in user in the contract's shape, with role, federations and legal guardian nested.
import { userSchema } from '@portal/contract/user';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { legalGuardians } from '../../db/schema/personal-details';
import { users } from '../../db/schema/users';
import { nextContact, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/harness';

const ME = '/api/client/users/users/me/';
const ctx = useTestApp({ seedDemo: true });

const me = async (email: string) =>
  ctx.app.inject({ method: 'GET', url: ME, headers: ctx.bearer(await ctx.tokenFor(email)) });

describe('GET me/', () => {
  it('answers the demo athlete with the athlete role', async () => {
    const response = await me('athlete@portal.test');
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({
      email: 'athlete@portal.test',
      first_name: 'Alessia',
      last_name: 'Rossi',
      role: { type: 'athlete', permission: null, name: 'Athlete' },
      nf_admin_federation: null,
      registration_completed: true,
      legal_guardian: null,
      national_federation: { code: 'ITA', name: 'Italy', id: expect.any(Number) },
      not_belong_to_any_federation: false,
      position: null,
      age_group: 'adult',
      avatar: null,
      organization: null,
      department: null,
      group: null,
      job: null,
    });
    expect(user.active_until_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('nests a minor’s legal guardian, with whether they acknowledged the anti-doping rules', async () => {
    const { user, tokens } = await signUp(ctx, { email: nextContact().email });
    const read = async () =>
      userSchema
        .strict()
        .parse((await ctx.app.inject({ method: 'GET', url: ME, headers: ctx.bearer(tokens.access) })).json());
    expect(await read()).toMatchObject({ legal_guardian: null, national_federation: null, age_group: null });
    const [guardian] = await ctx.db
      .insert(legalGuardians)
      .values({
        userId: user.id,
        firstName: 'Marco',
        lastName: 'Roll',
        relation: 'father',
        email: 'marco@portal.test',
        phone: '+390611111111',
      })
      .returning({ id: legalGuardians.id });
    expect((await read()).legal_guardian).toEqual({
      id: guardian?.id,
      first_name: 'Marco',
      last_name: 'Roll',
      relation: 'father',
      email: 'marco@portal.test',
      phone: '+390611111111',
      anti_doping_acknowledged: false,
    });
    await ctx.db
      .update(legalGuardians)
      .set({ antiDopingAcknowledgedAt: new Date() })
      .where(eq(legalGuardians.userId, user.id));
    await ctx.db.update(users).set({ position: 'Coach', ageGroup: 'minor' }).where(eq(users.id, user.id));
    expect(await read()).toMatchObject({
      legal_guardian: { anti_doping_acknowledged: true },
      position: 'Coach',
      age_group: 'minor',
    });
  });

  it('nests the federation an NF admin administers', async () => {
    const response = await me('nf.viewer@portal.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: { type: 'nf_admin', permission: 'viewer' },
      nf_admin_federation: { code: 'ITA', name: 'Italy', id: expect.any(Number) },
    });
  });

  it('answers 401 with a null message without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: ME });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 401, message: null } });
  });
});

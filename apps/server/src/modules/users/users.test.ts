// GET me/: the signed-in user in the contract's shape, with role and federation nested.
import { userSchema } from '@portal/contract/user';
import { describe, expect, it } from 'vitest';
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
      organization: null,
      department: null,
      group: null,
      job: null,
    });
    expect(user.active_until_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
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

// URLs the router refuses before any route (found by the fuzz test): answered in the contract's error
// format with the security headers, never in Fastify's own body.
import { allEndpoints } from '@portal/contract/endpoints/all';
import { errorBodySchema } from '@portal/contract/http';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

const ctx = useTestApp();

describe('URLs the router cannot take', () => {
  it('path segments over 100 characters answer in the error format on every endpoint', async () => {
    const statuses = new Set<number>();
    for (const endpoint of allEndpoints) {
      if (!endpoint.path.includes(':')) continue;
      const url = endpoint.path.replace(/:[A-Za-z_]\w*/g, '1'.repeat(101));
      const response = await ctx.app.inject({ method: endpoint.method, url, payload: {} });
      statuses.add(response.statusCode);
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBeLessThan(500);
      expect(errorBodySchema.safeParse(response.json()).success, `${endpoint.method} ${endpoint.path}`).toBe(
        true,
      );
    }
    // The router's own refusal of an over-long segment is among them.
    expect(statuses).toContain(414);
  });

  it('a badly encoded path answers 400 in the error format', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/client/sport/federations/%E0%A4%A/' });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json())).toEqual({
      error: { code: 400, message: 'Invalid address' },
    });
  });
});

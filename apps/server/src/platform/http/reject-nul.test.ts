// Input with a NUL character is a 400 on its field, never a failed query (500).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { NUL_CHARACTER_MESSAGE, pathsWithNul } from './reject-nul';

const harness = useTestApp();

describe('NUL characters in input', () => {
  it('finds them in strings, nested values and keys', () => {
    expect(pathsWithNul({ a: 'ok', b: ['x', 'y\u0000'], c: { d: '\u0000' }, 'e\u0000': 1 })).toEqual([
      'b.1',
      'c.d',
      'e\u0000',
    ]);
    expect(pathsWithNul({ a: 'plain', n: 3, t: true, z: null })).toEqual([]);
  });

  it('answers 400 on the field of a body instead of failing in the database', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/client/users/users/',
      payload: {
        email: 'nul@portal.test',
        first_name: 'A\u0000B',
        last_name: 'C',
        password: 'Xyz-12345-abc',
        agreement: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual({ first_name: [NUL_CHARACTER_MESSAGE] });
  });

  it('answers 400 for a query value', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/dev/outbox/?to=a%00b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual({ to: [NUL_CHARACTER_MESSAGE] });
  });

  it('lets ordinary input through', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/dev/outbox/?to=nobody%40portal.test',
    });
    expect(response.statusCode).toBe(200);
  });
});

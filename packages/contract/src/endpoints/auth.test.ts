import { describe, expect, it } from 'vitest';
import { signInCredentialsSchema } from './auth';

function messages(input: unknown): Record<string, string[]> {
  const result = signInCredentialsSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

describe('sign-in credentials (§3: e-mail or phone, plus password)', () => {
  it('accepts an e-mail or a phone with a password, the phone without separators', () => {
    expect(signInCredentialsSchema.parse({ email: ' a@b.org ', password: 'x' })).toEqual({
      email: 'a@b.org',
      password: 'x',
    });
    expect(signInCredentialsSchema.parse({ phone: '+39 (06) 123-4567', password: 'x' }).phone).toBe(
      '+39061234567',
    );
  });

  it('asks for an e-mail when neither e-mail nor phone is given', () => {
    expect(messages({ password: 'x' })).toEqual({ email: ['This field is required'] });
  });

  it('gives the product messages for a malformed e-mail, a malformed phone and a missing password', () => {
    expect(messages({ email: 'nope', password: 'x' })).toEqual({
      email: ['Please enter valid email address'],
    });
    expect(messages({ phone: 'call me', password: 'x' })).toEqual({ phone: ['Phone number is not valid.'] });
    expect(messages({ email: 'a@b.org', password: '  ' })).toEqual({ password: ['This field is required'] });
  });
});

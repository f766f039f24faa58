// The bodies of the registration calls (decision 017): officials name their function and enter no
// disciplines, pre-seed results are times or points, and who collects the credentials is a name with an
// optional e-mail and phone.
import { describe, expect, it } from 'vitest';
import { extraOfficialFunctions } from '../participant';
import { validationMessages } from '../validation';
import {
  credentialsPickupBodySchema,
  PARTICIPANT_MESSAGES,
  PRE_SEED_MESSAGE,
  registerParticipantBodySchema,
  updatePreSeedBodySchema,
} from './participants';

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('registerParticipantBodySchema', () => {
  it('takes an athlete with entries, no function and no request over the quota by default', () => {
    expect(
      registerParticipantBodySchema.parse({ kind: 'athlete', user: 7, entries: [{ discipline: 3 }] }),
    ).toEqual({
      kind: 'athlete',
      user: 7,
      entries: [{ discipline: 3, category: null }],
      function: null,
      extra_quota: false,
    });
  });

  it('asks an NTO for a function and refuses their entries', () => {
    const result = registerParticipantBodySchema.safeParse({
      kind: 'nto',
      user: 7,
      entries: [{ discipline: 3 }],
      function: '  ',
    });
    expect(issuesOf(result)).toEqual([
      ['function', validationMessages.required],
      ['entries', PARTICIPANT_MESSAGES.ENTRIES_NOT_FOR_OFFICIALS],
    ]);
  });

  it('takes an NTO with a trimmed function and an extra-official request', () => {
    expect(
      registerParticipantBodySchema.parse({ kind: 'nto', user: 7, function: ' Doctor ', extra_quota: true }),
    ).toMatchObject({ kind: 'nto', entries: [], function: 'Doctor', extra_quota: true });
  });

  it('refuses kinds an NF does not register', () => {
    expect(registerParticipantBodySchema.safeParse({ kind: 'ito', user: 7 }).success).toBe(false);
  });
});

describe('updatePreSeedBodySchema', () => {
  it('takes times and points and clears blanks', () => {
    expect(
      updatePreSeedBodySchema
        .parse({
          entries: [
            { discipline: 1, pre_seed: ' 00:41.350 ' },
            { discipline: 2, pre_seed: '1250' },
            { discipline: 3, pre_seed: '' },
            { discipline: 4, pre_seed: null },
          ],
        })
        .entries.map((entry) => entry.pre_seed),
    ).toEqual(['00:41.350', '1250', null, null]);
  });

  it.each(['fast', '-3', '1e5', '00:41.350<script>'])('refuses %s with the pre-seed message', (value) => {
    const result = updatePreSeedBodySchema.safeParse({ entries: [{ discipline: 1, pre_seed: value }] });
    expect(issuesOf(result)).toEqual([['entries.0.pre_seed', PRE_SEED_MESSAGE]]);
  });

  it('needs at least one entry', () => {
    expect(updatePreSeedBodySchema.safeParse({ entries: [] }).success).toBe(false);
  });
});

describe('credentialsPickupBodySchema', () => {
  it('takes a name alone, the rest empty', () => {
    expect(credentialsPickupBodySchema.parse({ full_name: 'Marco Bianchi', email: '', phone: '' })).toEqual({
      full_name: 'Marco Bianchi',
      email: null,
      phone: null,
      note: '',
    });
  });

  it('gives the messages of a missing name, a malformed e-mail and a malformed phone', () => {
    const result = credentialsPickupBodySchema.safeParse({
      full_name: '',
      email: 'marco@',
      phone: 'call me',
    });
    const paths = issuesOf(result).map(([path]) => path);
    expect(paths).toEqual(['full_name', 'email', 'phone']);
    expect(issuesOf(result)[0]?.[1]).toBe(validationMessages.required);
  });
});

describe('extraOfficialFunctions', () => {
  const roles = { roles: ['Physiotherapist', 'Doctor'] };

  it('lists the roles only where the sport takes extra officials', () => {
    expect(extraOfficialFunctions({ need_extra_officials_nto: true, extra_official_rules: roles })).toEqual([
      'Physiotherapist',
      'Doctor',
    ]);
    expect(extraOfficialFunctions({ need_extra_officials_nto: false, extra_official_rules: roles })).toEqual(
      [],
    );
    expect(extraOfficialFunctions({ need_extra_officials_nto: true, extra_official_rules: null })).toEqual(
      [],
    );
  });
});

// A fake of the accreditation endpoints for the screens' tests: the signed-in user, one credential with its
// PDF, and the check, with every call recorded (path, query and headers) so a test can see what was sent.
import type { Credential, CredentialCheck, CredentialCheckResult } from '@portal/contract/participant';
import { CREDENTIAL_CHECK_MESSAGES } from '@portal/contract/participant';
import type { User } from '@portal/contract/user';
import { athlete } from '../../../shared/testing/athlete';
import { json, mockAuthApi } from '../../../shared/testing/mock-api';

export const EVENTS_PATH = '/api/client/events/';

export const italy = { id: 3, name: 'Italy', code: 'ITA' };
const speed = { id: 4, name: 'Inline speed skating', type: 'INLINE_SPEED_SKATING' as const };

export const guard: User = {
  ...athlete,
  id: 40,
  email: 'gate@portal.test',
  first_name: 'Gina',
  last_name: 'Gate',
};

export function credential(overrides: Partial<Credential> = {}): Credential {
  return {
    participant: {
      id: 12,
      event: 1,
      event_sport: { id: 10, sport: speed },
      kind: 'nto',
      status: 'approved',
      user: { id: 300, full_name: 'Carla Coach', avatar: null, federation: italy },
      federation: italy,
      entries: [],
      function: 'Coach',
      fee: { amount: null, reduced: false, currency: 'EUR' },
      extra_quota: false,
      team: null,
      jersey_number: null,
      registered_by: { id: 5, full_name: 'Nico Ferri' },
      decision: { by: { id: 1, full_name: 'Wanda Keller' }, at: '2026-04-11T10:00:00Z', reason: null },
      created: '2026-04-10T10:00:00Z',
      updated: '2026-04-11T10:00:00Z',
    },
    event: {
      id: 1,
      name: 'European Inline Speed Championships',
      starts_on: '2026-07-01',
      ends_on: '2026-07-05',
      city: 'Rome',
    },
    role: 'National technical official',
    check_url: 'http://localhost/guard-check/1/300/12?token=signed',
    // Noon UTC reads as the 6th in any time zone the tests run in.
    valid_until: '2026-07-06T12:00:00Z',
    ...overrides,
  };
}

/** The persons' results show who the credential names; the others name nobody. */
const SHOWS_PERSON: readonly CredentialCheckResult[] = ['valid', 'pending', 'rejected', 'withdrawn'];

export function checkAnswer(
  result: CredentialCheckResult,
  overrides: Partial<CredentialCheck> = {},
): CredentialCheck {
  const named = SHOWS_PERSON.includes(result);
  return {
    valid: result === 'valid',
    result,
    message: CREDENTIAL_CHECK_MESSAGES[result],
    person: named ? { id: 300, full_name: 'Carla Coach', avatar: null, federation: italy } : null,
    role: named
      ? { kind: 'nto', label: 'National technical official', function: 'Coach', sport: speed }
      : null,
    event: named ? { id: 1, name: 'European Inline Speed Championships' } : null,
    checked_at: '2026-07-02T12:05:09Z',
    ...overrides,
  };
}

export interface Call {
  readonly path: string;
  readonly search: URLSearchParams;
  readonly authorization: string | undefined;
}

export interface FakeOptions {
  readonly me?: User;
  /** The credential reply; a function answers (or never answers) as the test needs. */
  readonly credential?: () => Response | Promise<Response>;
  readonly pdf?: () => Response | Promise<Response>;
  readonly check?: (call: Call) => Response | Promise<Response>;
}

export const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]); // "%PDF-"

export const pdfReply = () =>
  new Response(PDF_BYTES, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="credential-12.pdf"',
    },
  });

export const errorReply = (code: number, message: string) => json({ error: { code, message } }, code);

/** A reply that never comes: the screen stays in its loading state. */
export const never = () => new Promise<Response>(() => undefined);

export function mockCredentialsApi({
  me = guard,
  credential: credentialReply = () => json(credential()),
  pdf = pdfReply,
  check = () => json(checkAnswer('valid')),
}: FakeOptions = {}) {
  const calls: Call[] = [];
  const fetchMock = mockAuthApi({ '/api/client/users/users/me/': () => json(me) });
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: Call = { path: url.pathname, search: url.searchParams, authorization: headers.Authorization };
    calls.push(call);
    if (/\/participants\/\d+\/credential\/pdf\/$/.test(url.pathname)) return pdf();
    if (/\/participants\/\d+\/credential\/$/.test(url.pathname)) return credentialReply();
    if (/\/guard-check\/\d+\/\d+\/$/.test(url.pathname)) return check(call);
    if (!fallback) throw new Error('The auth fake has no answers');
    return fallback(input);
  });
  return { fetchMock, calls };
}

// A fake of the staff, LOC and ITO applications for the screens' tests, on top of the participants fake
// (the event's participant list with WSK's decisions): the signed-in person's application of each kind,
// applying (a pending participant that sticks, or the answer the test gives) and withdrawing their own.
import type { RoleRegistration, RoleRegistrationKind } from '@portal/contract/participant';
import { json } from '../../../shared/testing/mock-api';
import { athleteUser, type Call, participant, registrationCandidate } from './events-api';
import { mockParticipantsApi, type ParticipantsFakeOptions } from './participants-api';

const speed = { id: 4, name: 'Inline speed skating', type: 'INLINE_SPEED_SKATING' as const };

/** The signed-in athlete's application state: open, eligible, nothing sent yet. */
export function roleRegistration(
  kind: RoleRegistrationKind,
  overrides: Partial<RoleRegistration> = {},
): RoleRegistration {
  return {
    kind,
    event: 1,
    event_sport: kind === 'ito' ? { id: 10, sport: speed } : null,
    open: true,
    closed_message: null,
    opens_on: '2026-03-01',
    closes_on: '2026-07-05',
    candidate: registrationCandidate(athleteUser.id, { full_name: 'Ada Skater', categories: [] }),
    participant: null,
    on_roster: false,
    ...overrides,
  };
}

export interface RoleRegistrationFakeOptions extends ParticipantsFakeOptions {
  /** The person's application state by kind; an open, eligible one with nothing sent by default. */
  readonly registrations?: Partial<Record<RoleRegistrationKind, RoleRegistration>>;
  /** Answers an application instead of accepting it (a 400 with invalid_fields, for example). */
  readonly applyAnswer?: (call: Call) => Response | undefined;
}

const STAFF = /^\/api\/client\/events\/\d+\/role-registration\/(staff|loc)\/$/;
const ITO = /^\/api\/client\/events\/\d+\/sports\/\d+\/ito-registration\/$/;
const WITHDRAW = /^\/api\/client\/events\/\d+\/participants\/(\d+)\/withdraw\/$/;

const kindOf = (path: string): RoleRegistrationKind | null => {
  const staff = STAFF.exec(path);
  if (staff) return staff[1] as 'staff' | 'loc';
  return ITO.test(path) ? 'ito' : null;
};

export function mockRoleRegistrationApi({
  registrations = {},
  applyAnswer,
  read,
  write,
  ...options
}: RoleRegistrationFakeOptions = {}) {
  const mine: Record<RoleRegistrationKind, RoleRegistration> = {
    staff: registrations.staff ?? roleRegistration('staff'),
    loc: registrations.loc ?? roleRegistration('loc'),
    ito: registrations.ito ?? roleRegistration('ito'),
  };
  return mockParticipantsApi({
    ...options,
    read: (call) => {
      const answer = read?.(call);
      if (answer) return answer;
      const kind = kindOf(call.path);
      return kind ? json(mine[kind]) : undefined;
    },
    write: (call) => {
      const answer = write?.(call);
      if (answer) return answer;
      const kind = kindOf(call.path);
      if (kind) {
        const refused = applyAnswer?.(call);
        if (refused) return refused;
        const current = mine[kind];
        const created = participant(700, {
          kind,
          status: 'pending',
          event_sport: current.event_sport,
          user: { id: athleteUser.id, full_name: 'Ada Skater', avatar: null, federation: null },
          federation: null,
          entries: [],
          fee: { amount: null, reduced: false, currency: 'EUR' },
          function: (call.body as { function: string }).function,
          registered_by: { id: athleteUser.id, full_name: 'Ada Skater' },
        });
        mine[kind] = {
          ...current,
          participant: created,
          candidate: { ...current.candidate, eligible: false, reasons: ['already_registered'] },
        };
        return json(created, 201);
      }
      const withdrawn = WITHDRAW.exec(call.path);
      const own = Object.values(mine).find(
        (registration) => registration.participant?.id === Number(withdrawn?.[1]),
      );
      if (withdrawn && own?.participant) {
        const changed = { ...own.participant, status: 'withdrawn' as const };
        mine[own.kind] = {
          ...own,
          participant: changed,
          candidate: { ...own.candidate, eligible: true, reasons: [] },
        };
        return json(changed);
      }
      return undefined;
    },
  });
}

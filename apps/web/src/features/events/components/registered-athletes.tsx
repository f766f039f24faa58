// A federation's athletes (or NTOs) registered for an event sport, with their status, entries (or function),
// the fee kept at registration, whether they are a request over the quota, and for the approved a link to
// their credential; administrators withdraw a pending or approved registration after confirming. A table
// from tablet width up, cards on a phone. Listens to `refresh-athletes-dropdown` (§8) to ask again.
import { APP_EVENTS } from '@portal/contract/app-events';
import type { NfRegisteredKind } from '@portal/contract/endpoints/participants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppEvent } from '../../../shared/events/use-app-event';
import { listEventSportParticipantsQueryOptions } from '../api/list-event-sport-participants';
import { useWithdrawParticipant } from '../api/withdraw-participant';
import { functionOrEntries, ParticipantRegistrationsList } from './participant-registrations-list';

// The participants table and the athlete's own registration show the fee as these lists do.
export { feeText } from './participant-registrations-list';

export const PARTICIPANTS_PAGE_SIZE = 20;

/** What the list calls each kind's registrations. */
const NOUNS: Readonly<Record<NfRegisteredKind, { list: string; many: string; none: string; extra: string }>> =
  {
    athlete: {
      list: 'Registered athletes',
      many: 'registered athletes',
      none: 'No athletes registered yet',
      extra: 'Over the quota',
    },
    nto: {
      list: 'Registered NTOs',
      many: 'registered NTOs',
      none: 'No NTOs registered yet',
      extra: 'Extra official',
    },
  };

export interface RegisteredAthletesProps {
  /** Athletes (the default) or NTOs, whose function shows instead of entries. */
  readonly kind?: NfRegisteredKind;
  /** Only the requests over the quota (`athletes-extra-quota`). */
  readonly extraQuotaOnly?: boolean;
  readonly eventId: number;
  readonly sportId: number;
  readonly federationId: number;
  /** Administrators may withdraw (until the window closes for NF staff). */
  readonly canWithdraw: boolean;
  readonly downhillAsLuge: boolean;
}

const EXTRA_QUOTA_NOUNS = {
  list: 'Requests over the quota',
  many: 'requests over the quota',
  none: 'No requests over the quota yet',
  extra: 'Over the quota',
};

export function RegisteredAthletes({
  kind = 'athlete',
  extraQuotaOnly = false,
  eventId,
  sportId,
  federationId,
  canWithdraw,
  downhillAsLuge,
}: RegisteredAthletesProps) {
  const nouns = extraQuotaOnly ? EXTRA_QUOTA_NOUNS : NOUNS[kind];
  const official = kind === 'nto';
  const [page, setPage] = useState(1);
  const list = useQuery(
    listEventSportParticipantsQueryOptions(eventId, sportId, {
      kind,
      federation: federationId,
      ...(extraQuotaOnly ? { extra_quota: 'true' as const } : {}),
      page,
      page_size: PARTICIPANTS_PAGE_SIZE,
    }),
  );
  useAppEvent(APP_EVENTS.REFRESH_ATHLETES_DROPDOWN, () => void list.refetch({ cancelRefetch: false }));
  const withdraw = useWithdrawParticipant(eventId, sportId);

  return (
    <ParticipantRegistrationsList
      list={list}
      page={page}
      onPage={setPage}
      pageSize={PARTICIPANTS_PAGE_SIZE}
      nouns={nouns}
      described={functionOrEntries(official, downhillAsLuge)}
      credentialLinks
      actionsWidth={canWithdraw ? 190 : 100}
      canWithdraw={canWithdraw}
      withdraw={withdraw.mutateAsync}
      withdrawMessage={(name) =>
        `${name} will no longer take part in this sport. Their place in the quota is freed; they may be registered again while registration is open.`
      }
    />
  );
}

// A team's registrations of one kind for an event sport: its officials with their function, or its athletes
// with their jersey number and entries; status and the fee kept at registration. Those who may withdraw
// (the team's administrator until the window closes, WSK administrators) do so after confirming, which
// reloads the jersey selects (§8 `reload-custom-jersey-selections`). A table from tablet width up, cards on
// a phone.
import { APP_EVENTS } from '@portal/contract/app-events';
import type { TeamRegisteredKind } from '@portal/contract/endpoints/teams';
import type { Participant } from '@portal/contract/participant';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { appEvents } from '../../../shared/events/app-events';
import { listTeamParticipantsQueryOptions } from '../api/list-team-participants';
import { useWithdrawParticipant } from '../api/withdraw-participant';
import { functionOrEntries, ParticipantRegistrationsList } from './participant-registrations-list';

export const TEAM_PARTICIPANTS_PAGE_SIZE = 20;

const NOUNS: Readonly<Record<TeamRegisteredKind, { list: string; many: string; none: string }>> = {
  team_official: {
    list: 'Registered team officials',
    many: 'registered team officials',
    none: 'No team officials registered yet',
  },
  team_athlete: {
    list: 'Registered team athletes',
    many: 'registered team athletes',
    none: 'No team athletes registered yet',
  },
};

export interface TeamRegistrationParticipantsProps {
  readonly kind: TeamRegisteredKind;
  readonly eventId: number;
  readonly sportId: number;
  readonly teamId: number;
  readonly canWithdraw: boolean;
  readonly downhillAsLuge: boolean;
}

const jersey = (row: Participant) => (row.jersey_number === null ? '-' : String(row.jersey_number));

export function TeamRegistrationParticipants({
  kind,
  eventId,
  sportId,
  teamId,
  canWithdraw,
  downhillAsLuge,
}: TeamRegistrationParticipantsProps) {
  const official = kind === 'team_official';
  const [page, setPage] = useState(1);
  const list = useQuery(
    listTeamParticipantsQueryOptions(eventId, sportId, teamId, {
      kind,
      page,
      page_size: TEAM_PARTICIPANTS_PAGE_SIZE,
    }),
  );
  const withdraw = useWithdrawParticipant(eventId, sportId);

  return (
    <ParticipantRegistrationsList
      list={list}
      page={page}
      onPage={setPage}
      pageSize={TEAM_PARTICIPANTS_PAGE_SIZE}
      nouns={NOUNS[kind]}
      leading={official ? undefined : { label: 'Jersey', value: jersey }}
      described={functionOrEntries(official, downhillAsLuge)}
      credentialLinks={false}
      actionsWidth={120}
      canWithdraw={canWithdraw}
      withdraw={withdraw.mutateAsync}
      withdrawMessage={(name) =>
        `${name} will no longer take part in this sport for the team. The place in the team’s quota${official ? '' : ' and the jersey number'} are freed.`
      }
      onWithdrawn={() => appEvents.emit(APP_EVENTS.RELOAD_CUSTOM_JERSEY_SELECTIONS)}
    />
  );
}

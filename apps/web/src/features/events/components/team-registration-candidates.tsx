// The people a team may register for an event sport, paged, each eligible one with a Register button and
// every other one with the reasons it may not be registered (decision 017: never hidden): the team's roster
// with their roster jersey numbers for athletes, every account found by name or e-mail for officials. A
// table from tablet width up, cards on a phone. Listens to `recheck-eligibility-availability` (§8).
import { APP_EVENTS } from '@portal/contract/app-events';
import type { TeamRegisteredKind } from '@portal/contract/endpoints/teams';
import type { TeamRegistrationCandidate } from '@portal/contract/participant';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppEvent } from '../../../shared/events/use-app-event';
import { listTeamRegistrationCandidatesQueryOptions } from '../api/list-team-registration-candidates';
import { CandidatesList, type CandidatesView } from './candidates-list';

export const TEAM_CANDIDATES_PAGE_SIZE = 20;

const NOUNS: Readonly<
  Record<TeamRegisteredKind, { one: string; many: string; list: string; none: string; search: string }>
> = {
  team_official: {
    one: 'person',
    many: 'people',
    list: 'People',
    none: 'Nobody to list',
    search: 'Name or e-mail',
  },
  team_athlete: {
    one: 'athlete',
    many: 'athletes',
    list: 'Team roster',
    none: 'The team’s roster is empty',
    search: 'Name',
  },
};

export interface TeamRegistrationCandidatesProps {
  readonly kind: TeamRegisteredKind;
  readonly eventId: number;
  readonly sportId: number;
  readonly teamId: number;
  readonly canRegister: boolean;
  readonly onRegister: (candidate: TeamRegistrationCandidate) => void;
}

const jersey = (candidate: TeamRegistrationCandidate) =>
  candidate.jersey_number === null ? '-' : String(candidate.jersey_number);

export function TeamRegistrationCandidates({
  kind,
  eventId,
  sportId,
  teamId,
  canRegister,
  onRegister,
}: TeamRegistrationCandidatesProps) {
  const athletes = kind === 'team_athlete';
  const [view, setView] = useState<CandidatesView>({ search: undefined, page: 1, eligibleOnly: false });
  const list = useQuery(
    listTeamRegistrationCandidatesQueryOptions(eventId, sportId, teamId, {
      kind,
      search: view.search,
      page: view.page,
      page_size: TEAM_CANDIDATES_PAGE_SIZE,
      ...(view.eligibleOnly ? { eligible: 'true' as const } : {}),
    }),
  );
  useAppEvent(APP_EVENTS.RECHECK_ELIGIBILITY_AVAILABILITY, () => void list.refetch({ cancelRefetch: false }));

  return (
    <CandidatesList
      list={list}
      pageSize={TEAM_CANDIDATES_PAGE_SIZE}
      view={view}
      onView={(change) => setView((current) => ({ ...current, ...change }))}
      nouns={NOUNS[kind]}
      searchPlaceholder={NOUNS[kind].search}
      emptyHint={athletes ? 'Athletes join the team’s roster before the team registers them.' : undefined}
      canRegister={canRegister}
      onRegister={onRegister}
      leading={athletes ? { label: 'Jersey', value: jersey } : undefined}
      note={(candidate) => candidate.federation?.name ?? null}
      nameWidth={280}
      cardStatus="button"
    />
  );
}

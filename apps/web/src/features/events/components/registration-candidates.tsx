// The people a federation may register for an event sport (its athletes, or its members as NTOs), by name
// and paged, each eligible one with a Register button and every other one listed with the reasons it may not
// be registered (decision 017: never hidden). A table from tablet width up, cards on a phone. Listens to
// `recheck-eligibility-availability` (§8) to ask again.
import { APP_EVENTS } from '@portal/contract/app-events';
import type { NfRegisteredKind } from '@portal/contract/endpoints/participants';
import type { RegistrationCandidate } from '@portal/contract/participant';
import { useQuery } from '@tanstack/react-query';
import { useAppEvent } from '../../../shared/events/use-app-event';
import { listRegistrationCandidatesQueryOptions } from '../api/list-registration-candidates';
import { CandidatesList, type CandidatesListProps } from './candidates-list';

// use-registration-address keeps this view in the address and imports it from here.
export type { CandidatesView } from './candidates-list';

export const CANDIDATES_PAGE_SIZE = 20;

/** What the list calls the people of each kind. */
const NOUNS: Readonly<Record<NfRegisteredKind, { one: string; many: string; list: string; none: string }>> = {
  athlete: {
    one: 'athlete',
    many: 'athletes',
    list: 'Athletes',
    none: 'The federation has no approved athletes',
  },
  nto: {
    one: 'member',
    many: 'members',
    list: 'Members',
    none: 'The federation has no approved members',
  },
};

export interface RegistrationCandidatesProps
  extends Pick<
    CandidatesListProps<RegistrationCandidate>,
    'view' | 'onView' | 'canRegister' | 'onRegister' | 'action' | 'blocked'
  > {
  /** Athletes (the default) or the federation's members who may be its NTOs. */
  readonly kind?: NfRegisteredKind;
  readonly eventId: number;
  readonly sportId: number;
  readonly federationId: number;
}

const details = (candidate: RegistrationCandidate, withCategories: boolean) =>
  [
    candidate.wsk_id ? `WSK id ${candidate.wsk_id}` : null,
    withCategories ? candidate.categories.join(', ') || null : null,
  ]
    .filter(Boolean)
    .join(' · ');

export function RegistrationCandidates({
  kind = 'athlete',
  eventId,
  sportId,
  federationId,
  view,
  onView,
  canRegister,
  onRegister,
  action,
  blocked,
}: RegistrationCandidatesProps) {
  const withCategories = kind === 'athlete';
  const list = useQuery(
    listRegistrationCandidatesQueryOptions(eventId, sportId, {
      kind,
      federation: federationId,
      search: view.search,
      page: view.page,
      page_size: CANDIDATES_PAGE_SIZE,
      ...(view.eligibleOnly ? { eligible: 'true' as const } : {}),
    }),
  );
  useAppEvent(APP_EVENTS.RECHECK_ELIGIBILITY_AVAILABILITY, () => void list.refetch({ cancelRefetch: false }));

  return (
    <CandidatesList
      list={list}
      pageSize={CANDIDATES_PAGE_SIZE}
      view={view}
      onView={onView}
      nouns={NOUNS[kind]}
      searchPlaceholder="Name"
      canRegister={canRegister}
      onRegister={onRegister}
      action={action}
      blocked={blocked}
      withCategories={withCategories}
      note={(candidate) => (candidate.wsk_id ? `WSK id ${candidate.wsk_id}` : null)}
      cardNote={(candidate) => details(candidate, withCategories)}
      cardStatus="beside"
    />
  );
}

// The team administrator's registration screens for an event sport (§2 `team-admin-to`,
// `team-admin-athletes`; decision 017 "Teams"), one per kind: the kind's window and today's fee, the team's
// use of its quota, its registrations (withdrawn after confirming until the window closes) and the people
// it may register with the reasons the ineligible may not be: any account by name or e-mail for officials,
// the roster with its jersey numbers for athletes. WSK staff read a team named in the address; a closed
// window raises the §8 dates guard.
import { Stack, Title } from '@mantine/core';
import type { TeamRegisteredKind } from '@portal/contract/endpoints/teams';
import type { TeamRegistrationCandidate } from '@portal/contract/participant';
import { useState } from 'react';
import { useDownhillAsLuge } from '../hooks/use-downhill-as-luge';
import { useRouteIds } from '../hooks/use-route-ids';
import { guardWindow, windowClosed } from '../lib/registration';
import { TeamRegistrationCandidates } from './team-registration-candidates';
import { TeamRegistrationFrame } from './team-registration-frame';
import { TeamRegistrationModal } from './team-registration-modal';
import { TeamRegistrationParticipants } from './team-registration-participants';

const WORDS: Readonly<
  Record<TeamRegisteredKind, { title: string; registered: string; candidates: string; slug: string }>
> = {
  team_official: {
    title: 'Register team officials',
    registered: 'Registered team officials',
    candidates: 'Register an official',
    slug: 'team-officials',
  },
  team_athlete: {
    title: 'Register team athletes',
    registered: 'Registered team athletes',
    candidates: 'The team’s roster',
    slug: 'team-athletes',
  },
};

export function TeamRegistrationScreen({ kind }: { readonly kind: TeamRegisteredKind }) {
  const { eventId, sportId: routeSportId } = useRouteIds();
  const sportId = routeSportId ?? 0;
  // Officials enter no disciplines, so only athletes' entries name the downhill discipline.
  const downhillAsLuge = useDownhillAsLuge() && kind === 'team_athlete';
  const [registering, setRegistering] = useState<TeamRegistrationCandidate | null>(null);
  const words = WORDS[kind];

  return (
    <TeamRegistrationFrame eventId={eventId} sportId={sportId} kind={kind} title={words.title}>
      {({ sport, settings, teamId, editable, isWskStaff }) => (
        <>
          <Stack gap="sm" component="section" aria-labelledby={`registered-${words.slug}`}>
            <Title order={2} size="h3" id={`registered-${words.slug}`}>
              {words.registered}
            </Title>
            <TeamRegistrationParticipants
              kind={kind}
              eventId={eventId}
              sportId={sportId}
              teamId={teamId}
              canWithdraw={editable && (isWskStaff || !windowClosed(settings))}
              downhillAsLuge={downhillAsLuge}
            />
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby={`candidates-${words.slug}`}>
            <Title order={2} size="h3" id={`candidates-${words.slug}`}>
              {words.candidates}
            </Title>
            <TeamRegistrationCandidates
              kind={kind}
              eventId={eventId}
              sportId={sportId}
              teamId={teamId}
              canRegister={editable}
              onRegister={(candidate) => {
                if (!guardWindow(settings)) setRegistering(candidate);
              }}
            />
          </Stack>
          {registering ? (
            <TeamRegistrationModal
              kind={kind}
              eventId={eventId}
              sport={sport}
              teamId={teamId}
              candidate={registering}
              downhillAsLuge={downhillAsLuge}
              onClose={() => setRegistering(null)}
            />
          ) : null}
        </>
      )}
    </TeamRegistrationFrame>
  );
}

// /event-registration/:id/:sportId/team-admin-athletes (§2, decision 017 "Teams"): a team's administrator
// registers athletes of the team's roster for an event sport, with their disciplines and a jersey number
// unique within the team's registrations: the kind's window and today's fee, the team's use of its quota,
// its registered athletes with their numbers (withdrawn after confirming until the window closes) and its
// roster with the roster numbers and the reasons the ineligible may not be registered. WSK staff read a
// team named in the address; a closed window raises the §8 dates guard.
import { Stack, Title } from '@mantine/core';
import type { TeamRegistrationCandidate } from '@portal/contract/participant';
import { useState } from 'react';
import { TeamRegistrationCandidates } from '../components/team-registration-candidates';
import { TeamRegistrationFrame } from '../components/team-registration-frame';
import { TeamRegistrationModal } from '../components/team-registration-modal';
import { TeamRegistrationParticipants } from '../components/team-registration-participants';
import { useDownhillAsLuge } from '../hooks/use-downhill-as-luge';
import { useRouteIds } from '../hooks/use-route-ids';
import { guardWindow, windowClosed } from '../lib/registration';

export default function EventRegistrationTeamAdminAthletesScreen() {
  const { eventId, sportId: routeSportId } = useRouteIds();
  const sportId = routeSportId ?? 0;
  const downhillAsLuge = useDownhillAsLuge();
  const [registering, setRegistering] = useState<TeamRegistrationCandidate | null>(null);

  return (
    <TeamRegistrationFrame
      eventId={eventId}
      sportId={sportId}
      kind="team_athlete"
      title="Register team athletes"
    >
      {({ sport, settings, teamId, editable, isWskStaff }) => (
        <>
          <Stack gap="sm" component="section" aria-labelledby="registered-team-athletes">
            <Title order={2} size="h3" id="registered-team-athletes">
              Registered team athletes
            </Title>
            <TeamRegistrationParticipants
              kind="team_athlete"
              eventId={eventId}
              sportId={sportId}
              teamId={teamId}
              canWithdraw={editable && (isWskStaff || !windowClosed(settings))}
              downhillAsLuge={downhillAsLuge}
            />
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="team-roster">
            <Title order={2} size="h3" id="team-roster">
              The team’s roster
            </Title>
            <TeamRegistrationCandidates
              kind="team_athlete"
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
              kind="team_athlete"
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

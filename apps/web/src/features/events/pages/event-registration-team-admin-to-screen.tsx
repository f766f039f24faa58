// /event-registration/:id/:sportId/team-admin-to (§2, decision 017 "Teams"): a team's administrator registers
// the team's officials for an event sport, each with a function: the kind's window and today's fee, the
// team's use of its quota, its registered officials (withdrawn after confirming until the window closes)
// and any account found by name or e-mail, with the reasons the ineligible may not be registered. WSK staff
// read a team named in the address; a closed window raises the §8 dates guard.
import { Stack, Title } from '@mantine/core';
import type { TeamRegistrationCandidate } from '@portal/contract/participant';
import { useState } from 'react';
import { TeamRegistrationCandidates } from '../components/team-registration-candidates';
import { TeamRegistrationFrame } from '../components/team-registration-frame';
import { TeamRegistrationModal } from '../components/team-registration-modal';
import { TeamRegistrationParticipants } from '../components/team-registration-participants';
import { useRouteIds } from '../hooks/use-route-ids';
import { guardWindow, windowClosed } from '../lib/registration';

export default function EventRegistrationTeamAdminToScreen() {
  const { eventId, sportId: routeSportId } = useRouteIds();
  const sportId = routeSportId ?? 0;
  const [registering, setRegistering] = useState<TeamRegistrationCandidate | null>(null);

  return (
    <TeamRegistrationFrame
      eventId={eventId}
      sportId={sportId}
      kind="team_official"
      title="Register team officials"
    >
      {({ sport, settings, teamId, editable, isWskStaff }) => (
        <>
          <Stack gap="sm" component="section" aria-labelledby="registered-team-officials">
            <Title order={2} size="h3" id="registered-team-officials">
              Registered team officials
            </Title>
            <TeamRegistrationParticipants
              kind="team_official"
              eventId={eventId}
              sportId={sportId}
              teamId={teamId}
              canWithdraw={editable && (isWskStaff || !windowClosed(settings))}
              downhillAsLuge={false}
            />
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="register-an-official">
            <Title order={2} size="h3" id="register-an-official">
              Register an official
            </Title>
            <TeamRegistrationCandidates
              kind="team_official"
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
              kind="team_official"
              eventId={eventId}
              sport={sport}
              teamId={teamId}
              candidate={registering}
              downhillAsLuge={false}
              onClose={() => setRegistering(null)}
            />
          ) : null}
        </>
      )}
    </TeamRegistrationFrame>
  );
}

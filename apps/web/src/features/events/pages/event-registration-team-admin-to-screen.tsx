// /event-registration/:id/:sportId/team-admin-to (§2, decision 017 "Teams"): a team's administrator
// registers the team's officials for an event sport, each with a function.
import { TeamRegistrationScreen } from '../components/team-registration-screen';

export default function EventRegistrationTeamAdminToScreen() {
  return <TeamRegistrationScreen kind="team_official" />;
}

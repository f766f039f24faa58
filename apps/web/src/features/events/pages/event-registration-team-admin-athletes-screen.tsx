// /event-registration/:id/:sportId/team-admin-athletes (§2, decision 017 "Teams"): a team's administrator
// registers roster athletes for an event sport, with their disciplines and a jersey number.
import { TeamRegistrationScreen } from '../components/team-registration-screen';

export default function EventRegistrationTeamAdminAthletesScreen() {
  return <TeamRegistrationScreen kind="team_athlete" />;
}

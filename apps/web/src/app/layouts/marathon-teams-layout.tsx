// Marathon teams: teams for everyone; the applications and the annual team payments for WSK staff; the team
// admin payments for a user who administers a team (their team-admin team, §3).
import { roleFlags } from '@portal/contract/roles';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { useTeamAdminTeam } from '../../shared/teams/use-team-admin-team';
import { SectionNav, type SectionNavItem, sectionItem } from './section-nav';
import { SignedInShell } from './signed-in-shell';

const TEAMS = sectionItem('marathon-teams', { alsoFor: ['marathon-team'] });
const APPLICATIONS = sectionItem('marathon-applications', {
  label: 'Applications',
  alsoFor: ['marathon-team-application-details'],
});
const ANNUAL_PAYMENTS = sectionItem('annual-team-payments');
const TEAM_ADMIN_PAYMENTS = sectionItem('marathon-applications-team-admin-payments');

export default function MarathonTeamsLayout() {
  const user = useCurrentUser();
  const { team } = useTeamAdminTeam();
  const isWskStaff = user?.role_status === 'approved' && roleFlags(user.role).isWSK;
  const items: SectionNavItem[] = [TEAMS];
  if (isWskStaff) items.push(APPLICATIONS, ANNUAL_PAYMENTS);
  if (team) items.push(TEAM_ADMIN_PAYMENTS);
  return <SignedInShell sectionNav={<SectionNav label="Marathon teams" items={items} />} />;
}

// Marathon teams: teams, team applications and the team payments.
import { SectionNav, sectionItem } from './section-nav';
import { SignedInShell } from './signed-in-shell';

const MARATHON_SECTIONS = [
  sectionItem('marathon-teams', { alsoFor: ['marathon-team'] }),
  sectionItem('marathon-applications', { alsoFor: ['marathon-team-application-details'] }),
  sectionItem('annual-team-payments'),
  sectionItem('marathon-applications-team-admin-payments'),
];

export default function MarathonTeamsLayout() {
  return <SignedInShell sectionNav={<SectionNav label="Marathon teams" items={MARATHON_SECTIONS} />} />;
}

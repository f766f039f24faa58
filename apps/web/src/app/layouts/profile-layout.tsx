// Profile: the signed-in user's own profile, its screens as tabs.
import { SectionNav, sectionItem } from './section-nav';
import { SignedInShell } from './signed-in-shell';

const PROFILE_SECTIONS = [
  sectionItem('profile-account-details'),
  sectionItem('profile-passport-details'),
  sectionItem('profile-postal-address'),
  sectionItem('profile-anti-doping'),
  sectionItem('profile-events-history'),
  sectionItem('profile-support'),
  sectionItem('profile-settings'),
];

export default function ProfileLayout() {
  return <SignedInShell sectionNav={<SectionNav label="Profile sections" items={PROFILE_SECTIONS} />} />;
}

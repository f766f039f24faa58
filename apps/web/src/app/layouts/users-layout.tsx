// Users: user management and the Wyldata database.
import { SectionNav, sectionItem } from './section-nav';
import { SignedInShell } from './signed-in-shell';

const USERS_SECTIONS = [sectionItem('users'), sectionItem('wyldata-db')];

export default function UsersLayout() {
  return <SignedInShell sectionNav={<SectionNav label="Users" items={USERS_SECTIONS} />} />;
}

// Users: user management and the Wyldata database. The database is the world federation's (§6: WSK staff
// only), so NF staff see user management alone.
import { roleFlags } from '@portal/contract/roles';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { SectionNav, sectionItem } from './section-nav';
import { SignedInShell } from './signed-in-shell';

const USER_MANAGEMENT = sectionItem('users');
const WYLDATA_DB = sectionItem('wyldata-db');

export default function UsersLayout() {
  const user = useCurrentUser();
  const isWskStaff = user?.role_status === 'approved' && roleFlags(user.role).isWSK;
  const items = isWskStaff ? [USER_MANAGEMENT, WYLDATA_DB] : [USER_MANAGEMENT];
  return <SignedInShell sectionNav={<SectionNav label="Users" items={items} />} />;
}

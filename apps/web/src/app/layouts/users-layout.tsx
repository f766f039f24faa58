// Users: user management, the Wyldata database and the audit log. The database is the world federation's
// (§6: WSK staff only), so NF staff see user management alone; the audit log is for WSK administrators only
// (decision 024).
import { roleFlags } from '@portal/contract/roles';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { SectionNav, sectionItem } from './section-nav';
import { SignedInShell } from './signed-in-shell';

const USER_MANAGEMENT = sectionItem('users');
const WYLDATA_DB = sectionItem('wyldata-db');
const AUDIT_LOG = sectionItem('audit-log');

export default function UsersLayout() {
  const user = useCurrentUser();
  const flags = roleFlags(user?.role);
  const isWskStaff = user?.role_status === 'approved' && flags.isWSK;
  const items = isWskStaff
    ? [USER_MANAGEMENT, WYLDATA_DB, ...(flags.isAdmin ? [AUDIT_LOG] : [])]
    : [USER_MANAGEMENT];
  return <SignedInShell sectionNav={<SectionNav label="Users" items={items} />} />;
}

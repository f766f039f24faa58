// Who may do what with team applications (decision 019): approved WSK staff read every application, WSK
// administrators decide submitted ones, and an application not yet decided may be withdrawn by its
// signed-in applicant or a WSK administrator. The server enforces the same; this keeps refused controls off
// the screen.
import { roleFlags } from '@portal/contract/roles';
import {
  mayChangeApplicationStatus,
  type TeamApplication,
  WITHDRAWABLE_APPLICATION_STATUSES,
} from '@portal/contract/team-application';
import type { User } from '@portal/contract/user';
import { useQuery } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../../shared/auth/get-me';
import { tokenManager } from '../../../../shared/auth/token-manager';

export interface ReviewAccess {
  /** Approved WSK staff (administrators and viewers): the review list and every application. */
  readonly isWskStaff: boolean;
  /** WSK administrators: decisions and withdrawals. */
  readonly isWskAdmin: boolean;
  readonly userId: number | null;
}

export function reviewAccess(user: User | null | undefined): ReviewAccess {
  const flags = roleFlags(user?.role);
  const isWskStaff = user?.role_status === 'approved' && flags.isWSK;
  return { isWskStaff, isWskAdmin: isWskStaff && flags.isAdmin, userId: user?.id ?? null };
}

/** The current user's access; `pending` while the user is loading. */
export function useReviewAccess(): ReviewAccess & { readonly pending: boolean } {
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  return { pending: me.isPending && me.fetchStatus !== 'idle', ...reviewAccess(me.data) };
}

/** Whether Approve and Reject are offered: WSK administrators, on a submitted application. */
export function mayDecide(access: ReviewAccess, application: TeamApplication): boolean {
  return access.isWskAdmin && mayChangeApplicationStatus(application.status, 'approved');
}

/** Whether Withdraw is offered: an undecided application, to its applicant or a WSK administrator. */
export function mayWithdraw(access: ReviewAccess, application: TeamApplication): boolean {
  if (!WITHDRAWABLE_APPLICATION_STATUSES.includes(application.status)) return false;
  return access.isWskAdmin || (application.applicant !== null && application.applicant.id === access.userId);
}

// A row of any /users tab: staff candidates carry a subset of the user list item's fields.
import type { StaffCandidate, UserListItem } from '@portal/contract/user';

export type UserRow = StaffCandidate & Partial<Omit<UserListItem, keyof StaffCandidate>>;

export interface UserRowsPage {
  readonly count: number;
  readonly results: readonly UserRow[];
}

/** What a row menu can start. */
export type UserRowAction = 'approve' | 'decline' | 'set-wsk-id' | 'delete';

/** The name shown for a row; an account before its main-information step has only an e-mail. */
export function rowName(row: Pick<UserRow, 'full_name' | 'email'>): string {
  return row.full_name.trim() || row.email || 'Unnamed user';
}

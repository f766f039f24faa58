// The name the app shows for a user (§3), apart from the user header so that layouts which only print it
// (content right's 'Signed in as') do not load the header's account menu.
import type { User } from '@portal/contract/user';

/** First and last name, else the e-mail (or phone) of an account that has no name yet. */
export function userDisplayName(user: Pick<User, 'first_name' | 'last_name' | 'email' | 'phone'>): string {
  const name = [user.first_name, user.last_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email || user.phone || 'Account';
}

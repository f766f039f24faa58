// Where a user goes once signed in or confirmed, in one place: the sign-up guard (§4) replaces it.
import { screenPath } from '@portal/contract/routes';

export function afterSignInPath(): string {
  return screenPath('profile-account-details');
}

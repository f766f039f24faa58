// An administrator whose role requires two-factor sign-in and who has not set it up yet gets a 403 from every
// endpoint but their profile and the set-up (decision 026). Whatever call meets it, the user is sent to the
// set-up in the settings, which says why.
import { TWO_FACTOR_MESSAGES } from '@portal/contract/endpoints/two-factor';
import { screenPath } from '@portal/contract/routes';
import type { ApiError } from '../api/api-error';
import { currentPath, navigateTo } from '../navigation';

/** The search parameter that tells the settings the user was sent there (`?two_factor=required`). */
export const TWO_FACTOR_REQUIRED_PARAM = 'two_factor';
export const TWO_FACTOR_REQUIRED_VALUE = 'required';

const SETTINGS_PATH = screenPath('profile-settings');

/** Where the refusal sends the user: the settings, at the two-factor section. */
export const TWO_FACTOR_SETUP_PATH = `${SETTINGS_PATH}?${TWO_FACTOR_REQUIRED_PARAM}=${TWO_FACTOR_REQUIRED_VALUE}#settings-two-factor`;

export function isTwoFactorRequired(error: ApiError): boolean {
  return error.statusCode === 403 && error.error.message === TWO_FACTOR_MESSAGES.required;
}

/** Sends the user to the set-up on that refusal, unless they are at the settings already. */
export function openTwoFactorSetupIfRequired(error: ApiError): void {
  if (isTwoFactorRequired(error) && currentPath() !== SETTINGS_PATH) navigateTo(TWO_FACTOR_SETUP_PATH);
}

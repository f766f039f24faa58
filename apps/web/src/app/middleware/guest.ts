// `guest`: screens only a visitor needs (sign-in). A signed-in user opening them goes to their profile.
import { screenPath } from '@portal/contract/routes';
import { replace } from 'react-router';
import { hasStoredTokens } from '../session';
import type { RouteMiddleware } from './middleware';

export const guestMiddleware: RouteMiddleware = () => {
  if (hasStoredTokens()) throw replace(screenPath('profile-account-details'));
};

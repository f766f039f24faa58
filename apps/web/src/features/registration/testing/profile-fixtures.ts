// Fixtures of the profile screens' tests: a registered athlete (the sign-up guard lets them through to
// /profile) over the step screens' mocked API, and a listener for the show-tip event.
import { APP_EVENTS } from '@portal/contract/app-events';
import type { User } from '@portal/contract/user';
import { vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { appEvents } from '../../../shared/events/app-events';
import { completeProgress } from '../../../shared/testing/athlete';
import { json } from '../../../shared/testing/mock-api';
import { type Answer, ME_PATH, mockStepApi, PROGRESS_PATH, signingUpAthlete } from './step-fixtures';

/** An athlete whose sign-up is complete. */
export const registeredAthlete: User = { ...signingUpAthlete, registration_completed: true };

/** Opens a profile screen for `user` (the registered athlete unless given) over the mocked API. */
export function openProfile(
  path: string,
  answers: Record<string, Answer> = {},
  user: User = registeredAthlete,
) {
  const fetchMock = mockStepApi({
    [ME_PATH]: () => json(user),
    [PROGRESS_PATH]: () => json(completeProgress),
    ...answers,
  });
  storeTokens();
  return { fetchMock, ...renderRoutes(path) };
}

/** Records the messages of the show-tip events; call `off` after the test. */
export function listenForTips() {
  const tip = vi.fn();
  const off = appEvents.on(APP_EVENTS.SHOW_TIP, (payload) => tip(payload.message));
  return { tip, off };
}

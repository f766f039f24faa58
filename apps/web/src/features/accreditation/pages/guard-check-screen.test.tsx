// /guard-check/:eventId/:userId/:roleId?token= against a fake API: the token sent to the check and nowhere
// else, VALID with the person, INVALID with the reason for every other result, a new check on "Check
// again", the staff-only refusal with a way to switch account, failures, and the checking state.
import { CREDENTIAL_MESSAGES } from '@portal/contract/endpoints/credentials';
import { CREDENTIAL_CHECK_MESSAGES, type CredentialCheckResult } from '@portal/contract/participant';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { TOKENS_STORAGE_KEY } from '../../../shared/auth/token-manager';
import { json } from '../../../shared/testing/mock-api';
import {
  checkAnswer,
  errorReply,
  type FakeOptions,
  mockCredentialsApi,
  never,
} from '../testing/credentials-api';

const CHECK_PATH = '/api/client/events/1/guard-check/300/12/';
const ADDRESS = '/guard-check/1/300/12?token=signed.token.value';

function open(options: FakeOptions = {}, path = ADDRESS) {
  const api = mockCredentialsApi(options);
  storeTokens();
  return { ...api, ...renderRoutes(path) };
}

const answer = () => screen.findByRole('region', { name: 'Credential check' }, { timeout: 10_000 });

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guard check screen', { timeout: 20_000 }, () => {
  it('shows VALID on green with the person, role and function, sport, federation, event and check time', async () => {
    const { calls } = open();
    expect(await screen.findByRole('heading', { name: 'VALID' }, { timeout: 10_000 })).toBeTruthy();
    const region = await answer();
    expect(region.dataset.tone).toBe('valid');
    const inAnswer = within(region);
    expect(inAnswer.getByText(CREDENTIAL_CHECK_MESSAGES.valid)).toBeTruthy();
    expect(inAnswer.getByRole('heading', { name: 'Carla Coach' })).toBeTruthy();
    expect(inAnswer.getByText('CC')).toBeTruthy();
    expect(inAnswer.getByText('National technical official · Coach')).toBeTruthy();
    expect(inAnswer.getByText('Inline speed skating')).toBeTruthy();
    expect(inAnswer.getByText('Italy (ITA)')).toBeTruthy();
    expect(inAnswer.getByText('European Inline Speed Championships')).toBeTruthy();
    expect(inAnswer.getByText(/^Checked at \d{2}:\d{2}:09, 02\/07\/2026$/)).toBeTruthy();

    // The token of the address goes to the check with the address's ids, and to no other call.
    const checks = calls.filter((call) => call.path === CHECK_PATH);
    expect(checks).toHaveLength(1);
    expect(checks[0]?.search.get('token')).toBe('signed.token.value');
    expect(checks[0]?.authorization).toBe('Bearer access');
    const elsewhere = calls.filter(
      (call) => call.path !== CHECK_PATH && `${call.path}?${call.search.toString()}`.includes('signed.token'),
    );
    expect(elsewhere).toEqual([]);
  });

  const invalid: readonly CredentialCheckResult[] = [
    'tampered',
    'expired',
    'mismatch',
    'not_found',
    'pending',
    'rejected',
    'withdrawn',
  ];

  it.each(invalid)('shows INVALID on red with the message for %s', async (result) => {
    open({ check: () => json(checkAnswer(result)) });
    expect(await screen.findByRole('heading', { name: 'INVALID' }, { timeout: 10_000 })).toBeTruthy();
    const region = await answer();
    expect(region.dataset.tone).toBe('invalid');
    expect(within(region).getByText(CREDENTIAL_CHECK_MESSAGES[result])).toBeTruthy();
    expect(within(region).queryByRole('heading', { name: 'VALID' })).toBeNull();
    // Pending, rejected and withdrawn name the person, so the guard sees who it is; the others name nobody.
    const named = ['pending', 'rejected', 'withdrawn'].includes(result);
    expect(within(region).queryByRole('heading', { name: 'Carla Coach' }) !== null).toBe(named);
  });

  it('asks the server without a token when the address has none, and shows its INVALID answer', async () => {
    const { calls } = open({ check: () => json(checkAnswer('tampered')) }, '/guard-check/1/300/12');
    expect(await screen.findByRole('heading', { name: 'INVALID' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(CREDENTIAL_CHECK_MESSAGES.tampered)).toBeTruthy();
    const check = calls.find((call) => call.path === CHECK_PATH);
    expect(check?.search.has('token')).toBe(false);
  });

  it('checks again on request and shows the new answer', async () => {
    let answers = [checkAnswer('valid'), checkAnswer('withdrawn')];
    const { calls } = open({
      check: () => {
        const [next, ...rest] = answers;
        answers = rest;
        return json(next);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Check again' }, { timeout: 10_000 }));
    expect(await screen.findByRole('heading', { name: 'INVALID' })).toBeTruthy();
    expect(screen.getByText(CREDENTIAL_CHECK_MESSAGES.withdrawn)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'VALID' })).toBeNull();
    expect(calls.filter((call) => call.path === CHECK_PATH)).toHaveLength(2);
  });

  it('tells a user who is not the event staff that only staff can check, and lets them switch account', async () => {
    const { router } = open({ check: () => errorReply(403, CREDENTIAL_MESSAGES.CHECK_NOT_ALLOWED) });
    expect(
      await screen.findByRole(
        'heading',
        { name: CREDENTIAL_MESSAGES.CHECK_NOT_ALLOWED },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /VALID/ })).toBeNull();
    expect(await screen.findByText('Gina Gate')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign in as someone else' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(ADDRESS);
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
  });

  it('offers a retry when the check cannot be made', async () => {
    let fail = true;
    open({
      check: () => {
        if (!fail) return json(checkAnswer('valid'));
        fail = false;
        return errorReply(500, 'Down');
      },
    });
    const heading = await screen.findByRole(
      'heading',
      { name: 'The credential could not be checked' },
      { timeout: 10_000 },
    );
    // Announced, and shown as the app's error state.
    expect(heading.closest('[role="alert"][data-error-state]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'VALID' })).toBeTruthy();
  });

  it('shows that it is checking until the answer comes', async () => {
    open({ check: never });
    expect(
      await screen.findByRole('heading', { name: 'Checking the credential…' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /VALID/ })).toBeNull();
  });

  it('sends a visitor to sign-in and back to the check afterwards', async () => {
    const { router, calls } = (() => {
      const api = mockCredentialsApi();
      return { ...api, ...renderRoutes(ADDRESS) };
    })();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'), { timeout: 10_000 });
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(ADDRESS);
    expect(calls.some((call) => call.path === CHECK_PATH)).toBe(false);
  });
});

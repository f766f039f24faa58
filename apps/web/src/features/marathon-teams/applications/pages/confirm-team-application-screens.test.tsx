// The two confirmation screens against a fake API: the code screen (the code and e-mail sent to
// confirm_email/, the submitted state, a wrong code's message, 'Send a new code' waiting for resend_in and
// showing a 429) and the e-mail link screen (confirmed once on load, also under StrictMode's double effects,
// and its failure with the way on).
import { CONFIRMATION_CODE_RESEND_SECONDS } from '@portal/contract/endpoints/verification';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { buildRoutes } from '../../../../app/router';
import { installSession } from '../../../../app/session';
import { installDomStubs } from '../../../../shared/testing/dom-stubs';

import { json } from '../../../../shared/testing/mock-api';
import { BASE, type Call, LOAD, mockApplicationsApi, openScreen, refuse } from '../testing/applications-api';

const CODE_PATH = '/confirm-team-application/team%40example.test/41';
const receipt = {
  id: 41,
  status: 'submitted',
  contact_email: 'team@example.test',
  team_name: 'Roma Marathon',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The app at `entry` (which may carry navigation state) inside StrictMode, as main.tsx renders it. */
function renderAt(entry: string | { pathname: string; state: unknown }) {
  installDomStubs();
  installSession();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(buildRoutes({ queryClient }), { initialEntries: [entry] });
  return render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

const typeCode = (code: string) => {
  const boxes = screen.getAllByRole('textbox', { name: /Code/ });
  code.split('').forEach((digit, index) => {
    const box = boxes[index];
    if (box) fireEvent.change(box, { target: { value: digit } });
  });
};

describe('confirm team application screen', { timeout: 30_000 }, () => {
  it('confirms the code for the e-mail and says the application was submitted', async () => {
    const { callsTo } = openScreen(CODE_PATH, {
      answer: (call) => (call.path === `${BASE}confirm_email/` ? json(receipt) : undefined),
    });
    expect(await screen.findByText('team@example.test', {}, LOAD)).toBeTruthy();
    expect(screen.getByText(/We have sent a 6-digit code to/)).toBeTruthy();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Your application was submitted' })).toBeTruthy();
    expect(screen.getByText(/WSK will review it and write to/)).toBeTruthy();
    expect(callsTo(`${BASE}confirm_email/`)[0]?.body).toEqual({ email: 'team@example.test', code: '123456' });
  });

  it("asks for the six digits and shows a wrong code's message", async () => {
    const { callsTo } = openScreen(CODE_PATH, {
      answer: (call) =>
        call.path === `${BASE}confirm_email/`
          ? refuse({ invalid_fields: { code: ['The code is wrong. 4 tries left.'] } })
          : undefined,
    });
    await screen.findByRole('button', { name: 'Confirm' }, LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(callsTo(`${BASE}confirm_email/`)).toHaveLength(0);

    typeCode('654321');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code is wrong. 4 tries left.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your application was submitted' })).toBeNull();
  });

  it("sends a new code with the e-mail, then waits for the server's resend_in", async () => {
    const reply = () => json({ detail: 'We sent a code to the contact e-mail', resend_in: 42 });
    const { callsTo } = openScreen(CODE_PATH, {
      answer: (call) => (call.path === `${BASE}41/send_code/` ? reply() : undefined),
    });
    const send = await screen.findByRole('button', { name: 'Send a new code' }, LOAD);
    fireEvent.click(send);
    expect(await screen.findByRole('button', { name: /Send a new code in 42 s/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(callsTo(`${BASE}41/send_code/`)[0]?.body).toEqual({ email: 'team@example.test' });
    expect(screen.getByText('We have sent you a new code.')).toBeTruthy();
  });

  it('shows the refusal of a code asked for too soon (429)', async () => {
    openScreen(CODE_PATH, {
      answer: (call) =>
        call.path === `${BASE}41/send_code/`
          ? refuse({ error: { code: 429, message: 'Wait a minute before asking for another code' } }, 429)
          : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new code' }, LOAD));
    expect(await screen.findByText('Wait a minute before asking for another code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toHaveProperty('disabled', false);
  });

  it('waits before a new code when it comes straight from the application form', async () => {
    mockApplicationsApi();
    renderAt({ pathname: CODE_PATH, state: { codeSent: true } });
    const send = await screen.findByRole('button', { name: /Send a new code in \d+ s/ }, LOAD);
    expect(send).toHaveProperty('disabled', true);
    expect(send.textContent).toContain(`${CONFIRMATION_CODE_RESEND_SECONDS} s`);
  });
});

describe('confirm team application e-mail link screen', { timeout: 30_000 }, () => {
  const LINK_PATH = '/confirm-team-application-email/team%40example.test/123456';

  it('confirms once on load, under StrictMode too, and shows the submitted application', async () => {
    const { callsTo } = mockApplicationsApi({
      answer: (call: Call) => (call.path === `${BASE}confirm_email/` ? json(receipt) : undefined),
    });
    renderAt(LINK_PATH);
    expect(await screen.findByRole('heading', { name: 'Your application was submitted' }, LOAD)).toBeTruthy();
    expect(callsTo(`${BASE}confirm_email/`)).toHaveLength(1);
    expect(callsTo(`${BASE}confirm_email/`)[0]?.body).toEqual({ email: 'team@example.test', code: '123456' });
  });

  it('shows why the link failed and offers the application form', async () => {
    const { callsTo } = openScreen(LINK_PATH, {
      answer: (call) =>
        call.path === `${BASE}confirm_email/`
          ? refuse({ invalid_fields: { code: ['The code has expired. Ask for a new one.'] } })
          : undefined,
    });
    expect(await screen.findByText('The code has expired. Ask for a new one.', {}, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the application form' }).getAttribute('href')).toBe(
      '/marathon-team-application',
    );
    await waitFor(() => expect(callsTo(`${BASE}confirm_email/`)).toHaveLength(1));
  });
});

// /marathon-team-application against a fake API: the closed state without a form, the contract's messages,
// documents uploaded through the no-token presign and listed with remove, a successful application going on
// to the code screen, the server's field messages on their fields, and a signed-in applicant's token sent.
import { TEAM_APPLICATION_MESSAGES } from '@portal/contract/team-application';
import { validationMessages } from '@portal/contract/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../shared/testing/mock-api';
import {
  BASE,
  type Call,
  closedPeriod,
  LOAD,
  openScreen,
  refuse,
  wskAdmin,
} from '../testing/applications-api';

const PATH = '/marathon-team-application';
const NEW_NAME = `${'b'.repeat(32)}.pdf`;
const UPLOAD_TARGET = `http://localhost/api/uploads/${NEW_NAME}/`;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Presign and upload answered; `create` answers the application itself. */
const answers =
  (create?: (call: Call) => Response) =>
  (call: Call): Response | undefined => {
    if (call.path === `${BASE}presign_url/`) {
      return json({ url: UPLOAD_TARGET, fields: { key: NEW_NAME, signature: 's' }, new_file_name: NEW_NAME });
    }
    if (call.path === `/api/uploads/${NEW_NAME}/`) return new Response(null, { status: 204 });
    if (call.path === BASE && call.method === 'POST') {
      return create
        ? create(call)
        : json(
            { id: 41, status: 'draft', contact_email: 'team@example.test', team_name: 'Roma Marathon' },
            201,
          );
    }
    return undefined;
  };

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

async function fillIn() {
  await screen.findByRole('form', { name: 'Team application' }, LOAD);
  type(/Team name/, 'Roma Marathon');
  fireEvent.click(screen.getByRole('combobox', { name: /Country/ }));
  fireEvent.click(await screen.findByRole('option', { name: /Italy/, hidden: true }));
  type(/Contact e-mail/, 'team@example.test');
  type(/Contact phone/, '+39 06 1234-5678');
  type(/First name/, 'Marco');
  type(/Last name/, 'Rossi');
  type(/Administrator's e-mail/, 'marco@example.test');
}

describe('team application screen', { timeout: 30_000 }, () => {
  it('says applications are closed, without a form, when no period is open', async () => {
    openScreen(PATH, { period: closedPeriod });
    expect(await screen.findByRole('heading', { name: 'Team applications are closed' }, LOAD)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Team application' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the application' })).toBeNull();
  });

  it('shows the open period and the messages of the contract on submit, sending nothing', async () => {
    const { callsTo } = openScreen(PATH);
    expect(
      await screen.findByText(/Marathon season 2027: from 01\/11\/2026 to 31\/12\/2026/, {}, LOAD),
    ).toBeTruthy();
    await screen.findByRole('form', { name: 'Team application' });
    type(/Contact e-mail/, 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Send the application' }));
    expect(await screen.findByText(validationMessages.email)).toBeTruthy();
    expect(screen.getAllByText(validationMessages.required).length).toBeGreaterThanOrEqual(6);
    expect(callsTo(BASE, 'POST')).toHaveLength(0);
  });

  it('uploads documents, lists them with remove, sends the application and goes on to the code', async () => {
    const { callsTo, router } = openScreen(PATH, { answer: answers() });
    await fillIn();
    const chooser = screen.getByLabelText(/Documents/);
    fireEvent.change(chooser, {
      target: { files: [new File(['%PDF'], 'statutes.pdf', { type: 'application/pdf' })] },
    });
    const list = await screen.findByRole('list', { name: 'Chosen documents' });
    await waitFor(() => expect(within(list).queryByText('Uploading…')).toBeNull());
    expect(callsTo(`${BASE}presign_url/`)[0]?.authorization).toBeUndefined();

    // A second file, removed again, is not sent.
    fireEvent.change(chooser, {
      target: { files: [new File(['%PDF'], 'extra.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove extra.pdf' }));
    await waitFor(() => expect(screen.queryByText('extra.pdf')).toBeNull());

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send the application' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send the application' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/confirm-team-application/team%40example.test/41'),
    );
    expect(callsTo(BASE, 'POST')[0]?.body).toEqual({
      team_name: 'Roma Marathon',
      country_code: 'IT',
      contact_email: 'team@example.test',
      contact_phone: '+390612345678',
      administrator_first_name: 'Marco',
      administrator_last_name: 'Rossi',
      administrator_email: 'marco@example.test',
      documents: [NEW_NAME],
    });
    // A visitor applies without a token.
    expect(callsTo(BASE, 'POST')[0]?.authorization).toBeUndefined();
    expect(await screen.findByText(/We have sent a 6-digit code to/, {}, LOAD)).toBeTruthy();
  });

  it("shows the server's field messages on their fields and other refusals above the form", async () => {
    let reply = refuse({ invalid_fields: { team_name: [TEAM_APPLICATION_MESSAGES.NAME_TAKEN] } });
    openScreen(PATH, { answer: answers(() => reply) });
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send the application' }));
    const field = screen.getByRole('textbox', { name: /Team name/ });
    expect(await screen.findByText(TEAM_APPLICATION_MESSAGES.NAME_TAKEN)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    reply = refuse({ error: { code: 400, message: TEAM_APPLICATION_MESSAGES.PERIOD_CLOSED } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the application' }));
    const alert = await screen.findByText(TEAM_APPLICATION_MESSAGES.PERIOD_CLOSED);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
  });

  it("sends a signed-in applicant's token with the application", async () => {
    const { callsTo } = openScreen(PATH, { me: wskAdmin, answer: answers() });
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send the application' }));
    await waitFor(() => expect(callsTo(BASE, 'POST')).toHaveLength(1));
    expect(callsTo(BASE, 'POST')[0]?.authorization).toBe('Bearer access');
  });
});

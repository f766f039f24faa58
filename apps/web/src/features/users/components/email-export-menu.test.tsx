// "E-mail it to me" of the /users export: the chosen format with the screen's body is sent to
// export_to/email/, the reply's message is shown as a tip, and a refusal is shown with its message.
import { APP_EVENTS } from '@portal/contract/app-events';
import {
  EXPORT_NEEDS_EMAIL_MESSAGE,
  type ExportFormat,
  type ExportUsersBody,
} from '@portal/contract/endpoints/user-management';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { storeTokens } from '../../../app/testing/render-routes';
import { appEvents } from '../../../shared/events/app-events';
import { installDomStubs } from '../../../shared/testing/dom-stubs';
import { json, mockAuthApi, sentBody } from '../../../shared/testing/mock-api';
import { EmailExportMenu } from './email-export-menu';

const EMAIL_EXPORT = '/api/client/users/users/export_to/email/';
const DETAIL =
  'The export is being prepared. A link to download it will be e-mailed to nf.admin@portal.test.';

function renderMenu(answer: () => Response) {
  installDomStubs();
  const fetchMock = mockAuthApi({ [EMAIL_EXPORT]: answer });
  storeTokens();
  const bodyFor = (format: ExportFormat): ExportUsersBody => ({
    format,
    list: 'not_approved',
    gender: 'F',
    has_passport: true,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <EmailExportMenu bodyFor={bodyFor} />
    </AppProviders>,
  );
  return fetchMock;
}

async function choose(item: string) {
  fireEvent.click(screen.getByRole('button', { name: 'E-mail it to me' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('e-mail export menu', { timeout: 20_000 }, () => {
  it('asks for the chosen format with the screen’s filters and shows the reply as a tip', async () => {
    const tip = vi.fn();
    const off = appEvents.on(APP_EVENTS.SHOW_TIP, tip);
    try {
      const fetchMock = renderMenu(() => json({ detail: DETAIL }, 202));
      await choose('XLSX file');
      await waitFor(() => expect(tip).toHaveBeenCalledWith({ title: 'Export on its way', message: DETAIL }));
      const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(EMAIL_EXPORT)) as unknown as
        | [string, RequestInit]
        | undefined;
      expect(call?.[1].method).toBe('POST');
      expect(sentBody(fetchMock, EMAIL_EXPORT)).toEqual({
        format: 'xlsx',
        list: 'not_approved',
        gender: 'F',
        has_passport: true,
      });
      expect(screen.queryByText('The export was not requested')).toBeNull();
    } finally {
      off();
    }
  });

  it('shows the server’s refusal', async () => {
    renderMenu(() =>
      json(
        {
          error: { code: 400, message: EXPORT_NEEDS_EMAIL_MESSAGE },
          invalid_fields: { non_field_errors: [EXPORT_NEEDS_EMAIL_MESSAGE] },
        },
        400,
      ),
    );
    await choose('CSV file');
    const alert = (await screen.findByText('The export was not requested')).closest('[role="alert"]');
    expect(alert?.textContent).toContain(EXPORT_NEEDS_EMAIL_MESSAGE);
  });
});

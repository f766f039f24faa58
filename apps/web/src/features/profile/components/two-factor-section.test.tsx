// The "Two-factor sign-in" section of /profile/settings (decision 026): setting it up (QR code, set-up key,
// first code, backup codes shown once), new backup codes, turning it off, and the role that requires it.
import { TWO_FACTOR_BASE, type TwoFactorStatus } from '@portal/contract/endpoints/two-factor';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, storeTokens } from '../../../app/testing/render-routes';
import { json, mockAuthApi } from '../../../shared/testing/mock-api';

const off: TwoFactorStatus = { enabled: false, required: false, enabled_at: null, backup_codes_left: 0 };
const on: TwoFactorStatus = {
  enabled: true,
  required: false,
  enabled_at: '2026-03-01T10:00:00+00:00',
  backup_codes_left: 10,
};
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';
const setup = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x', qr_svg: QR_SVG };
const codes = Array.from({ length: 10 }, (_, index) => `ABCD${index}-EFGH${index}`);

type Answer = (init: RequestInit | undefined) => Response;

/** The API by 'METHOD /path', over the auth mock's signed-in athlete. */
function open(answers: Record<string, Answer>, path = '/profile/settings') {
  const fetchMock = mockAuthApi();
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost').pathname;
    const answer = answers[`${init?.method ?? 'GET'} ${url}`];
    if (answer) return answer(init);
    return fallback ? fallback(input) : new Response('Not found', { status: 404 });
  });
  storeTokens();
  const view = renderRoutes(path);
  const calls = (method: string, url: string) =>
    (fetchMock.mock.calls as unknown as [string, RequestInit | undefined][]).filter(
      ([called, init]) =>
        new URL(String(called), 'http://localhost').pathname === url && (init?.method ?? 'GET') === method,
    );
  return { fetchMock, calls, ...view };
}

const section = async () => screen.findByRole('region', { name: 'Two-factor sign-in' });
const bodyOf = (call: [string, RequestInit | undefined] | undefined) => JSON.parse(String(call?.[1]?.body));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('two-factor sign-in: setting it up', () => {
  it('shows the QR code as an image and the set-up key, turns it on and shows the backup codes once', async () => {
    let status = off;
    const { calls } = open({
      [`GET ${TWO_FACTOR_BASE}`]: () => json(status),
      [`POST ${TWO_FACTOR_BASE}setup/`]: () => json(setup),
      [`POST ${TWO_FACTOR_BASE}enable/`]: () => {
        status = { ...on, enabled_at: new Date().toISOString() };
        return json({ backup_codes: codes });
      },
    });
    const region = within(await section());
    expect(await region.findByText('Off')).toBeTruthy();
    fireEvent.click(region.getByRole('button', { name: 'Set up' }));

    const qr = (await region.findByRole('img', { name: /QR code/ })) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(qr.src)).toContain(QR_SVG);
    // The server's markup goes in as an image only, never into the page.
    expect(document.querySelector('section svg path[d="M0 0h7v7H0z"]')).toBeNull();
    expect((region.getByLabelText('Set-up key') as HTMLInputElement).value).toBe(setup.secret);

    fireEvent.change(region.getByLabelText(/Code from your app/), { target: { value: '123456' } });
    fireEvent.click(region.getByRole('button', { name: 'Turn on' }));

    expect(await region.findByText('Store your backup codes now')).toBeTruthy();
    const list = region.getByRole('list', { name: 'Backup codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(region.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(bodyOf(calls('POST', `${TWO_FACTOR_BASE}enable/`)[0])).toEqual({ code: '123456' });
    // The status query was invalidated: asked again after turning it on.
    await waitFor(() => expect(calls('GET', TWO_FACTOR_BASE).length).toBe(2));

    fireEvent.click(region.getByRole('button', { name: 'I have stored them' }));
    expect(await region.findByText('On')).toBeTruthy();
    expect(region.getByText(/10 backup codes left/)).toBeTruthy();
    expect(region.queryByRole('list', { name: 'Backup codes' })).toBeNull();
  });

  it('downloads the backup codes as a .txt file', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:codes');
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open({
      [`GET ${TWO_FACTOR_BASE}`]: () => json(off),
      [`POST ${TWO_FACTOR_BASE}setup/`]: () => json(setup),
      [`POST ${TWO_FACTOR_BASE}enable/`]: () => json({ backup_codes: codes }),
    });
    const region = within(await section());
    fireEvent.click(await region.findByRole('button', { name: 'Set up' }));
    fireEvent.change(await region.findByLabelText(/Code from your app/), { target: { value: '123456' } });
    fireEvent.click(region.getByRole('button', { name: 'Turn on' }));
    fireEvent.click(await region.findByRole('button', { name: 'Download .txt' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('backup-codes.txt');
    const text = await createObjectURL.mock.calls[0]?.[0].text();
    for (const code of codes) expect(text).toContain(code);
    click.mockRestore();
    URL.createObjectURL = saved.create;
    URL.revokeObjectURL = saved.revoke;
  });

  it('shows a wrong first code on its field and stays on the set-up', async () => {
    open({
      [`GET ${TWO_FACTOR_BASE}`]: () => json(off),
      [`POST ${TWO_FACTOR_BASE}setup/`]: () => json(setup),
      [`POST ${TWO_FACTOR_BASE}enable/`]: () =>
        json(
          {
            error: { code: 400, message: 'Invalid fields' },
            invalid_fields: { code: ['The code is not valid'] },
          },
          400,
        ),
    });
    const region = within(await section());
    fireEvent.click(await region.findByRole('button', { name: 'Set up' }));
    fireEvent.change(await region.findByLabelText(/Code from your app/), { target: { value: '000000' } });
    fireEvent.click(region.getByRole('button', { name: 'Turn on' }));
    expect(await region.findByText('The code is not valid')).toBeTruthy();
    expect(region.getByRole('img', { name: /QR code/ })).toBeTruthy();
  });

  it('says the role requires it and explains why the portal is closed until then', async () => {
    open(
      { [`GET ${TWO_FACTOR_BASE}`]: () => json({ ...off, required: true }) },
      '/profile/settings?two_factor=required#settings-two-factor',
    );
    const region = within(await section());
    expect((await region.findByRole('alert')).textContent).toContain('Set up two-factor sign-in to continue');
    expect(region.getByText('Required for your role')).toBeTruthy();
    expect(region.getByRole('button', { name: 'Set up' })).toBeTruthy();
  });
});

describe('two-factor sign-in: once it is on', () => {
  it('turns it off only with the password and a code', async () => {
    let status = on;
    const { calls } = open({
      [`GET ${TWO_FACTOR_BASE}`]: () => json(status),
      [`POST ${TWO_FACTOR_BASE}disable/`]: () => {
        status = off;
        return json(off);
      },
    });
    const region = within(await section());
    fireEvent.click(await region.findByRole('button', { name: 'Turn off' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    expect(await dialog.findAllByText('This field is required')).toHaveLength(2);
    expect(calls('POST', `${TWO_FACTOR_BASE}disable/`)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText(/^Password/), { target: { value: 'Demo-pass-2026!' } });
    fireEvent.change(dialog.getByLabelText(/Code from your app or a backup code/), {
      target: { value: 'ABCDE-FGHJK' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    expect(await region.findByText('Off')).toBeTruthy();
    expect(bodyOf(calls('POST', `${TWO_FACTOR_BASE}disable/`)[0])).toEqual({
      password: 'Demo-pass-2026!',
      code: 'ABCDE-FGHJK',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(region.getByRole('button', { name: 'Set up' })).toBeTruthy();
  });

  it('shows a wrong password on its field', async () => {
    open({
      [`GET ${TWO_FACTOR_BASE}`]: () => json(on),
      [`POST ${TWO_FACTOR_BASE}disable/`]: () =>
        json(
          {
            error: { code: 400, message: 'Invalid fields' },
            invalid_fields: { password: ['The password is not correct'] },
          },
          400,
        ),
    });
    const region = within(await section());
    fireEvent.click(await region.findByRole('button', { name: 'Turn off' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.change(dialog.getByLabelText(/Code from your app/), { target: { value: '123456' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    expect(await dialog.findByText('The password is not correct')).toBeTruthy();
  });

  it('makes new backup codes for a current code and shows them', async () => {
    const fresh = codes.map((code) => code.replace('ABCD', 'WXYZ'));
    const { calls } = open({
      [`GET ${TWO_FACTOR_BASE}`]: () => json({ ...on, backup_codes_left: 2 }),
      [`POST ${TWO_FACTOR_BASE}backup_codes/`]: () => json({ backup_codes: fresh }),
    });
    const region = within(await section());
    expect(await region.findByText(/2 backup codes left/)).toBeTruthy();
    fireEvent.click(region.getByRole('button', { name: 'New backup codes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New backup codes' }));
    fireEvent.change(dialog.getByLabelText(/Code from your app/), { target: { value: '654321' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Make new codes' }));
    const list = await region.findByRole('list', { name: 'Backup codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(fresh);
    expect(bodyOf(calls('POST', `${TWO_FACTOR_BASE}backup_codes/`)[0])).toEqual({ code: '654321' });
  });

  it('offers no way to turn it off where the role requires it', async () => {
    open({ [`GET ${TWO_FACTOR_BASE}`]: () => json({ ...on, required: true }) });
    const region = within(await section());
    expect(
      await region.findByText('Your role requires two-factor sign-in, so it cannot be turned off.'),
    ).toBeTruthy();
    expect(region.queryByRole('button', { name: 'Turn off' })).toBeNull();
    expect(region.getByRole('button', { name: 'New backup codes' })).toBeTruthy();
    expect(region.queryByRole('alert')).toBeNull();
  });
});

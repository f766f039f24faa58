// The support form of /forgot-password/contact-us: §5 messages, the captcha when configured, success.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../app/testing/render-routes';
import { RECAPTCHA_SCRIPT_ID, resetRecaptchaForTests } from '../../../shared/captcha/recaptcha';

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function mockApi(captchaSiteKey: string | null, contact: () => Response = () => json(null, 204)) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/config/'))
      return json({
        environment: 'test',
        public_url: 'http://localhost',
        version: 'test',
        flags: {},
        card_provider_publishable_key: null,
        captcha_site_key: captchaSiteKey,
        sentry_dsn: null,
      });
    if (url.endsWith('/support/contact_us/')) return contact();
    return new Response('Not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetRecaptchaForTests();
});

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('contact us', () => {
  it('shows the product messages and loads no captcha without a site key', async () => {
    mockApi(null);
    renderRoutes('/forgot-password/contact-us');
    await screen.findByRole('heading', { name: 'Contact us' });
    send();
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    fill(/E-mail address/, 'x');
    fill(/Message/, 'short');
    send();
    expect(await screen.findByText('Please enter valid email address')).toBeTruthy();
    expect(screen.getByText('This field should contain at least 10 characters')).toBeTruthy();
    expect(document.getElementById(RECAPTCHA_SCRIPT_ID)).toBeNull();
  });

  it('sends the message and thanks the visitor', async () => {
    const fetchMock = mockApi(null);
    renderRoutes('/forgot-password/contact-us');
    await screen.findByRole('heading', { name: 'Contact us' });
    fill(/Your name/, 'Ada Skater');
    fill(/E-mail address/, 'ada@portal.test');
    fill(/Message/, 'I lost access to my phone and my e-mail.');
    send();
    expect(await screen.findByText('Thank you, your message has been sent')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/contact_us/')) as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(call[1].body))).toEqual({
      name: 'Ada Skater',
      email: 'ada@portal.test',
      message: 'I lost access to my phone and my e-mail.',
    });
  });

  it('loads the captcha for a configured site key and requires its answer', async () => {
    mockApi('site-key');
    renderRoutes('/forgot-password/contact-us');
    await screen.findByRole('heading', { name: 'Contact us' });
    await waitFor(() => expect(document.getElementById(RECAPTCHA_SCRIPT_ID)).not.toBeNull());
    fill(/Your name/, 'Ada Skater');
    fill(/E-mail address/, 'ada@portal.test');
    fill(/Message/, 'I lost access to my phone and my e-mail.');
    send();
    expect(await screen.findByText('This field is required')).toBeTruthy();
  });
});

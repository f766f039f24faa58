// The contact-us form: stored and e-mailed to support, validated, throttled per address, captcha-checked.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supportMessages } from '../../db/schema/support';
import { CAPTCHA_REQUIRED_MESSAGE } from '../../platform/captcha/captcha';
import { outbox } from '../../test/accounts';
import { createTestApp, useTestApp } from '../../test/harness';
import { CONTACT_MAX_PER_WINDOW, CONTACT_THROTTLED_MESSAGE } from './service';

const ctx = useTestApp();
const URL = '/api/client/support/contact_us/';
const message = (email: string) => ({ name: 'Ada <Roll>', email, message: 'I cannot reset my password.' });

describe('contact us', () => {
  it('stores the message and e-mails it to support with the sender to reply to', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: URL, payload: message('Ada@Portal.test') });
    expect(response.statusCode).toBe(204);
    const [mail] = await outbox(ctx, 'support@portal.test');
    expect(mail?.subject).toBe('Contact form: Ada <Roll>');
    expect(mail?.text).toContain('I cannot reset my password.');
    expect(mail?.html).toContain('Ada &lt;Roll&gt;');
    const rows = await ctx.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.email, 'ada@portal.test'));
    expect(rows).toHaveLength(1);
  });

  it('validates the fields', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: URL,
      payload: { name: '', email: 'x', message: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().invalid_fields).sort()).toEqual(['email', 'message', 'name']);
  });

  it(`accepts ${CONTACT_MAX_PER_WINDOW} messages an hour per address, then 429`, async () => {
    for (let index = 0; index < CONTACT_MAX_PER_WINDOW; index += 1) {
      expect(
        (await ctx.app.inject({ method: 'POST', url: URL, payload: message('busy@portal.test') })).statusCode,
      ).toBe(204);
    }
    const throttled = await ctx.app.inject({
      method: 'POST',
      url: URL,
      payload: message('busy@portal.test'),
    });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ error: { code: 429, message: CONTACT_THROTTLED_MESSAGE } });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await ctx.app.inject({ method: 'POST', url: URL, payload: message('calm@portal.test') })).statusCode,
    ).toBe(204);
  });

  it('needs a captcha answer when one is configured', async () => {
    const withCaptcha = await createTestApp({
      env: { CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET_KEY: 'secret' },
      captchaVerifier: { verify: async (answer) => answer === 'good' },
    });
    try {
      const missing = await withCaptcha.app.inject({
        method: 'POST',
        url: URL,
        payload: message('a@portal.test'),
      });
      expect(missing.json().invalid_fields).toEqual({ captcha: [CAPTCHA_REQUIRED_MESSAGE] });
      const good = await withCaptcha.app.inject({
        method: 'POST',
        url: URL,
        payload: { ...message('a@portal.test'), captcha: 'good' },
      });
      expect(good.statusCode).toBe(204);
    } finally {
      await withCaptcha.close();
    }
  });
});

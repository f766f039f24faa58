// The contact-us form: captcha when configured, a per-address throttle, the message stored and e-mailed
// to SUPPORT_EMAIL with the sender as Reply-To.
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type CaptchaVerifier, requireCaptcha } from '../../platform/captcha/captcha';
import { TooManyRequests } from '../../platform/http/errors';
import type { Messaging } from '../../platform/messaging/messaging';
import { contactSupportEmail } from '../../platform/messaging/templates';
import type { RateLimitStore } from '../../platform/rate-limit/store';
import { insertSupportMessage } from './queries';

/** Messages accepted per sender address in one window. */
export const CONTACT_MAX_PER_WINDOW = 5;
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;
export const CONTACT_THROTTLED_MESSAGE = 'Too many messages from this address; try again later';

export interface SupportDeps {
  readonly db: Database;
  readonly config: Pick<Config, 'supportEmail'>;
  readonly messaging: Messaging;
  readonly captcha: CaptchaVerifier | null;
  readonly rateLimitStore: RateLimitStore;
}

export async function contactSupport(
  deps: SupportDeps,
  body: { name: string; email: string; message: string; captcha?: string | undefined },
  clientAddress: string,
): Promise<void> {
  await requireCaptcha(deps.captcha, body.captcha, clientAddress);
  const email = body.email.toLowerCase();
  const key = `contact-us:${email}`;
  const current = await deps.rateLimitStore.get(key);
  if (current && current.count >= CONTACT_MAX_PER_WINDOW) {
    throw new TooManyRequests(
      Math.max(1, Math.ceil((current.resetAt - Date.now()) / 1000)),
      CONTACT_THROTTLED_MESSAGE,
    );
  }
  await deps.rateLimitStore.hit(key, CONTACT_WINDOW_MS);
  const message = { name: body.name, email, message: body.message };
  await insertSupportMessage(deps.db, message);
  await deps.messaging.mailer.send({
    to: deps.config.supportEmail,
    replyTo: email,
    ...contactSupportEmail(message),
  });
}

// The contact-us form: captcha when configured, a per-address throttle, the message stored and e-mailed
// to SUPPORT_EMAIL with the sender as Reply-To.
import { RECENT_SUPPORT_REQUESTS, type SupportRequest } from '@portal/contract/endpoints/support';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type CaptchaVerifier, requireCaptcha } from '../../platform/captcha/captcha';
import { NotFound } from '../../platform/http/errors';
import type { Messaging } from '../../platform/messaging/messaging';
import { contactSupportEmail, supportRequestEmail } from '../../platform/messaging/templates';
import type { RateLimitStore } from '../../platform/rate-limit/store';
import { throttle } from '../../platform/rate-limit/throttle';
import { getAccount } from '../users/service';
import { findRecentRequestsOf, insertSupportMessage, insertUserSupportRequest } from './queries';

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
  await throttle(deps.rateLimitStore, `contact-us:${email}`, {
    limit: CONTACT_MAX_PER_WINDOW,
    windowMs: CONTACT_WINDOW_MS,
    message: CONTACT_THROTTLED_MESSAGE,
  });
  const message = { name: body.name, email, message: body.message };
  await insertSupportMessage(deps.db, message);
  await deps.messaging.mailer.send({
    to: deps.config.supportEmail,
    replyTo: email,
    ...contactSupportEmail(message),
  });
}

/** Requests per user in one window, as for the contact-us form. */
const requestKey = (userId: number) => `support-request:${userId}`;

type SupportMessageRow = Awaited<ReturnType<typeof findRecentRequestsOf>>[number];

const toRequest = (row: SupportMessageRow): SupportRequest => ({
  id: row.id,
  subject: row.subject ?? '',
  message: row.message,
  created: row.createdAt.toISOString(),
});

/** A signed-in user's request: stored with the account, e-mailed to support with the account's contacts. */
export async function createSupportRequest(
  deps: SupportDeps,
  userId: number,
  body: { subject: string; message: string },
): Promise<SupportRequest> {
  const account = await getAccount(deps.db, userId);
  if (!account) throw new NotFound('User not found');
  await throttle(deps.rateLimitStore, requestKey(userId), {
    limit: CONTACT_MAX_PER_WINDOW,
    windowMs: CONTACT_WINDOW_MS,
    message: 'Too many requests; try again later',
  });
  const name = `${account.firstName} ${account.lastName}`.trim() || `User ${userId}`;
  const row = await insertUserSupportRequest(deps.db, {
    userId,
    name,
    email: account.email,
    phone: account.phone,
    subject: body.subject,
    message: body.message,
  });
  await deps.messaging.mailer.send({
    to: deps.config.supportEmail,
    ...(account.email ? { replyTo: account.email } : {}),
    ...supportRequestEmail({ userId, name, email: account.email, phone: account.phone, ...body }),
  });
  return toRequest(row);
}

export async function getMySupportRequests(
  deps: Pick<SupportDeps, 'db'>,
  userId: number,
): Promise<SupportRequest[]> {
  const rows = await findRecentRequestsOf(deps.db, { userId, limit: RECENT_SUPPORT_REQUESTS });
  return rows.map(toRequest);
}

// The daily reminders (decision 022): passports expiring within 30 days or just expired, athletes'
// anti-doping certificates in their last valid year from 1 November or just expired, and orders not fully
// paid a week after they were opened (then weekly). Each reminder is one `email.send` job with a dedupe key
// per person, document and stage, so it is queued once whichever instance runs the day's job, and however
// often the job runs.
import { ANTI_DOPING_VALIDITY_YEARS } from '@portal/contract/constants';
import { screenPath } from '@portal/contract/routes';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { enqueueMany } from '../../platform/jobs/queue';
import { defineJob } from '../../platform/jobs/worker';
import { EMAIL_JOB, EMAIL_MAX_ATTEMPTS, emailPayloadOf } from '../../platform/messaging/email-job';
import type { EmailMessage } from '../../platform/messaging/messaging';
import {
  antiDopingReminderEmail,
  passportReminderEmail,
  unpaidOrderReminderEmail,
} from '../../platform/messaging/templates';
import {
  listAntiDopingCandidates,
  listPassportCandidates,
  listUnpaidOrderCandidates,
  type UnpaidOrderCandidate,
} from './queries';

export const REMINDERS_JOB = 'reminders.daily';
const PAGE = 1000;
/** The anti-doping reminder of the last valid year starts on this month (0-based: November). */
const ANTI_DOPING_REMINDER_MONTH = 10;

export interface ReminderDeps {
  readonly db: Database;
  readonly config: Pick<Config, 'publicUrl'>;
  readonly logger?: FastifyBaseLogger;
}

export interface ReminderCounts {
  readonly passport: number;
  readonly antiDoping: number;
  readonly unpaidOrders: number;
}

/** Queues every reminder due on the (UTC) day of `now`; answers how many were queued. */
export async function queueDailyReminders(deps: ReminderDeps, now: Date): Promise<ReminderCounts> {
  const today = now.toISOString().slice(0, 10);
  const counts = {
    passport: await queuePassportReminders(deps, today),
    antiDoping: await queueAntiDopingReminders(deps, now),
    unpaidOrders: await queueUnpaidOrderReminders(deps, today),
  };
  deps.logger?.info({ day: today, ...counts }, 'Queued the daily reminders');
  return counts;
}

interface Candidate {
  readonly email: string;
  readonly dedupeKey: string;
}

/**
 * Queues the reminders of every candidate, a page at a time: `fetchPage` answers up to PAGE candidates after
 * the cursor (keyset), `cursorOf` the cursor after a candidate, `emailOf` its message without the address.
 */
async function queueInPages<C extends Candidate, Cursor>(
  db: Database,
  pages: {
    readonly first: Cursor;
    readonly fetchPage: (after: Cursor) => Promise<C[]>;
    readonly cursorOf: (candidate: C) => Cursor;
    readonly emailOf: (candidate: C) => Omit<EmailMessage, 'to'>;
  },
): Promise<number> {
  let queued = 0;
  let after = pages.first;
  for (;;) {
    const page = await pages.fetchPage(after);
    queued += await enqueueMany(
      db,
      page.map((candidate) => ({
        kind: EMAIL_JOB,
        payload: emailPayloadOf({ to: candidate.email, ...pages.emailOf(candidate) }),
        dedupeKey: candidate.dedupeKey,
        maxAttempts: EMAIL_MAX_ATTEMPTS,
      })),
    );
    const last = page.at(-1);
    if (!last || page.length < PAGE) return queued;
    after = pages.cursorOf(last);
  }
}

function queuePassportReminders(deps: ReminderDeps, today: string): Promise<number> {
  return queueInPages(deps.db, {
    first: 0,
    fetchPage: (afterUserId) => listPassportCandidates(deps.db, { today, afterUserId, limit: PAGE }),
    cursorOf: (candidate) => candidate.userId,
    emailOf: (candidate) =>
      passportReminderEmail(deps.config.publicUrl, {
        firstName: candidate.firstName,
        activeUntil: candidate.activeUntil,
        expired: candidate.stage === 'expired',
      }),
  });
}

function queueAntiDopingReminders(deps: ReminderDeps, now: Date): Promise<number> {
  const year = now.getUTCFullYear();
  const fromNovember = now.getUTCMonth() >= ANTI_DOPING_REMINDER_MONTH;
  return queueInPages(deps.db, {
    first: 0,
    fetchPage: (afterUserId) =>
      listAntiDopingCandidates(deps.db, {
        year,
        fromNovember,
        validityYears: ANTI_DOPING_VALIDITY_YEARS,
        afterUserId,
        limit: PAGE,
      }),
    cursorOf: (candidate) => candidate.userId,
    emailOf: (candidate) =>
      antiDopingReminderEmail(deps.config.publicUrl, {
        firstName: candidate.firstName,
        lastValidYear: candidate.yearIssued + ANTI_DOPING_VALIDITY_YEARS - 1,
        expired: candidate.stage === 'expired',
      }),
  });
}

/** The payer's payments screen of the order. */
export function orderPaymentsPath(
  order: Pick<UnpaidOrderCandidate, 'payerKind' | 'eventId' | 'eventSportId'>,
) {
  if (order.eventId === null) return screenPath('marathon-applications-team-admin-payments');
  if (order.eventSportId === null) return screenPath('event-profile', { id: order.eventId });
  const step = { athlete: 'my-payments', federation: 'payments', team: 'team-payments' }[order.payerKind];
  return screenPath(`event-registration-${step}`, { id: order.eventId, sportId: order.eventSportId });
}

function queueUnpaidOrderReminders(deps: ReminderDeps, today: string): Promise<number> {
  return queueInPages(deps.db, {
    first: { orderId: 0, userId: 0 },
    fetchPage: (after) => listUnpaidOrderCandidates(deps.db, { today, after, limit: PAGE }),
    cursorOf: (candidate) => ({ orderId: candidate.orderId, userId: candidate.userId }),
    emailOf: (candidate) =>
      unpaidOrderReminderEmail(deps.config.publicUrl, {
        firstName: candidate.firstName,
        billed:
          candidate.eventName !== null
            ? `the event ${candidate.eventName}`
            : `the season ${candidate.seasonName ?? ''}`.trim(),
        outstanding: candidate.outstanding,
        currency: candidate.currency,
        path: orderPaymentsPath(candidate),
      }),
  });
}

/** The daily job that queues the reminders; queued once a day by every worker (`every(REMINDERS_JOB, 'day')`). */
export function remindersJob(config: Pick<Config, 'publicUrl'>) {
  return defineJob({
    kind: REMINDERS_JOB,
    payload: z.object({ period: z.string().optional() }).loose(),
    async run(_payload, { db, logger, now }) {
      await queueDailyReminders({ db, config, logger }, now);
    },
  });
}

// The messaging adapters: an e-mail Mailer and an SmsSender. The embedded default writes both to the
// outbox table at once; with SMTP_URL an e-mail is queued as an `email.send` job and the job worker hands it
// to nodemailer, retrying when the server fails (docs/decisions/008-accounts-and-verification.md and
// 022-background-jobs.md). SMS stay in the outbox until a gateway implements SmsSender.
import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { EmailMessage, Mailer } from './email';
import { enqueueEmail } from './email-job';
import { insertOutboxMessage } from './outbox';

export type { EmailMessage, Mailer } from './email';

export interface SmsMessage {
  /** A phone number as stored on the user: digits with an optional leading +. */
  readonly to: string;
  readonly text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export interface Messaging {
  readonly mailer: Mailer;
  readonly sms: SmsSender;
}

/** E-mails as outbox rows (the embedded default). */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Database) {}

  async send(message: EmailMessage): Promise<void> {
    await insertOutboxMessage(this.db, {
      channel: 'email',
      to: message.to.toLowerCase(),
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }
}

/** SMS as outbox rows (every environment, until a gateway adapter exists). */
export class OutboxSmsSender implements SmsSender {
  constructor(private readonly db: Database) {}

  async send(message: SmsMessage): Promise<void> {
    await insertOutboxMessage(this.db, {
      channel: 'sms',
      to: message.to,
      subject: null,
      text: message.text,
      html: null,
    });
  }
}

/**
 * E-mails as `email.send` jobs (with SMTP_URL): the request only writes a row; a slow or failing mail server
 * holds up the job worker, never the request.
 */
export class QueuedMailer implements Mailer {
  constructor(private readonly db: Database) {}

  async send(message: EmailMessage): Promise<void> {
    await enqueueEmail(this.db, message);
  }
}

/** How long nodemailer waits for the server; well within the job's lease (a timed-out try is retried). */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** E-mails through an SMTP server (SMTP_URL), from MAIL_FROM: what the `email.send` job delivers with. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.replyTo && { replyTo: message.replyTo }),
    });
  }
}

/**
 * The outbox by default: written during the request, so the dev endpoint and the tests read it right after.
 * With SMTP_URL, queued for the job worker.
 */
export function createMessaging(config: Pick<Config, 'smtpUrl'>, db: Database): Messaging {
  return {
    mailer: config.smtpUrl ? new QueuedMailer(db) : new OutboxMailer(db),
    sms: new OutboxSmsSender(db),
  };
}

/** What the `email.send` job delivers through: the SMTP server with SMTP_URL, the outbox otherwise. */
export function createEmailDelivery(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Database): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db);
}

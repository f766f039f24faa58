// The messaging adapters: an e-mail Mailer and an SmsSender. The embedded default writes both to the
// outbox table; with SMTP_URL e-mails go through nodemailer. SMS stay in the outbox until a gateway
// implements SmsSender (docs/decisions/008-accounts-and-verification.md).
import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { insertOutboxMessage } from './outbox';

export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly replyTo?: string;
}

export interface SmsMessage {
  /** A phone number as stored on the user: digits with an optional leading +. */
  readonly to: string;
  readonly text: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
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

/** E-mails through an SMTP server (SMTP_URL), from MAIL_FROM. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
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

export function createMessaging(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Database): Messaging {
  return {
    mailer: config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db),
    sms: new OutboxSmsSender(db),
  };
}

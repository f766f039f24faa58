// An e-mail and what sends one: the shapes every mail delivery (outbox, SMTP, the queued job) shares.

export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly replyTo?: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

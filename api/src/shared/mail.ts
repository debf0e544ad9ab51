/**
 * Outgoing e-mail through nodemailer. With SMTP_HOST set, mail goes to that server; otherwise each
 * message is written as an `.eml` file under `data/outbox` (DATA_DIR/outbox) for local use and tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string | Buffer; contentType?: string }[];
}

export interface MailService {
  /** Sends one message; never throws (failures are logged), so mail never breaks a transition. */
  send(message: MailMessage): Promise<void>;
}

/** Builds the mail service for a configuration. */
export function createMailService(config: Config, log: Logger): MailService {
  const smtp: Transporter | null = config.SMTP_HOST
    ? nodemailer.createTransport({
        host: config.SMTP_HOST,
        port: config.SMTP_PORT,
        secure: config.SMTP_SECURE,
        auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD } : undefined,
      })
    : null;
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  return {
    async send(message) {
      const envelope = { from: config.SMTP_FROM, ...message };
      try {
        if (smtp) {
          await smtp.sendMail(envelope);
          return;
        }
        const info = await stream.sendMail(envelope);
        fs.mkdirSync(config.outboxDir, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        // Zero-padded counter: names sort in sending order even within one millisecond.
        const file = path.join(config.outboxDir, `${stamp}-${process.pid}-${String(++counter).padStart(6, '0')}.eml`);
        // Written whole under another name and renamed: a reader of the outbox (the e2e specs, a developer's
        // mail viewer) never sees a half-written .eml (an empty file existed between create and write).
        fs.writeFileSync(`${file}.part`, info.message as Buffer);
        fs.renameSync(`${file}.part`, file);
        log.info({ file, to: message.to, subject: message.subject }, 'mail written to outbox');
      } catch (err) {
        log.error({ err, to: message.to, subject: message.subject }, 'mail sending failed');
      }
    },
  };
}

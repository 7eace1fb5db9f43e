import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type Mailer = (mail: Mail) => Promise<void>;

const FROM = 'Stockyard <no-reply@stockyard.local>';

/**
 * DESIGN.md §2: with SMTP_URL mail goes out through it; without, each message is written to
 * DATA_DIR/outbox/*.eml and named in the log, so a single-machine install still works.
 */
export function createMailer(opts: { smtpUrl?: string; outboxDir: string; log: (msg: string) => void }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return async (mail) => {
      await transport.sendMail({ from: FROM, ...mail });
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const info = await transport.sendMail({ from: FROM, ...mail });
    fs.mkdirSync(opts.outboxDir, { recursive: true });
    const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`);
    fs.writeFileSync(file, info.message as Buffer, { mode: 0o600 });
    opts.log(`mail to ${mail.to} ("${mail.subject}") written to ${file}`);
  };
}

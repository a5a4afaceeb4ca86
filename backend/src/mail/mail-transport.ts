import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTransport, Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Delivers one message: over SMTP when SMTP_HOST is set, otherwise to the log and to
 * `DATA_DIR/mail/<time>-<id>.eml` so development sign-ups can read their codes.
 */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter;
  private readonly mailDir: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.mailDir = join(config.dataDir, 'mail');
    this.transporter = config.smtp
      ? createTransport({
          host: config.smtp.host,
          port: config.smtp.port,
          secure: config.smtp.secure,
          auth: config.smtp.user ? { user: config.smtp.user, pass: config.smtp.password } : undefined,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage, id: number): Promise<void> {
    const info = await this.transporter.sendMail({ from: this.config.mailFrom, ...message });
    if (this.config.smtp) return;
    mkdirSync(this.mailDir, { recursive: true });
    const file = join(this.mailDir, `${Date.now()}-${id}.eml`);
    writeFileSync(file, (info as { message: Buffer }).message);
    this.logger.log(`No SMTP configured: mail "${message.subject}" to ${message.to} written to ${file}\n${message.text}`);
  }

  onModuleDestroy(): void {
    this.transporter.close();
  }
}

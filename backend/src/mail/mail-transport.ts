import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { EmailConfig } from '@voosh/shared';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTransport, Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SettingsService } from '../settings/settings.service';
import { inSpan } from '../common/telemetry/traced';

/** A file sent with a mail (a receipt's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** The From header's display name (the company's when the mail was written); the address is always MAIL_FROM's. */
  fromName?: string | null;
}

/** The From header: MAIL_FROM's address under `name`; MAIL_FROM as it is without a name (mail written before names were stored). */
export function fromHeader(mailFrom: string, name: string | null | undefined): string | { name: string; address: string } {
  const [configured] = addressparser(mailFrom, { flatten: true });
  return name && configured ? { name, address: configured.address } : mailFrom;
}

export type SmtpTarget = NonNullable<AppConfig['smtp']>;

/** Port 465 speaks TLS from the start; other ports upgrade with STARTTLS when the server offers it. */
const IMPLICIT_TLS_PORT = 465;

/** The SMTP server to use: the admin's e-mail configuration when it names a server, else the environment's. */
export function smtpTarget(config: AppConfig, emailConfig: EmailConfig): SmtpTarget | undefined {
  if (!emailConfig.smtpServer) return config.smtp;
  return {
    host: emailConfig.smtpServer,
    port: emailConfig.smtpPort,
    secure: emailConfig.smtpPort === IMPLICIT_TLS_PORT,
    user: emailConfig.username || undefined,
    password: emailConfig.password || undefined,
  };
}

export function smtpTransporter(target: SmtpTarget): Transporter {
  return createTransport({
    host: target.host,
    port: target.port,
    secure: target.secure,
    auth: target.user ? { user: target.user, pass: target.password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/**
 * Delivers one message: over SMTP when the settings' e-mail configuration or SMTP_HOST names a
 * server, otherwise to the log and to `DATA_DIR/mail/<time>-<id>.eml` so development sign-ups can
 * read their codes. The transporter is rebuilt whenever the configuration changes.
 */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly mailDir: string;
  private current?: { key: string; transporter: Transporter };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
  ) {
    this.mailDir = join(config.dataDir, 'mail');
  }

  /** Where mail goes now: an SMTP server (SMTP_HOST, or the admins' e-mail settings), else the mail folder. */
  async destination(): Promise<{ smtpHost: string } | { folder: string }> {
    const target = await this.target();
    return target ? { smtpHost: target.host } : { folder: this.mailDir };
  }

  private async target(): Promise<SmtpTarget | undefined> {
    return smtpTarget(this.config, (await this.settings.current()).emailConfig);
  }

  /**
   * Sends one mail of the outbox, in a span of its own (its outbox id and where it went, never an
   * address or text): a trace of its own (the outbox runs outside any request's trace).
   */
  send(message: MailMessage, id: number): Promise<void> {
    return inSpan(
      'mail.send',
      async (span) => {
        const target = await this.target();
        span.setAttributes({ 'mail.outbox_id': id, 'mail.transport': target ? 'smtp' : 'file' });
        await this.deliver(message, id, target);
      },
      { beginsTrace: true },
    );
  }

  private async deliver(message: MailMessage, id: number, target: SmtpTarget | undefined): Promise<void> {
    const { fromName, ...mail } = message;
    const info = await this.transporterFor(target).sendMail({ ...mail, from: fromHeader(this.config.mailFrom, fromName) });
    if (target) return;
    mkdirSync(this.mailDir, { recursive: true });
    const file = join(this.mailDir, `${Date.now()}-${id}.eml`);
    writeFileSync(file, (info as { message: Buffer }).message);
    // Never the subject or body: either can hold a sign-up or reset code (the file is the development mailbox).
    this.logger.log(`No SMTP configured: mail ${id} to ${message.to} written to ${file}`);
  }

  onModuleDestroy(): void {
    this.current?.transporter.close();
  }

  private transporterFor(target: SmtpTarget | undefined): Transporter {
    const key = JSON.stringify(target ?? null);
    if (this.current?.key !== key) {
      this.current?.transporter.close();
      const transporter = target ? smtpTransporter(target) : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.current = { key, transporter };
    }
    return this.current.transporter;
  }
}

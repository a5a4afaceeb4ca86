import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { BRAND } from '@voosh/shared';
import { badRequest, ApiError } from '../common/http/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { fromHeader, smtpTarget, smtpTransporter } from './mail-transport';
import { compose, writeMail } from './templates';
import type { User } from '../users/entities/user.entity';
import { TestEmailResponse } from './dto/test-email.response';
import { SettingsService } from '../settings/settings.service';

export const SMTP_NOT_CONFIGURED = 'No SMTP server is configured. Save the email configuration first.';
export const TEST_EMAIL_FAILED = 'Email connection test failed';

/**
 * Sends one message at once, outside the outbox, over a fresh connection to the configured
 * SMTP server: the admin learns now whether the configuration works.
 */
@Injectable()
export class TestEmailService {
  constructor(
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Through the SMTP server as saved now, on whichever instance it was saved (an admin tests right after saving). */
  async send(admin: User): Promise<TestEmailResponse> {
    const { emailConfig, companyDetails } = await this.settings.latest();
    const target = smtpTarget(this.config, emailConfig);
    if (!target) throw badRequest(SMTP_NOT_CONFIGURED, { type: 'smtp_not_configured' });
    const transporter = smtpTransporter(target);
    const { fromName, ...message } = writeMail(
      compose(admin.email, `${BRAND} test email`, [
        `This test message was sent through ${target.host}:${target.port}.`,
        'Your email configuration works.',
      ]),
      companyDetails.name,
    );
    try {
      await transporter.sendMail({ ...message, from: fromHeader(this.config.mailFrom, fromName) });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      const safe = target.password ? detail.split(target.password).join('[redacted]') : detail;
      throw new ApiError(HttpStatus.BAD_GATEWAY, `${TEST_EMAIL_FAILED}: ${safe}`, { type: 'smtp_error' });
    } finally {
      transporter.close();
    }
    return { success: true, message: `Test email sent to ${admin.email} through ${target.host}:${target.port}` };
  }
}

import { ApiProperty } from '@nestjs/swagger';
import { ADMIN_SETTING_TOGGLES, type AdminSettings, type AdminSettingToggle } from '@voosh/shared';

/** The e-mail configuration as answered: the password itself never leaves the server. */
export class EmailConfigResponse {
  @ApiProperty({ example: 'smtp.example.com' }) smtpServer!: string;
  @ApiProperty({ example: 587 }) smtpPort!: number;
  @ApiProperty({ example: 'mailer@example.com' }) username!: string;
  @ApiProperty({ description: 'Whether a password is stored (it is write-only)' }) passwordSet!: boolean;
}

export class SettingsResponse {
  @ApiProperty() emailNotifications!: boolean;
  @ApiProperty() demoRequestAlerts!: boolean;
  @ApiProperty() purchaseRequestAlerts!: boolean;
  @ApiProperty() weeklyReports!: boolean;
  @ApiProperty() twoFactorAuth!: boolean;
  @ApiProperty({ description: 'On: sessions last 8 hours; off: 30 days' }) sessionTimeout!: boolean;
  @ApiProperty() maintenanceMode!: boolean;
  @ApiProperty({ example: 100, description: 'Requests per minute per user (per IP for visitors)' }) apiRateLimit!: number;
  @ApiProperty({ type: EmailConfigResponse }) emailConfig!: EmailConfigResponse;

  static from(settings: AdminSettings): SettingsResponse {
    const toggles = Object.fromEntries(ADMIN_SETTING_TOGGLES.map((key) => [key, settings[key]])) as Pick<AdminSettings, AdminSettingToggle>;
    const { smtpServer, smtpPort, username, password } = settings.emailConfig;
    return {
      ...toggles,
      apiRateLimit: settings.apiRateLimit,
      emailConfig: { smtpServer, smtpPort, username, passwordSet: password.length > 0 },
    };
  }
}

/** What the storefront needs before anyone signs in; nothing secret. */
export class PublicSettingsResponse {
  @ApiProperty({ description: 'When on, non-admin calls answer 503 and the storefront shows a maintenance page' })
  maintenanceMode!: boolean;
}

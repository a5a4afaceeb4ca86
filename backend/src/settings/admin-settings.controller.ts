import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Role } from '@voosh/shared';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { ErrorResponse } from '../common/http/error-response';
import type { User } from '../users/entities/user.entity';
import { SettingsResponse, TestEmailResponse } from './dto/settings.response';
import { UpdateSettingsDto } from './dto/update-settings.dto';
import { SettingsService } from './settings.service';
import { TestEmailService } from './test-email.service';

/** The admin settings; they take effect at once (rate limit, maintenance, e-mails, session lifetime). */
@ApiTags('admin settings')
@ApiBearerAuth()
@Roles(Role.Admin)
@ApiUnauthorizedResponse({ description: 'No valid session', type: ErrorResponse })
@Controller('admin')
export class AdminSettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly testEmail: TestEmailService,
  ) {}

  @Get('settings')
  @ApiOperation({ summary: 'Every setting, with the defaults for those never saved; the SMTP password is never answered' })
  @ApiOkResponse({ type: SettingsResponse })
  get(): Promise<SettingsResponse> {
    return this.settings.adminView();
  }

  @Put('settings')
  @ApiOperation({ summary: 'Change one setting, or the whole e-mail configuration ({emailConfig}); an empty password keeps the stored one' })
  @ApiOkResponse({ type: SettingsResponse, description: 'Every setting after the change' })
  @ApiBadRequestResponse({ description: 'Not exactly one setting, or an invalid value', type: ErrorResponse })
  update(@Body() dto: UpdateSettingsDto): Promise<SettingsResponse> {
    return this.settings.update(dto);
  }

  @Post('test-email')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Send a test message to the calling admin through the configured SMTP server, now' })
  @ApiOkResponse({ type: TestEmailResponse })
  @ApiBadRequestResponse({ description: 'type smtp_not_configured: no SMTP server in the settings or the environment', type: ErrorResponse })
  @ApiBadGatewayResponse({ description: "type smtp_error: the SMTP server's error", type: ErrorResponse })
  sendTestEmail(@CurrentUser() admin: User): Promise<TestEmailResponse> {
    return this.testEmail.send(admin);
  }
}

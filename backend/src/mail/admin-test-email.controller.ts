import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBadRequestResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminApi } from '../common/decorators/admin-api.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { TestEmailResponse } from './dto/test-email.response';
import { TestEmailService } from './test-email.service';

/** The settings page's 'Send test e-mail': documented with the admin settings, served by the mail module that sends it. */
@AdminApi('admin settings')
@Controller('admin')
export class AdminTestEmailController {
  constructor(private readonly testEmail: TestEmailService) {}

  @Post('test-email')
  @HttpCode(HttpStatus.OK)
  // The operation id it had under the settings controller: integrators' generated clients keep their method name.
  @ApiOperation({
    operationId: 'AdminSettings_sendTestEmail',
    summary: 'Send a test message to the calling admin through the configured SMTP server, now',
  })
  @ApiOkResponse({ type: TestEmailResponse })
  @ApiBadRequestResponse({
    description: 'type smtp_not_configured: no SMTP server in the settings or the environment',
    type: ErrorResponse,
  })
  @ApiBadGatewayResponse({ description: "type smtp_error: the SMTP server's error", type: ErrorResponse })
  sendTestEmail(@CurrentUser() admin: User): Promise<TestEmailResponse> {
    return this.testEmail.send(admin);
  }
}

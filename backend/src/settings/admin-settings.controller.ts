import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminApi } from '../common/decorators/admin-api.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { SettingsResponse } from './dto/settings.response';
import { UpdateSettingsDto } from './dto/update-settings.dto';
import { SettingsService } from './settings.service';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';

/** The admin settings; they take effect at once (rate limit, maintenance, e-mails, session lifetime). */
@AdminApi('admin settings')
@Controller('admin')
export class AdminSettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get('settings')
  @ApiOperation({ summary: 'Every setting, with the defaults for those never saved; the SMTP password is never answered' })
  @ApiOkResponse({ type: SettingsResponse })
  get(): Promise<SettingsResponse> {
    return this.settings.adminView();
  }

  @Put('settings')
  @ApiOperation({
    summary: 'Change one setting, or the whole e-mail configuration ({emailConfig}); an empty password keeps the stored one',
  })
  @ApiOkResponse({ type: SettingsResponse, description: 'Every setting after the change' })
  @ApiBadRequestResponse({ description: 'Not exactly one setting, or an invalid value', type: ErrorResponse })
  update(@CurrentUser() admin: User, @Body() dto: UpdateSettingsDto): Promise<SettingsResponse> {
    return this.settings.update(admin, dto);
  }
}

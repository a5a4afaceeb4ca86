import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { PublicSettingsResponse } from './dto/settings.response';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Public()
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get('public')
  @ApiOperation({ summary: 'What the storefront needs before anyone signs in (open during maintenance)' })
  @ApiOkResponse({ type: PublicSettingsResponse })
  publicSettings(): Promise<PublicSettingsResponse> {
    return this.settings.publicView();
  }
}

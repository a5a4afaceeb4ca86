import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../users/current-user.decorator';
import { ErrorResponse } from '../common/http/error-response';
import type { User } from '../users/entities/user.entity';
import { ProfileResponse, UpdateBillingDto, UpdateProfileDto } from './dto/profile.dto';
import { ProfileService } from './profile.service';

/** Any signed-in user's own profile (customers edit it under /customer/profile). */
@ApiTags('profile')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('profile')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get()
  @ApiOperation({ summary: 'The seven profile fields of the signed-in user' })
  @ApiOkResponse({ type: ProfileResponse })
  get(@CurrentUser() user: User) {
    return this.profiles.get(user);
  }

  @Put()
  @ApiOperation({ summary: 'Update the profile; fields left out are kept, null or "" clears one' })
  @ApiOkResponse({ type: ProfileResponse })
  @ApiBadRequestResponse({ description: 'A field is not text or is too long', type: ErrorResponse })
  update(@CurrentUser() user: User, @Body() dto: UpdateProfileDto) {
    return this.profiles.update(user.id, dto);
  }

  @Put('billing')
  @ApiOperation({ summary: "Where the caller is billed and its tax ID (checked by the country's format); fields left out are kept" })
  @ApiOkResponse({ type: ProfileResponse })
  @ApiBadRequestResponse({
    description: "Not a country code, or a tax ID not in its country's format (the message names the field)",
    type: ErrorResponse,
  })
  updateBilling(@CurrentUser() user: User, @Body() dto: UpdateBillingDto) {
    return this.profiles.updateBilling(user.id, dto);
  }
}

import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Role } from '@voosh/shared';
import { Roles } from '../common/decorators/roles.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { CompaniesService } from './companies.service';
import { CompanyResponse } from './dto/company.response';
import { CompanySettingsDto } from './dto/company-settings.dto';
import { CompanySettingsService } from './company-settings.service';

/** The signed-in customer's company (read from the database on every call). */
@ApiTags('company')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid session', type: ErrorResponse })
@ApiForbiddenResponse({
  description: 'Staff belong to no company; a role that may not change the settings (company_role)',
  type: ErrorResponse,
})
@Roles(Role.Customer)
@Controller('company')
export class CompaniesController {
  constructor(
    private readonly companies: CompaniesService,
    private readonly settings: CompanySettingsService,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's company: its name, the caller's role, and every member with theirs" })
  @ApiOkResponse({ type: CompanyResponse })
  mine(@CurrentUser() customer: User) {
    return this.companies.mine(customer);
  }

  @Put('settings')
  @ApiOperation({ summary: "Set the company's approval amount and whether a purchase-order number is required (owners and admins)" })
  @ApiOkResponse({ type: CompanyResponse })
  updateSettings(@CurrentUser() customer: User, @Body() dto: CompanySettingsDto) {
    return this.settings.update(customer, dto);
  }
}

import { Body, Controller, Delete, HttpCode, HttpStatus, Param, Patch } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Role } from '@voosh/shared';
import { Roles } from '../common/decorators/roles.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { CompaniesService } from './companies.service';
import { CompanyMembersService } from './company-members.service';
import { CompanyResponse } from './dto/company.response';
import { CompanyRoleDto } from './dto/invite-member.dto';

/** The members of the signed-in customer's company: their roles, and who stays. */
@ApiTags('company')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid session', type: ErrorResponse })
@ApiForbiddenResponse({ description: 'Staff, or a role that may not manage members (company_role)', type: ErrorResponse })
@ApiNotFoundResponse({ description: 'No such member in your company', type: ErrorResponse })
@ApiConflictResponse({ description: 'The company would have no owner left (last_owner)', type: ErrorResponse })
@Roles(Role.Customer)
@Controller('company/members')
export class CompanyMembersController {
  constructor(
    private readonly members: CompanyMembersService,
    private readonly companies: CompaniesService,
  ) {}

  @Patch(':userId')
  @ApiOperation({ summary: "Change a member's role (owners and admins; only an owner gives or takes the owner role)" })
  @ApiOkResponse({ type: CompanyResponse })
  async changeRole(@CurrentUser() customer: User, @Param('userId', IdParam) userId: number, @Body() { role }: CompanyRoleDto) {
    await this.members.changeRole(customer, userId, role);
    return this.companies.mine(customer);
  }

  @Delete(':userId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Remove a member (owners and admins), or leave the company (your own id)',
    description: "A removed member's sessions end: their next call, on any instance, is a 401.",
  })
  @ApiNoContentResponse({ description: 'Removed' })
  remove(@CurrentUser() customer: User, @Param('userId', IdParam) userId: number) {
    return this.members.remove(customer, userId);
  }
}

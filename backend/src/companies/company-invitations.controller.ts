import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
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
import { CompanyInvitationsService } from './company-invitations.service';
import { CompanyInvitationResponse } from './dto/company-invitation.response';
import { InviteMemberDto } from './dto/invite-member.dto';

/** Invitations sent by the signed-in customer's company (owners and admins). */
@ApiTags('company')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid session', type: ErrorResponse })
@ApiForbiddenResponse({ description: 'Staff, or a role that may not manage members (company_role)', type: ErrorResponse })
@Roles(Role.Customer)
@Controller('company/invitations')
export class CompanyInvitationsController {
  constructor(private readonly invitations: CompanyInvitationsService) {}

  @Get()
  @ApiOperation({ summary: 'Invitations waiting to be accepted, newest first' })
  @ApiOkResponse({ type: [CompanyInvitationResponse] })
  pending(@CurrentUser() customer: User) {
    return this.invitations.pending(customer);
  }

  @Post()
  @ApiOperation({
    summary: 'Invite someone by e-mail in a role',
    description:
      'The link is e-mailed, works once for 14 days and only for that address; a waiting invitation to the same address is replaced.',
  })
  @ApiCreatedResponse({ type: CompanyInvitationResponse })
  @ApiConflictResponse({ description: 'Already a member (already_member), or too many invitations waiting', type: ErrorResponse })
  invite(@CurrentUser() customer: User, @Body() dto: InviteMemberDto) {
    return this.invitations.invite(customer, dto);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Withdraw a waiting invitation: its link stops working' })
  @ApiNoContentResponse({ description: 'Withdrawn' })
  @ApiNotFoundResponse({ description: "No such waiting invitation in your company's", type: ErrorResponse })
  withdraw(@CurrentUser() customer: User, @Param('id', IdParam) id: number) {
    return this.invitations.withdraw(customer, id);
  }
}

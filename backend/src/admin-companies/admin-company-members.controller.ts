import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { AdminApi } from '../common/decorators/admin-api.decorator';
import { ApiKeyScope } from '../common/decorators/api-key-scope.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { CompanyInvitationsService } from '../companies/company-invitations.service';
import { CompanyMembersService } from '../companies/company-members.service';
import { CompanyInvitationResponse } from '../companies/dto/company-invitation.response';
import { CompanyRoleDto, InviteMemberDto } from '../companies/dto/invite-member.dto';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { AdminCompaniesService } from './admin-companies.service';
import { AdminCompanyResponse } from './dto/admin-company.response';

/**
 * Staff acting for a customer company on its members and invitations, as an owner of it would
 * (the last-owner rule holds); each change is audited on the company as the staff member's.
 */
@AdminApi('admin-companies')
@ApiNotFoundResponse({ description: 'No such company, member or waiting invitation', type: ErrorResponse })
@Controller('admin/companies/:id')
export class AdminCompanyMembersController {
  constructor(
    private readonly companies: AdminCompaniesService,
    private readonly members: CompanyMembersService,
    private readonly invitations: CompanyInvitationsService,
  ) {}

  @Get('invitations')
  @ApiKeyScope('users:read')
  @ApiOperation({ summary: "A company's invitations waiting to be accepted, newest first" })
  @ApiOkResponse({ type: [CompanyInvitationResponse] })
  pending(@CurrentUser() admin: User, @Param('id', IdParam) id: number) {
    return this.invitations.pending(admin, id);
  }

  @Post('invitations')
  @ApiOperation({ summary: 'Invite someone to the company by e-mail in a role, for it (the mail names the vendor as the sender)' })
  @ApiCreatedResponse({ type: CompanyInvitationResponse })
  @ApiConflictResponse({ description: 'Already a member (already_member), or too many invitations waiting', type: ErrorResponse })
  invite(@CurrentUser() admin: User, @Param('id', IdParam) id: number, @Body() dto: InviteMemberDto) {
    return this.invitations.invite(admin, dto, id);
  }

  @Delete('invitations/:invitationId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Withdraw one of the company's waiting invitations: its link stops working" })
  @ApiNoContentResponse({ description: 'Withdrawn' })
  withdraw(@CurrentUser() admin: User, @Param('id', IdParam) id: number, @Param('invitationId', IdParam) invitationId: number) {
    return this.invitations.withdraw(admin, invitationId, id);
  }

  @Patch('members/:userId')
  @ApiOperation({ summary: "Change a member's role, for the company" })
  @ApiOkResponse({ type: AdminCompanyResponse })
  @ApiConflictResponse({ description: 'The company would have no owner left (last_owner)', type: ErrorResponse })
  async changeRole(
    @CurrentUser() admin: User,
    @Param('id', IdParam) id: number,
    @Param('userId', IdParam) userId: number,
    @Body() { role }: CompanyRoleDto,
  ) {
    await this.members.changeRole(admin, userId, role, id);
    return this.companies.get(id);
  }

  @Delete('members/:userId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Remove a member from the company, for it',
    description: 'Their sessions end: their next call, on any instance, is a 401.',
  })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiConflictResponse({ description: 'The company would have no owner left (last_owner)', type: ErrorResponse })
  remove(@CurrentUser() admin: User, @Param('id', IdParam) id: number, @Param('userId', IdParam) userId: number) {
    return this.members.remove(admin, userId, id);
  }
}

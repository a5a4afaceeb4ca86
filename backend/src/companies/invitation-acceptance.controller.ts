import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Role } from '@voosh/shared';
import { Public } from '../common/decorators/public.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { CompanyInvitationsService } from './company-invitations.service';
import { CompanyResponse } from './dto/company.response';
import { InvitationPreviewResponse } from './dto/company-invitation.response';
import { InvitationTokenDto } from './dto/invitation-token.dto';

/** An invitation's link, opened by the person invited: what it offers, and accepting it. */
@ApiTags('company')
@ApiNotFoundResponse({ description: 'The link was used, withdrawn, has expired, or never existed', type: ErrorResponse })
@Controller('company-invitations')
export class InvitationAcceptanceController {
  constructor(private readonly invitations: CompanyInvitationsService) {}

  @Public()
  @Post('preview')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'The company, role and address an invitation link is for' })
  @ApiOkResponse({ type: InvitationPreviewResponse })
  preview(@Body() { token }: InvitationTokenDto) {
    return this.invitations.preview(token);
  }

  @Roles(Role.Customer)
  @Post('accept')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({
    summary: "Join the inviting company in the invited role (the signed-in account must be the invited address's)",
    description: 'The company the caller was in is left; its requests stay with it.',
  })
  @ApiOkResponse({ type: CompanyResponse })
  @ApiUnauthorizedResponse({ description: 'No valid session', type: ErrorResponse })
  @ApiForbiddenResponse({ description: 'Staff, or another address than the invited one (invitation_for_another)', type: ErrorResponse })
  @ApiConflictResponse({
    description: 'Already a member, or the last owner of a company others remain in (last_owner)',
    type: ErrorResponse,
  })
  accept(@CurrentUser() customer: User, @Body() { token }: InvitationTokenDto) {
    return this.invitations.accept(customer, token);
  }
}

import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentHolder, type SessionHolder } from '../auth/current-session.decorator';
import { CurrentPasswordDto } from '../auth/dto/current-password.dto';
import { REAUTHENTICATION_DESCRIPTION } from '../auth/reauthentication.service';
import { AdminApi } from '../common/decorators/admin-api.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { AccountErasureService } from './account-erasure.service';
import { ERASURE_REFUSED_DESCRIPTION } from './erasure.controller';

/** Admins erase a customer's account on a written request (post or e-mail), audited. */
@AdminApi('admin-privacy')
@Controller('admin/users')
export class AdminErasureController {
  constructor(private readonly erasure: AccountErasureService) {}

  @Post(':id/erase')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: "Erase a customer's account, with the same rules as the customer's own",
    description: REAUTHENTICATION_DESCRIPTION,
  })
  @ApiNoContentResponse({ description: 'Erased' })
  @ApiConflictResponse({ description: `${ERASURE_REFUSED_DESCRIPTION}; or an admin's account (admin_account)`, type: ErrorResponse })
  async erase(
    @CurrentUser() admin: User,
    @CurrentHolder() holder: SessionHolder,
    @Param('id', IdParam) userId: number,
    @Body() { currentPassword }: CurrentPasswordDto,
  ): Promise<void> {
    await this.erasure.eraseFor(admin, holder, currentPassword, userId);
  }
}

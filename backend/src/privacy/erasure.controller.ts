import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentHolder, type SessionHolder } from '../auth/current-session.decorator';
import { REAUTHENTICATION_DESCRIPTION } from '../auth/reauthentication.service';
import { ErrorResponse } from '../common/http/error-response';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { AccountErasureService } from './account-erasure.service';
import { EraseAccountDto } from './dto/erase-account.dto';

export const ERASURE_REFUSED_DESCRIPTION =
  'Something is still under way: a request in progress (`openRequest`), a payment being processed, under review or a balance due (`unsettledPayment`), or a billing plan (`activePlan`); `error` says what to do first';

/** The signed-in holder erases their own account (Profile → "Delete my account"). */
@ApiTags('privacy')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('profile')
export class ErasureController {
  constructor(private readonly erasure: AccountErasureService) {}

  @Post('erase')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Erase your account: your data replaced or emptied, the records the law keeps kept without your name',
    description: REAUTHENTICATION_DESCRIPTION,
  })
  @ApiNoContentResponse({ description: 'Erased; every session of the account has ended' })
  @ApiConflictResponse({ description: ERASURE_REFUSED_DESCRIPTION, type: ErrorResponse })
  @ApiForbiddenResponse({
    description: 'An account without a password that signed in too long ago (reauthentication_required)',
    type: ErrorResponse,
  })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords or codes: wait (account_locked)', type: ErrorResponse })
  async erase(
    @CurrentUser() user: User,
    @CurrentHolder() holder: SessionHolder,
    @Body() { currentPassword, code }: EraseAccountDto,
  ): Promise<void> {
    await this.erasure.eraseOwn(user, holder, currentPassword, code);
  }
}

import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { TWO_FACTOR_MESSAGES } from '@voosh/shared';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorResponse } from '../../common/http/error-response';
import { LimitPerAddress } from '../../common/http/rate-limits';
import { CurrentUser } from '../../users/current-user.decorator';
import type { User } from '../../users/entities/user.entity';
import { SessionResponse, SuccessResponse } from '../dto/auth.responses';
import { CurrentHolder, type SessionHolder } from '../current-session.decorator';
import { CurrentPasswordDto } from '../dto/current-password.dto';
import { REAUTHENTICATION_DESCRIPTION as REAUTHENTICATION } from '../reauthentication.service';
import {
  ChallengeAppCodeDto,
  ChallengeCodeDto,
  ChallengeDto,
  DisableTwoFactorDto,
  EnableTwoFactorDto,
  RecoveryCodesResponse,
  SessionWithRecoveryCodesResponse,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from './two-factor.dto';
import { TwoFactorSignIn } from './two-factor-sign-in.service';
import { TwoFactorService } from './two-factor.service';

/**
 * Authenticator apps: your own (signed in; changes ask the password again), and the second step of
 * a sign-in (with its challenge).
 */
@ApiTags('auth')
@ApiBadRequestResponse({ description: 'Invalid body; `error` is the message to show', type: ErrorResponse })
@ApiTooManyRequestsResponse({ description: 'Too many requests from this address', type: ErrorResponse })
@LimitPerAddress()
@Controller('auth')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly signIn: TwoFactorSignIn,
  ) {}

  @Get('2fa')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Whether your authenticator app is on, whether it is required, and recovery codes left' })
  @ApiOkResponse({ type: TwoFactorStatusResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  status(@CurrentUser() user: User) {
    return this.twoFactor.status(user);
  }

  @Post('2fa/setup')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Start setting up an authenticator app: its secret and QR code (on once a code checks out)' })
  @ApiOkResponse({ type: TwoFactorSetupResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'Already on', type: ErrorResponse })
  setUp(@CurrentUser() user: User) {
    return this.twoFactor.begin(user);
  }

  @Post('2fa/enable')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Turn the app on with a code from it; answers ten one-time recovery codes, shown once',
    description: REAUTHENTICATION,
  })
  @ApiOkResponse({ type: RecoveryCodesResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({
    description: 'An account without a password that signed in too long ago (reauthentication_required)',
    type: ErrorResponse,
  })
  @ApiConflictResponse({ description: 'Not started, or already on', type: ErrorResponse })
  async enable(
    @CurrentUser() user: User,
    @CurrentHolder() holder: SessionHolder,
    @Body() { code, currentPassword }: EnableTwoFactorDto,
  ): Promise<RecoveryCodesResponse> {
    return { recoveryCodes: await this.twoFactor.enable(user, code, { ...holder, currentPassword }) };
  }

  @Post('2fa/recovery-codes')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Ten new recovery codes, shown once; the old ones stop working', description: REAUTHENTICATION })
  @ApiOkResponse({ type: RecoveryCodesResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({
    description: 'An account without a password that signed in too long ago (reauthentication_required)',
    type: ErrorResponse,
  })
  @ApiConflictResponse({ description: 'Two-factor authentication is off', type: ErrorResponse })
  async renewRecoveryCodes(
    @CurrentUser() user: User,
    @CurrentHolder() holder: SessionHolder,
    @Body() { currentPassword }: CurrentPasswordDto,
  ): Promise<RecoveryCodesResponse> {
    return { recoveryCodes: await this.twoFactor.renewRecoveryCodes(user, { ...holder, currentPassword }) };
  }

  @Post('2fa/disable')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Turn the app off, with a code from it or a recovery code', description: REAUTHENTICATION })
  @ApiOkResponse({ type: SuccessResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({
    description:
      'Required for administrators while the twoFactorAuth setting is on; or an account without a password that signed in too long ago (reauthentication_required)',
    type: ErrorResponse,
  })
  @ApiConflictResponse({ description: 'Not on', type: ErrorResponse })
  @ApiTooManyRequestsResponse({
    description: 'Too many wrong codes or passwords for this account from this address: wait (account_locked)',
    type: ErrorResponse,
  })
  async disable(
    @CurrentUser() user: User,
    @CurrentHolder() holder: SessionHolder,
    @Body() { code, currentPassword }: DisableTwoFactorDto,
  ): Promise<SuccessResponse> {
    await this.twoFactor.disable(user, code, { ...holder, currentPassword });
    return { success: true, message: TWO_FACTOR_MESSAGES.turnedOff };
  }

  @Public()
  @Post('login/2fa')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "A sign-in's second step: the code from the app (or a recovery code) with the login answer's challenge" })
  @ApiOkResponse({ type: SessionResponse })
  @ApiUnauthorizedResponse({ description: 'Wrong code, or the challenge expired', type: ErrorResponse })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong codes from this address: wait (account_locked)', type: ErrorResponse })
  withCode(@Body() { challenge, code }: ChallengeCodeDto, @Req() request: FastifyRequest) {
    return this.signIn.withCode(challenge, code, request.ip);
  }

  @Public()
  @Post('login/2fa/setup')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'An admin made to set up an authenticator app at sign-in: its secret and QR code' })
  @ApiOkResponse({ type: TwoFactorSetupResponse })
  @ApiUnauthorizedResponse({ description: 'The challenge expired', type: ErrorResponse })
  setUpAtSignIn(@Body() { challenge }: ChallengeDto) {
    return this.signIn.setUp(challenge);
  }

  @Public()
  @Post('login/2fa/enable')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "An admin's app turned on at sign-in with its first code: the session and ten recovery codes" })
  @ApiOkResponse({ type: SessionWithRecoveryCodesResponse })
  @ApiUnauthorizedResponse({ description: 'The challenge expired', type: ErrorResponse })
  enableAtSignIn(@Body() { challenge, code }: ChallengeAppCodeDto, @Req() request: FastifyRequest) {
    return this.signIn.enable(challenge, code, request.ip);
  }
}

import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../users/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { LimitPerAddress } from '../common/http/rate-limits';
import { UserResponse } from '../users/dto/user.response';
import type { User } from '../users/entities/user.entity';
import { AuthService } from './auth.service';
import { CurrentHolder, CurrentSession, type SessionHolder } from './current-session.decorator';
import type { SessionClaims } from './token.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { EmailDto } from './dto/email.dto';
import { SendVerificationDto } from './dto/send-verification.dto';
import { LoginErrorResponse, PasswordResetResponse, SessionResponse, SuccessResponse, TokenResponse } from './dto/auth.responses';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { ResetCodeDto, ResetPasswordDto } from './dto/reset-password.dto';
import { VerifyEmailDto } from './dto/verify-email.dto';
import { userResponse } from '../users/user.mapper';

@ApiTags('auth')
@ApiBadRequestResponse({ description: 'Invalid body; `error` is the message to show', type: ErrorResponse })
@ApiTooManyRequestsResponse({ description: 'Too many requests from this address', type: ErrorResponse })
@LimitPerAddress()
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('send-verification')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'E-mail a 6-digit sign-up code (one a minute, five an hour per address); a password given is checked first',
  })
  @ApiOkResponse({ type: SuccessResponse })
  sendVerification(@Body() { email }: SendVerificationDto) {
    return this.auth.sendVerification(email);
  }

  @Public()
  @Post('verify-email')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Check an e-mailed code; verifies an existing account, or readies the code for /register' })
  @ApiOkResponse({ type: SuccessResponse })
  verifyEmail(@Body() dto: VerifyEmailDto) {
    return this.auth.verifyEmail(dto);
  }

  @Public()
  @Post('register')
  @ApiOperation({ summary: 'Create a customer account with the e-mailed code; answers a session' })
  @ApiResponse({ status: HttpStatus.CREATED, type: SessionResponse })
  @ApiConflictResponse({ description: 'The address already has an account', type: ErrorResponse })
  register(@Body() dto: RegisterDto) {
    return this.auth.register(dto);
  }

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sign in with e-mail and password' })
  @ApiOkResponse({ type: SessionResponse })
  @ApiUnauthorizedResponse({ description: 'type invalid_credentials (unknown e-mail and wrong password alike)', type: LoginErrorResponse })
  @ApiResponse({ status: HttpStatus.FORBIDDEN, description: 'type email_not_verified or account_disabled', type: LoginErrorResponse })
  login(@Body() dto: LoginDto, @Req() request: FastifyRequest) {
    return this.auth.login(dto, request.ip);
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'E-mail a reset code if the account exists (one request a minute, five an hour per address, with an account or without: the answer is the same either way)',
  })
  @ApiOkResponse({ type: SuccessResponse })
  forgotPassword(@Body() { email }: EmailDto) {
    return this.auth.forgotPassword(email);
  }

  @Public()
  @Post('check-reset-code')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Check an e-mailed reset code without using it; a wrong code counts as one of its tries' })
  @ApiNoContentResponse({ description: 'The code is valid: send it with the new password to /api/auth/reset-password' })
  checkResetCode(@Body() dto: ResetCodeDto) {
    return this.auth.checkResetCode(dto);
  }

  @Public()
  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Set a new password with the e-mailed reset code; ends every session, keeps an authenticator app on' })
  @ApiOkResponse({ type: PasswordResetResponse })
  resetPassword(@Body() dto: ResetPasswordDto) {
    return this.auth.resetPassword(dto);
  }

  @Post('change-password')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({ summary: "Change the signed-in user's password; other sessions end, a fresh token is answered" })
  @ApiOkResponse({ type: TokenResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  changePassword(@CurrentUser() user: User, @CurrentHolder() holder: SessionHolder, @Body() dto: ChangePasswordDto) {
    return this.auth.changePassword(user, dto, { ...holder, currentPassword: dto.currentPassword });
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({
    summary: "End this session: the token sent is refused from now on, by every instance; the account's other sessions go on",
  })
  @ApiOkResponse({ type: SuccessResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  logout(@CurrentSession() session: SessionClaims) {
    return this.auth.logout(session);
  }

  @Post('logout-all')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'End every session of the signed-in user, this one included' })
  @ApiOkResponse({ type: SuccessResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  logoutAll(@CurrentUser() user: User) {
    return this.auth.logoutAll(user);
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  me(@CurrentUser() user: User): UserResponse {
    return userResponse(user);
  }
}

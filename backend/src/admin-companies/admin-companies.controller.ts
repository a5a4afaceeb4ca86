import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminApi, ApiListOk } from '../common/decorators/admin-api.decorator';
import { ApiKeyScope } from '../common/decorators/api-key-scope.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { ListQueryDto, listDialect } from '../common/http/simple-rest';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { AdminCompaniesService, COMPANY_LIST } from './admin-companies.service';
import { AdminCompanyResponse } from './dto/admin-company.response';
import { statementCsv, statementPdf } from '../statements/statement-files';
import { StatementDoc } from '../statements/statement-routes';
import { StatementService } from '../statements/statement.service';
import { AdminCompanyUpdateDto } from './dto/admin-company-update.dto';

@AdminApi('admin-companies')
@Controller('admin/companies')
export class AdminCompaniesController {
  constructor(
    private readonly companies: AdminCompaniesService,
    private readonly statements: StatementService,
  ) {}

  @Get()
  @ApiKeyScope('users:read')
  @ApiOperation({ summary: 'Customer companies (simple-rest list)', description: listDialect(COMPANY_LIST, 'companies', { q: 'name' }) })
  @ApiListOk(AdminCompanyResponse, 'companies')
  list(@Query() query: ListQueryDto) {
    return this.companies.list(query);
  }

  @Get(':id')
  @ApiKeyScope('users:read')
  @ApiOperation({ summary: 'One company, as the list answers it' })
  @ApiOkResponse({ type: AdminCompanyResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  get(@Param('id', IdParam) id: number) {
    return this.companies.get(id);
  }

  @Get(':id/statement')
  @ApiKeyScope('payments:read')
  @StatementDoc("A company's")
  @ApiNotFoundResponse({ type: ErrorResponse })
  async statement(@Param('id', IdParam) id: number) {
    return this.statements.of(id);
  }

  @Get(':id/statement/csv')
  @ApiKeyScope('payments:read')
  @StatementDoc("A company's", 'csv')
  @ApiNotFoundResponse({ type: ErrorResponse })
  async statementCsv(@Param('id', IdParam) id: number) {
    return statementCsv(await this.statements.of(id));
  }

  @Get(':id/statement/pdf')
  @ApiKeyScope('payments:read')
  @StatementDoc("A company's", 'pdf')
  @ApiNotFoundResponse({ type: ErrorResponse })
  async statementPdf(@Param('id', IdParam) id: number) {
    return statementPdf(await this.statements.of(id));
  }

  @Put(':id')
  @ApiOperation({
    summary:
      "Set a company's payment terms (due on receipt, or net 7, 15, 30 or 60 days, for the invoices issued from now on) and, acting for it, its approval amount and PO-number rule (audited)",
  })
  @ApiOkResponse({ type: AdminCompanyResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  update(@CurrentUser() admin: User, @Param('id', IdParam) id: number, @Body() dto: AdminCompanyUpdateDto) {
    return this.companies.update(admin, id, dto);
  }
}

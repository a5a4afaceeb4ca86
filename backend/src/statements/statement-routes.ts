import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { StatementResponse } from './dto/statement.response';

/** The OpenAPI description of a statement route, as JSON or as a file (the customer's and the console's alike). */
export function StatementDoc(whose: string, format?: 'csv' | 'pdf') {
  if (!format) {
    return applyDecorators(
      ApiOperation({ summary: `${whose} statement of account: every invoice, payment and refund with a running balance, and the ageing` }),
      ApiOkResponse({ type: StatementResponse }),
    );
  }
  const type = format === 'csv' ? 'text/csv' : 'application/pdf';
  return applyDecorators(
    ApiOperation({ summary: `${whose} statement of account as a ${format.toUpperCase()} attachment` }),
    ApiProduces(type),
    ApiOkResponse({ description: `${type} attachment`, schema: { type: 'string', format: format === 'pdf' ? 'binary' : undefined } }),
  );
}

import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { DocumentResponse } from './dto/document.response';
import { DocumentsService } from './documents.service';
import { ApiKeyScope } from '../common/decorators/api-key-scope.decorator';

@ApiTags('documents')
@ApiBearerAuth()
@ApiBadRequestResponse({ description: 'Invalid id', type: ErrorResponse })
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiNotFoundResponse({ description: 'Purchase request (or document) not found, or not yours', type: ErrorResponse })
@Controller('purchase-requests/:id/documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get()
  @ApiKeyScope('payments:read')
  @ApiOperation({ summary: "A request's quotes, invoices, receipts and credit notes, oldest first: the owner's, or any for an admin" })
  @ApiOkResponse({ type: [DocumentResponse] })
  list(@CurrentUser() user: User, @Param('id', IdParam) id: number): Promise<DocumentResponse[]> {
    return this.documents.list(user, id);
  }

  @Get(':documentId/pdf')
  @ApiKeyScope('payments:read')
  @ApiOperation({ summary: 'One document as a PDF attachment, the same bytes every time' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description: 'application/pdf attachment named after the document number',
    schema: { type: 'string', format: 'binary' },
  })
  async pdf(
    @CurrentUser() user: User,
    @Param('id', IdParam) id: number,
    @Param('documentId', IdParam) documentId: number,
  ): Promise<StreamableFile> {
    const { fileName, bytes } = await this.documents.pdf(user, id, documentId);
    return new StreamableFile(bytes, { type: 'application/pdf', disposition: `attachment; filename="${fileName}"`, length: bytes.length });
  }
}

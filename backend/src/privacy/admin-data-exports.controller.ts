import { Controller, Get, Header, HttpCode, HttpStatus, Param, Post, StreamableFile } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
} from '@nestjs/swagger';
import { AdminApi } from '../common/decorators/admin-api.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { Idempotent } from '../common/idempotency/idempotent.decorator';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { DataExportsService } from './data-exports.service';
import { DataExportResponse } from './dto/data-export.response';

/** Copies of a customer's data that admins produce on a written request (post or e-mail), audited. */
@AdminApi('admin-privacy')
@Controller('admin')
export class AdminDataExportsController {
  constructor(private readonly exports: DataExportsService) {}

  @Post('users/:id/data-exports')
  @Idempotent()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: "Produce a copy of a user's data: built in the background, the admin mailed when ready" })
  @ApiAcceptedResponse({ type: DataExportResponse })
  @ApiNotFoundResponse({ description: 'No such user', type: ErrorResponse })
  request(@CurrentUser() admin: User, @Param('id', IdParam) userId: number): Promise<DataExportResponse> {
    return this.exports.requestFor(admin, userId);
  }

  @Get('users/:id/data-exports')
  @ApiOperation({ summary: "The copies admins produced of a user's data, newest first" })
  @ApiOkResponse({ type: [DataExportResponse] })
  list(@Param('id', IdParam) userId: number): Promise<DataExportResponse[]> {
    return this.exports.listProducedFor(userId);
  }

  @Get('data-exports/:exportId/archive')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The ZIP of a copy an admin produced, to send on to the customer' })
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'application/zip attachment', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'No such copy produced by an admin', type: ErrorResponse })
  @ApiConflictResponse({ description: 'Not ready yet, or failed', type: ErrorResponse })
  @ApiGoneResponse({ description: 'Expired', type: ErrorResponse })
  async archive(@Param('exportId') exportId: string): Promise<StreamableFile> {
    const { fileName, bytes } = await this.exports.downloadForAdmin(exportId);
    return new StreamableFile(bytes, { type: 'application/zip', disposition: `attachment; filename="${fileName}"`, length: bytes.length });
  }
}

import { Controller, Get, Header, HttpCode, HttpStatus, Param, Post, StreamableFile } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentSession } from '../auth/current-session.decorator';
import type { SessionClaims } from '../auth/token.service';
import { ErrorResponse } from '../common/http/error-response';
import { Idempotent } from '../common/idempotency/idempotent.decorator';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { DataExportsService } from './data-exports.service';
import { DataExportResponse } from './dto/data-export.response';

/** The signed-in person's copies of their own data (Profile → "Download my data"). */
@ApiTags('privacy')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('profile/data-exports')
export class DataExportsController {
  constructor(private readonly exports: DataExportsService) {}

  @Post()
  @Idempotent()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Ask for a copy of your data: built in the background, its link e-mailed when ready' })
  @ApiAcceptedResponse({ type: DataExportResponse })
  request(@CurrentUser() user: User): Promise<DataExportResponse> {
    return this.exports.requestOwn(user);
  }

  @Get()
  @ApiOperation({ summary: 'Your copies, newest first' })
  @ApiOkResponse({ type: [DataExportResponse] })
  list(@CurrentUser() user: User): Promise<DataExportResponse[]> {
    return this.exports.listOwn(user);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of your copies' })
  @ApiOkResponse({ type: DataExportResponse })
  @ApiNotFoundResponse({ description: 'No such copy of yours', type: ErrorResponse })
  get(@CurrentUser() user: User, @Param('id') id: string): Promise<DataExportResponse> {
    return this.exports.getOwn(user, id);
  }

  @Get(':id/archive')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The ZIP of one of your copies: once per sign-in, until it expires' })
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'application/zip attachment', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'No such copy of yours', type: ErrorResponse })
  @ApiConflictResponse({ description: 'Not ready yet (`type` building) or failed (`type` failed)', type: ErrorResponse })
  @ApiGoneResponse({
    description: 'Expired (`type` expired), or downloaded already since this sign-in (`type` downloaded_this_session)',
    type: ErrorResponse,
  })
  async archive(@CurrentUser() user: User, @CurrentSession() session: SessionClaims, @Param('id') id: string): Promise<StreamableFile> {
    const { fileName, bytes } = await this.exports.downloadOwn(user, session, id);
    return new StreamableFile(bytes, { type: 'application/zip', disposition: `attachment; filename="${fileName}"`, length: bytes.length });
  }
}

import { Controller, Get, HttpCode, HttpStatus, Param, ParseEnumPipe, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { GO_LIVE_ITEMS, GO_LIVE_TEXTS, type GoLiveItem } from '@voosh/shared';
import { AdminApi } from '../common/decorators/admin-api.decorator';
import { ApiError } from '../common/http/api-error';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { GoLiveResponse } from './dto/go-live.response';
import { GoLiveService } from './go-live.service';

const itemParam = new ParseEnumPipe(Object.fromEntries(GO_LIVE_ITEMS.map((item) => [item, item])), {
  exceptionFactory: () => new ApiError(HttpStatus.BAD_REQUEST, GO_LIVE_TEXTS.unknownItem),
});

/** What is still as it came out of the box (company details, bank details, mail, cards, the first admin's password file). */
@AdminApi('admin go-live')
@Controller('admin/go-live')
export class AdminGoLiveController {
  constructor(private readonly goLive: GoLiveService) {}

  @Get()
  @ApiOperation({ summary: 'The go-live checklist: each item, whether it is done now and whether an admin dismissed it' })
  @ApiOkResponse({ type: GoLiveResponse })
  checklist(): Promise<GoLiveResponse> {
    return this.goLive.checklist();
  }

  @Post(':item/dismiss')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'item', enum: GO_LIVE_ITEMS })
  @ApiOperation({ summary: 'Dismiss an item: hidden from the checklist from now on, done or not (who and when are kept)' })
  @ApiOkResponse({ type: GoLiveResponse, description: 'The checklist after the dismissal' })
  dismiss(@CurrentUser() admin: User, @Param('item', itemParam) item: GoLiveItem): Promise<GoLiveResponse> {
    return this.goLive.dismiss(admin, item);
  }
}

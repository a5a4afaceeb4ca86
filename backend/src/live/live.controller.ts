import { Controller, HttpCode, type MessageEvent, Post, Query, Sse } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiProduces, getSchemaPath } from '@nestjs/swagger';
import type { Observable } from 'rxjs';
import { CurrentSession } from '../auth/current-session.decorator';
import type { SessionClaims } from '../auth/token.service';
import { AdminApi } from '../common/decorators/admin-api.decorator';
import { CurrentUser } from '../users/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import type { User } from '../users/entities/user.entity';
import { LiveEventResponse, LiveStreamQueryDto, LiveTicketResponse } from './dto/live.dto';
import { LiveService } from './live.service';

@AdminApi('live')
@Controller('admin/live')
export class LiveController {
  constructor(private readonly live: LiveService) {}

  @Post('ticket')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A one-minute ticket, good for one stream, to open the live stream with (EventSource cannot send a bearer token)',
  })
  @ApiOkResponse({ type: LiveTicketResponse })
  ticket(@CurrentUser() admin: User, @CurrentSession() session: SessionClaims): LiveTicketResponse {
    return this.live.ticket(admin, session);
  }

  @Public()
  @Sse('stream')
  @ApiOperation({
    summary: 'Server-sent events for the admin console: new purchase and demo requests, from every instance',
    description:
      'Open with `new EventSource("/api/admin/live/stream?ticket=...")`. Each `message` event carries a LiveEventResponse as JSON; ' +
      '`heartbeat` events come every 25 s. A ticket opens one stream, once. The stream ends at the next heartbeat after the session the ticket was taken with is signed out, or its admin deactivated or demoted (401 at the start).',
  })
  @ApiProduces('text/event-stream')
  @ApiExtraModels(LiveEventResponse)
  @ApiOkResponse({ description: 'text/event-stream of LiveEventResponse', schema: { $ref: getSchemaPath(LiveEventResponse) } })
  stream(@Query() { ticket }: LiveStreamQueryDto): Promise<Observable<MessageEvent>> {
    return this.live.stream(ticket);
  }
}

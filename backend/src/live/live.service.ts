import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, type MessageEvent, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { type LiveEvent, LIVE_TICKET_SECONDS, Role } from '@voosh/shared';
import {
  defer,
  filter,
  finalize,
  from,
  interval,
  map,
  merge,
  type Observable,
  ReplaySubject,
  share,
  Subject,
  switchMap,
  takeUntil,
} from 'rxjs';
import { SessionsService } from '../auth/sessions.service';
import { type SessionClaims, TokenService } from '../auth/token.service';
import { SESSION_EXPIRED } from '../auth/session-texts';
import { ApiError } from '../common/http/api-error';
import { PgListener } from '../common/database/pg-listener';
import { User } from '../users/entities/user.entity';
import { isLiveAccount } from '../users/live-account';
import type { LiveTicketResponse } from './dto/live.dto';
import { LIVE_EVENTS_CHANNEL, parseLiveEvent } from './live-events';
import { Metrics } from '../common/metrics/metrics';

/** Keeps proxies from closing a quiet stream, and rechecks the admin's account each time. */
export const LIVE_HEARTBEAT_MS = 25_000;

/**
 * The admin console's live feed: every LiveEvent committed through any instance (PostgreSQL
 * LISTEN/NOTIFY through PgListener), sent as server-sent events to each open console. A stream
 * opens with a one-minute ticket, good for one stream, and ends at the first heartbeat after the
 * session the ticket was taken with is signed out (on any instance), or its admin deactivated or demoted.
 * Every stream ends when the HTTP server starts to close (a stream never ends by itself, and the
 * server closes only once every answer has ended), and a stream opened after that ends at once.
 */
@Injectable()
export class LiveService implements OnModuleInit {
  private readonly events = new Subject<LiveEvent>();
  private readonly closing = new ReplaySubject<void>(1);
  /** Streams open on this instance now. */
  private open = 0;

  constructor(
    listener: PgListener,
    private readonly tokens: TokenService,
    private readonly sessions: SessionsService,
    private readonly em: EntityManager,
    metrics: Metrics,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    metrics.gauge('live_streams_open', "Admins' live-event streams open on this instance", () => this.open);
    listener.subscribe(LIVE_EVENTS_CHANNEL, {
      notified: (payload) => {
        const event = parseLiveEvent(payload);
        if (event) this.events.next(event);
      },
    });
  }

  onModuleInit(): void {
    // Fastify's preClose runs before the server stops listening and waits for the answers under way.
    this.adapterHost.httpAdapter?.getInstance<FastifyInstance>().addHook('preClose', (done) => {
      this.closing.next();
      done();
    });
  }

  /** A ticket for the admin's `session`: it opens one stream, once. */
  ticket(admin: User, session: SessionClaims): LiveTicketResponse {
    return { ticket: this.tokens.signLiveTicket(admin, session.jti), expiresInSeconds: LIVE_TICKET_SECONDS };
  }

  async stream(ticket: string, heartbeatMs = LIVE_HEARTBEAT_MS): Promise<Observable<MessageEvent>> {
    const claims = this.tokens.verifyLiveTicket(ticket);
    // The ticket's session still on (not signed out, on any instance), its account still an admin.
    const stillAdmin = async () => {
      if (!claims || (await this.sessions.ended(claims.sessionId))) return false;
      // Outside any request (the heartbeats): a fork of its own.
      const user = await this.em.fork().findOne(User, claims.userId);
      return isLiveAccount(user, claims) && user.role === Role.Admin;
    };
    if (!(await stillAdmin()) || !(await this.sessions.spendOnce(claims!))) throw new ApiError(HttpStatus.UNAUTHORIZED, SESSION_EXPIRED);
    const checks = interval(heartbeatMs).pipe(
      switchMap(() => from(stillAdmin())),
      share(),
    );
    const events = this.events.pipe(map((event): MessageEvent => ({ data: event })));
    const heartbeats = checks.pipe(
      filter(Boolean),
      map((): MessageEvent => ({ type: 'heartbeat', data: {} })),
    );
    return defer(() => {
      this.open += 1;
      return merge(events, heartbeats).pipe(
        takeUntil(merge(checks.pipe(filter((ok) => !ok)), this.closing)),
        finalize(() => (this.open -= 1)),
      );
    });
  }
}

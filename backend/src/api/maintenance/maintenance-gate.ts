import { HttpStatus, Injectable } from '@nestjs/common';
import { BRAND, Role } from '@voosh/shared';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { SettingsService } from '../../settings/settings.service';
import { ApiError } from '../../common/http/api-error';
import { Callers, requestPath } from '../callers';

export const MAINTENANCE_MESSAGE = `${BRAND} is down for maintenance. Please try again later.`;

/**
 * Open during maintenance: liveness, the API documentation, the public settings (the storefront
 * learns about maintenance there), signing in (so admins can get in, Google included) and
 * Stripe's webhook (payments must not be lost), and the console's live stream (it checks its own
 * ticket, which only an admin gets).
 */
const OPEN =
  /^\/api\/(health(\/live|\/ready)?|docs|docs-json|settings\/public|auth\/login|auth\/google|auth\/google\/callback|payments\/webhook|admin\/live\/stream)\/?$/;

/** Whether `path` (a request path or an OpenAPI path template) answers 503 to non-admins during maintenance. */
export const closedDuringMaintenance = (path: string) => path.startsWith('/api/') && !OPEN.test(path);

/**
 * With `maintenanceMode` on, every other API call answers 503 unless it comes from an admin.
 * It runs in a request hook, before the routes' guards, so it recognises admins itself: a valid
 * token whose account is, right now, an active admin with the token's version (a demoted or
 * signed-out admin's old token does not pass). Visitors and customers pay no database read.
 */
@Injectable()
export class MaintenanceGate {
  constructor(
    private readonly settings: SettingsService,
    private readonly callers: Callers,
  ) {}

  /** Closes the API of `fastify` while maintenance is on: the 503 goes through the app's error handler, as any error. */
  guard(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (request, _reply, done) => {
      if (!closedDuringMaintenance(requestPath(request.raw))) return done();
      this.check(request.raw).then(() => done(), done);
    });
  }

  private async check(request: IncomingMessage): Promise<void> {
    if (!(await this.settings.current()).maintenanceMode || (await this.isAdmin(request))) return;
    throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, MAINTENANCE_MESSAGE, { type: 'maintenance' });
  }

  private async isAdmin(request: IncomingMessage): Promise<boolean> {
    // A session token naming another role needs no database read; a key is read (it acts for an admin or for nobody).
    if (this.callers.credential(request)?.kind !== 'key' && this.callers.claims(request)?.role !== Role.Admin) return false;
    return (await this.callers.account(request))?.role === Role.Admin;
  }
}

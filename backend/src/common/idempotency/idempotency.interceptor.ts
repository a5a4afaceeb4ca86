import { EntityManager } from '@mikro-orm/postgresql';
import { type CallHandler, type ExecutionContext, HttpStatus, Injectable, type NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { canonicalJson, IDEMPOTENCY_KEY_HOURS, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MESSAGES } from '@voosh/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { ApiError, badRequest } from '../http/api-error';
import { currentApiKey } from '../http/api-key-caller';

/** A claim whose request has run this long without an answer is taken to have died with its instance. */
const ABANDONED_AFTER_SECONDS = 60;

type Claim = { claimed: true } | { claimed: false; route: string; bodyHash: string; statusCode: number | null; response: unknown };

/**
 * Idempotency-Key for the POSTs marked @Idempotent() (which applies this interceptor), per caller (the signed-in person, or the API
 * key): the first request claims the key (route and body hash), runs, and stores its answer; a
 * retry with the same key and body gets that answer again (`Idempotent-Replayed: true`), one with
 * another body or route 422, one while the first still runs 409. A failed request gives its key
 * back, so it can be retried. Keys expire after IDEMPOTENCY_KEY_HOURS.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly em: EntityManager) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: { id: number } }>();
    const key = request.headers['idempotency-key'];
    if (key === undefined || !request.user) return next.handle();
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.invalid);
    const apiKey = currentApiKey();
    const caller = apiKey ? `key:${apiKey.id}` : `user:${request.user.id}`;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const bodyHash = createHash('sha256')
      .update(canonicalJson(request.body ?? null))
      .digest('hex');
    const status = Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) ?? HttpStatus.CREATED;
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return from(this.run({ caller, key, route, bodyHash, status }, reply, () => lastValueFrom(next.handle())));
  }

  private async run(
    first: { caller: string; key: string; route: string; bodyHash: string; status: number },
    reply: FastifyReply,
    handle: () => Promise<unknown>,
  ): Promise<unknown> {
    const claim = await this.claim(first);
    if (!claim.claimed) {
      if (claim.route !== first.route || claim.bodyHash !== first.bodyHash) {
        throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, IDEMPOTENCY_MESSAGES.reused, { type: 'idempotency_key_reused' });
      }
      if (claim.statusCode === null)
        throw new ApiError(HttpStatus.CONFLICT, IDEMPOTENCY_MESSAGES.inProgress, { type: 'idempotency_key_in_progress' });
      reply.header('Idempotent-Replayed', 'true');
      reply.code(claim.statusCode);
      return claim.response;
    }
    let answer: unknown;
    try {
      answer = await handle();
    } catch (error) {
      await this.connection().execute('delete from idempotent_requests where caller = ? and key = ?', [first.caller, first.key]);
      throw error;
    }
    await this.connection().execute('update idempotent_requests set status_code = ?, response = ?::jsonb where caller = ? and key = ?', [
      first.status,
      JSON.stringify(answer ?? null),
      first.caller,
      first.key,
    ]);
    return answer;
  }

  /** Claims the key (or takes over an abandoned claim); else answers the claim that holds it. Expired keys are purged. */
  private async claim({ caller, key, route, bodyHash }: { caller: string; key: string; route: string; bodyHash: string }): Promise<Claim> {
    const connection = this.connection();
    await connection.execute(`delete from idempotent_requests where created_at < now() - interval '${IDEMPOTENCY_KEY_HOURS} hours'`);
    const claimed = await connection.execute<unknown[]>(
      `insert into idempotent_requests (caller, key, route, body_hash) values (?, ?, ?, ?)
       on conflict (caller, key) do update set route = excluded.route, body_hash = excluded.body_hash, created_at = now()
         where idempotent_requests.status_code is null and idempotent_requests.created_at < now() - interval '${ABANDONED_AFTER_SECONDS} seconds'
       returning caller`,
      [caller, key, route, bodyHash],
    );
    if (claimed.length === 1) return { claimed: true };
    const [held] = await connection.execute<{ route: string; body_hash: string; status_code: number | null; response: unknown }[]>(
      'select route, body_hash, status_code, response from idempotent_requests where caller = ? and key = ?',
      [caller, key],
    );
    // Given back between the two statements (the first request failed): this one may run.
    if (!held) return this.claim({ caller, key, route, bodyHash });
    return { claimed: false, route: held.route, bodyHash: held.body_hash, statusCode: held.status_code, response: held.response };
  }

  private connection() {
    return this.em.getConnection();
  }
}

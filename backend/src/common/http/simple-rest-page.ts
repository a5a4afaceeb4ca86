import { applyDecorators, type CallHandler, type ExecutionContext, type NestInterceptor, UseInterceptors } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import type { Page } from './simple-rest';

/** What both Express's response and Fastify's reply offer for setting one header. */
interface HeaderSetter {
  header(name: string, value: string): unknown;
}

/** `Content-Range: <resource> first-last/total` and `X-Total-Count` of one page. */
export function pageHeaders(resource: string, { items, offset, total }: Page<unknown>): Record<string, string> {
  const end = items.length === 0 ? offset : offset + items.length - 1;
  return { 'Content-Range': `${resource} ${offset}-${end}/${total}`, 'X-Total-Count': String(total) };
}

class SimpleRestPageInterceptor implements NestInterceptor {
  constructor(private readonly resource: string) {}

  intercept(context: ExecutionContext, next: CallHandler<Page<unknown>>): Observable<unknown[]> {
    const response = context.switchToHttp().getResponse<HeaderSetter>();
    return next.handle().pipe(
      map((page) => {
        for (const [name, value] of Object.entries(pageHeaders(this.resource, page))) response.header(name, value);
        return page.items;
      }),
    );
  }
}

/**
 * A handler that returns a `Page` answers as ra-data-simple-rest expects: the items as a plain
 * array, the range and total in headers. Written against Nest's interceptor, not the HTTP
 * library, so controllers need no response object.
 */
export const SimpleRestPage = (resource: string) => applyDecorators(UseInterceptors(new SimpleRestPageInterceptor(resource)));

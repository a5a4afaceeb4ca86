import { errorBody } from './error-response';
import { currentRequest, type RequestScope } from './request-scope';

/** Where escaped errors are reported: a pino-style logger (object first, then the message). */
export interface EscapedErrorLog {
  error(details: Record<string, unknown>, message: string): void;
  fatal(details: Record<string, unknown>, message: string): void;
}

const INTERNAL_ERROR = 'Internal server error';

/**
 * The process's last line of defence, installed by main.ts. An uncaught exception or unhandled
 * rejection raised while a request is being handled is logged with the request's id and answered
 * 500 in the API's error shape when nothing was sent yet (an answer already under way is cut
 * short instead, since its client can no longer be told); the process goes on serving. Outside
 * request handling Node's default stands: the error is logged, then the process exits with
 * code 1, so a supervisor restarts it in a known state.
 */
export function guardProcess(log: () => EscapedErrorLog, exit: (code: number) => void = (code) => process.exit(code)): void {
  const escaped = (error: unknown, origin: 'uncaughtException' | 'unhandledRejection') => {
    const handling = currentRequest();
    if (!handling) {
      log().fatal({ err: error, origin }, 'Error outside request handling: exiting');
      // Also on stderr, as Node prints it, in case the logger writes through a worker thread.
      console.error(error);
      exit(1);
      return;
    }
    const { request } = handling;
    log().error(
      { err: error, origin, requestId: request.id, method: request.method, path: request.url?.split('?')[0] },
      'Error escaped request handling',
    );
    answerInternalError(handling);
  };
  process.on('uncaughtException', (error) => escaped(error, 'uncaughtException'));
  process.on('unhandledRejection', (reason) => escaped(reason, 'unhandledRejection'));
}

function answerInternalError({ response }: RequestScope): void {
  if (response.writableEnded) return;
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const body = JSON.stringify(errorBody(500, INTERNAL_ERROR));
  response.writeHead(500, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

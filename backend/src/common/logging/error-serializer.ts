import { DriverException } from '@mikro-orm/core';
import { stdSerializers } from 'pino';

/** Fields of a database error that can hold stored values: the statement and PostgreSQL's detail (`Key (email)=(...)`). */
const VALUE_FIELDS = ['sql', 'query', 'parameters', 'params', 'bindings', 'detail', 'where', 'internalQuery'] as const;

/**
 * An error as pino logs it (type, message, stack, own fields), less what could hold stored values
 * (codes, e-mail addresses, hashes): a database error keeps its code, constraint, table and
 * PostgreSQL's message (MikroORM's message is PostgreSQL's alone), never the statement, which
 * MikroORM writes its parameters into, nor the driver's stack.
 */
export function errorWithoutValues(error: unknown): unknown {
  if (!(error instanceof DriverException)) return error instanceof Error ? stdSerializers.err(error) : error;
  const serialized = stdSerializers.err(error) as unknown as Record<string, unknown>;
  for (const field of VALUE_FIELDS) delete serialized[field];
  const message = error.message;
  serialized.stack = `${error.name}: ${message}\n${(error.stack ?? '')
    .split('\n')
    .filter((line) => line.trim().startsWith('at '))
    .join('\n')}`;
  return serialized;
}

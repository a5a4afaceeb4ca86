import { ConnectionException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { errorWithoutValues } from './error-serializer';

/** A unique violation as MikroORM raises it from PostgreSQL's error. */
function uniqueViolation(): UniqueConstraintViolationException {
  const statement = `insert into "email_codes" ("email", "code_hash") values ('secret.owner@example.com', 'c0ffee-hash')`;
  const fromDriver = Object.assign(new Error('duplicate key value violates unique constraint "email_codes_pkey"'), {
    query: statement,
    code: '23505',
    detail: 'Key (email)=(secret.owner@example.com) already exists.',
    table: 'email_codes',
    constraint: 'email_codes_pkey',
  });
  return new UniqueConstraintViolationException(fromDriver);
}

describe('errorWithoutValues', () => {
  it('logs a database error by its code, table, constraint and PostgreSQL message, never the statement or its values', () => {
    const logged = errorWithoutValues(uniqueViolation()) as Record<string, unknown>;
    expect(logged).toMatchObject({
      type: 'UniqueConstraintViolationException',
      code: '23505',
      table: 'email_codes',
      constraint: 'email_codes_pkey',
      message: 'duplicate key value violates unique constraint "email_codes_pkey"',
    });
    expect(String(logged.stack)).toMatch(/^UniqueConstraintViolationException: duplicate key value[^\n]*\n\s+at /);
    const text = JSON.stringify(logged);
    for (const secret of ['secret.owner@example.com', 'c0ffee-hash', 'insert into']) expect(text).not.toContain(secret);
  });

  it('keeps the whole message of a database error that carries no statement (a lost connection)', () => {
    const lost = new ConnectionException(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    expect(errorWithoutValues(lost)).toMatchObject({ type: 'ConnectionException', message: 'connect ECONNREFUSED 127.0.0.1:5432' });
  });

  it('logs any other error as pino does', () => {
    const error = new TypeError('Cannot read properties of undefined');
    expect(errorWithoutValues(error)).toMatchObject({
      type: 'TypeError',
      message: 'Cannot read properties of undefined',
      stack: error.stack,
    });
    expect(errorWithoutValues('a string thrown')).toBe('a string thrown');
  });
});

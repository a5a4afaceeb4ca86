import { statementShape, withoutQuery } from './scrubbed-spans';

describe('scrubbed spans', () => {
  it('keeps a statement’s shape and none of its values', () => {
    expect(
      statementShape(
        `select "u0".* from "users" as "u0" where "u0"."email" = 'o''brien@example.com' and "t1"."id" = 42 and x > 3.5 limit 1`,
      ),
    ).toBe(`select "u0".* from "users" as "u0" where "u0"."email" = ? and "t1"."id" = ? and x > ? limit ?`);
    expect(statementShape('update pgboss.job_common set data = $2::jsonb where id = any($1) and v2 = 0')).toBe(
      'update pgboss.job_common set data = $2::jsonb where id = any($1) and v2 = ?',
    );
    expect(statementShape(`insert into "t" ("a", "b") values ('{"secret":"x"}', 7)`)).toBe(`insert into "t" ("a", "b") values (?, ?)`);
  });

  it('drops a URL’s query string', () => {
    expect(withoutQuery('https://example.com/latest?key=secret')).toBe('https://example.com/latest');
    expect(withoutQuery('/api/admin/live/stream?ticket=t')).toBe('/api/admin/live/stream');
    expect(withoutQuery('/api/arms')).toBe('/api/arms');
  });
});

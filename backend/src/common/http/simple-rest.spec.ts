import { pageHeaders } from './simple-rest-page';
import { parseListQuery, idFilter, textFilter, dateFilter } from './simple-rest';

const spec = {
  sortable: { id: 'id', createdAt: 'createdAt', status: 'status' },
  defaultSort: ['createdAt', 'DESC'] as ['createdAt', 'DESC'],
  filters: ['status', 'q'],
};

describe('parseListQuery (ra-data-simple-rest dialect)', () => {
  it('defaults to the first 25 in the default order', () => {
    expect(parseListQuery({}, spec)).toEqual({ orderBy: { createdAt: 'desc', id: 'asc' }, offset: 0, limit: 25, filter: {} });
  });

  it('reads sort, range and filter', () => {
    expect(parseListQuery({ sort: '["status","ASC"]', range: '[50,74]', filter: '{"status":"paid"}' }, spec)).toEqual({
      orderBy: { status: 'asc', id: 'asc' },
      offset: 50,
      limit: 25,
      filter: { status: 'paid' },
    });
  });

  it('refuses a range beyond the page cap of 100 rather than cutting it short', () => {
    expect(parseListQuery({ range: '[100,199]' }, spec)).toMatchObject({ offset: 100, limit: 100 });
    expect(() => parseListQuery({ range: '[0,9999]' }, spec)).toThrow('range must cover at most 100 rows (the page cap)');
    expect(() => parseListQuery({ range: '[0,100]' }, spec)).toThrow('range must cover at most 100 rows');
  });

  it('answers every id of a getMany (a list of ids without a range), not the default page', () => {
    expect(parseListQuery({ filter: JSON.stringify({ id: Array.from({ length: 30 }, (_, i) => i + 1) }) }, spec).limit).toBe(100);
    expect(parseListQuery({ filter: '{"id":7}' }, spec).limit).toBe(25);
  });

  it.each([
    [{ sort: '["password","ASC"]' }, 'Cannot sort by password; sortable fields: id, createdAt, status'],
    [{ sort: '["id","SIDEWAYS"]' }, 'sort direction must be ASC or DESC'],
    [{ sort: 'not json' }, 'sort must be valid JSON'],
    [{ sort: '{"a":1}' }, 'sort must be ["field","ASC" or "DESC"]'],
    [{ sort: '["constructor","ASC"]' }, 'Cannot sort by constructor; sortable fields: id, createdAt, status'],
    [{ range: '[5,1]' }, 'range must be [first, last] with 0 <= first <= last'],
    [{ range: '[-1,4]' }, 'range must be [first, last] with 0 <= first <= last'],
    [{ range: '[0,"x"]' }, 'range must be [first, last] with 0 <= first <= last'],
    [{ filter: '[1]' }, 'filter must be a JSON object'],
    [{ filter: 'null' }, 'filter must be a JSON object'],
    [{ filter: '{"secret":1}' }, 'Unknown filter field secret; filters: id, status, q'],
  ])('rejects %j with "%s"', (query, message) => {
    expect(() => parseListQuery(query, spec)).toThrow(message);
  });

  it('validates id, text and date filters', () => {
    expect(idFilter({ id: [1, 2] })).toEqual([1, 2]);
    expect(idFilter({ id: 3 })).toEqual([3]);
    expect(idFilter({})).toBeUndefined();
    expect(() => idFilter({ id: ['x'] })).toThrow('filter id must be');
    expect(textFilter({ q: 'abc' }, 'q')).toBe('abc');
    expect(() => textFilter({ q: { $ne: 1 } }, 'q')).toThrow('filter q must be text');
    expect(dateFilter({ from: '2026-01-01' }, 'from')).toEqual(new Date('2026-01-01'));
    expect(() => dateFilter({ from: 'yesterday' }, 'from')).toThrow('filter from must be a date');
    expect(dateFilter({ createdAt_lte: '2026-11-24' }, 'createdAt_lte')).toEqual(new Date('2026-11-24T23:59:59.999Z'));
    expect(dateFilter({ createdAt_lte: '2026-11-24T10:00:00Z' }, 'createdAt_lte')).toEqual(new Date('2026-11-24T10:00:00Z'));
    expect(dateFilter({ createdAt_gte: '2026-11-24' }, 'createdAt_gte')).toEqual(new Date('2026-11-24T00:00:00Z'));
    // Dates JavaScript reads but PostgreSQL refuses are a 400 naming the filter, not a 500 from the database.
    for (const outOfRange of ['0000-01-01', '10000-01-01', '+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00Z']) {
      expect(() => dateFilter({ createdAt_gte: outOfRange }, 'createdAt_gte')).toThrow(
        'filter createdAt_gte must be a date from 0001-01-01 to 9999-12-31',
      );
    }
    expect(dateFilter({ createdAt_lte: '9999-12-31' }, 'createdAt_lte')).toEqual(new Date('9999-12-31T23:59:59.999Z'));
    expect(dateFilter({ createdAt_gte: '0001-01-01' }, 'createdAt_gte')).toEqual(new Date('0001-01-01T00:00:00Z'));
  });
});

describe('pageHeaders', () => {
  it('names the range of the page and the total, as ra-data-simple-rest reads them', () => {
    expect(pageHeaders('users', { items: [1, 2, 3], offset: 25, total: 319 })).toEqual({
      'Content-Range': 'users 25-27/319',
      'X-Total-Count': '319',
    });
  });

  it('names an empty page by its offset', () => {
    expect(pageHeaders('payments', { items: [], offset: 0, total: 0 })).toEqual({
      'Content-Range': 'payments 0-0/0',
      'X-Total-Count': '0',
    });
  });
});

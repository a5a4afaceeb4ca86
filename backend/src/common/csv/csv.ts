import { centsToDecimalText } from '@voosh/shared';
import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { StreamableFile } from '@nestjs/common';
import { Readable } from 'node:stream';

export type CsvValue = string | number | boolean | null | undefined;

/** One column of an export: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  value(row: Row): CsvValue;
}

/** Rows read per query of an export. */
export const EXPORT_BATCH_ROWS = 500;

/** A cell a spreadsheet would run as a formula (CSV injection): shown as text instead. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell (RFC 4180): quoted when it holds a comma, quote or line break, or has outer spaces; and
 * when it holds a semicolon, the separator of spreadsheets set to European locales, which would
 * otherwise split `x;=1+2` and run its second half as a formula.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: readonly CsvValue[]): string => `${values.map(csvCell).join(',')}\r\n`;

/**
 * A whole list as a CSV download, written while its pages are read: memory holds one page at a
 * time however long the list. The first page is read before answering, so a bad filter or sort is
 * still a 400 rather than a download cut short. Starts with a byte-order mark so spreadsheets read UTF-8.
 */
export async function csvFile<Row>(
  fileName: string,
  columns: readonly CsvColumn<Row>[],
  pages: AsyncIterable<Row[]>,
): Promise<StreamableFile> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  const lines = (rows: Row[]) => rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
  async function* text(): AsyncGenerator<string> {
    yield `\uFEFF${csvLine(columns.map((column) => column.header))}`;
    if (first.done) return;
    yield lines(first.value);
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield lines(next.value);
  }
  const stream = Readable.from(text());
  // A client gone mid-download: the page reader stops too (and its transaction rolls back).
  stream.on('close', () => void iterator.return?.(undefined));
  return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"` });
}

/**
 * A list's rows page by page, all read in one read-only REPEATABLE READ transaction, so the pages
 * are one consistent snapshot (no row skipped or repeated by a write in between) and no page
 * stays in memory once given. Ends (rolling back) when the reader stops, a client gone included.
 */
export async function* snapshotPages<Row>(
  em: EntityManager,
  fetch: (em: EntityManager, offset: number, limit: number) => Promise<Row[]>,
  size = EXPORT_BATCH_ROWS,
): AsyncGenerator<Row[]> {
  const snapshot = em.fork({ clear: true });
  await snapshot.begin({ isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
  try {
    for (let offset = 0; ; offset += size) {
      const rows = await fetch(snapshot, offset, size);
      snapshot.clear();
      if (rows.length) yield rows;
      if (rows.length < size) return;
    }
  } finally {
    await snapshot.rollback();
  }
}

/** A field exported as it is answered, under its own name. */
export const AS_ANSWERED = 'as answered';

/**
 * An export's columns decided for every field of its answer, in the order written: the field as
 * answered (`AS_ANSWERED`), columns made from it, or `[]` when it is not exported. A field added to
 * the answer fails the type check here until its export is decided.
 */
export type CsvPlan<Row> = { readonly [Field in keyof Row]-?: typeof AS_ANSWERED | readonly CsvColumn<Row>[] };

/** The plan of fields all exported as answered: `...allAsAnswered(REQUEST_REFERENCE_KEYS)`. */
export function allAsAnswered<Field extends string>(fields: readonly Field[]): Record<Field, typeof AS_ANSWERED> {
  return Object.fromEntries(fields.map((field) => [field, AS_ANSWERED])) as Record<Field, typeof AS_ANSWERED>;
}

/** The columns of a plan, in its order. */
export function csvColumns<Row>(plan: CsvPlan<Row>): CsvColumn<Row>[] {
  const decided = Object.entries(plan) as [keyof Row & string, typeof AS_ANSWERED | readonly CsvColumn<Row>[]][];
  return decided.flatMap(([field, columns]) =>
    columns === AS_ANSWERED ? [{ header: field, value: (row: Row) => row[field] as CsvValue }] : columns,
  );
}

/** A cell of US cents as dollars ('1250.50'); empty for no amount. */
export const usdCell = (cents: number | null): string | null => (cents === null ? null : centsToDecimalText(cents));

/** Display helpers of the console's lists and pages. */
import { formatUsd, fullName } from '@voosh/shared';

/** Cents as '$1,520' or '$12.50'; '—' when there is no amount. */
export const usd = (cents: number | null | undefined): string => (cents === null || cents === undefined ? '—' : formatUsd(cents));

/** A customer's full name, else their e-mail. */
export function personName(person: { firstName?: string | null; lastName?: string | null; email?: string }): string {
  return fullName(person) || person.email || '';
}

/** An ISO timestamp in the reader's locale, date and time. */
export const dateTime = (iso: string | null | undefined): string => (iso ? new Date(iso).toLocaleString() : '—');

/** A text cut to `max` characters with an ellipsis. */
export const shorten = (text: string | null | undefined, max = 60): string => {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

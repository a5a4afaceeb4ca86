/** Dates and times as the browser's language writes them ('Mar 14, 2026, 3:30 PM' in en-US). */
const submittedAtFormat = new Intl.DateTimeFormat(navigator.language, { dateStyle: 'medium', timeStyle: 'short' });

/** A request's submission date and time, in the visitor's locale and time zone. */
export function submittedAtText(createdAt: string): string {
  return submittedAtFormat.format(new Date(createdAt));
}

const dayFormat = new Intl.DateTimeFormat(navigator.language, { dateStyle: 'medium', timeZone: 'UTC' });

/** A day of a plan's period as the visitor's locale writes it ('Dec 26, 2026' in en-US), in UTC like the server's periods. */
export function dayText(iso: string): string {
  return dayFormat.format(new Date(iso));
}

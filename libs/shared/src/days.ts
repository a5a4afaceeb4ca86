/** Calendar days in UTC, as the server dates documents: ISO days (YYYY-MM-DD) and whole days between them. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The ISO day (UTC) of an instant. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The instant `days` whole days after `date` (before it when negative). */
export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** Whole days from the ISO day `from` to the ISO day `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

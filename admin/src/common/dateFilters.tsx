import { DateInput } from 'react-admin';

/** A date input's 'YYYY-MM-DD' as the start or the end of that day in the admin's time zone. */
export const startOfDay = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : day);
export const endOfDay = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : day);

/** The From and To filters of a list over `createdAt_gte` and `createdAt_lte`. */
export const createdAtFilters = () => [
  <DateInput key="from" source="createdAt_gte" label="From" parse={startOfDay} />,
  <DateInput key="to" source="createdAt_lte" label="To" parse={endOfDay} />,
];

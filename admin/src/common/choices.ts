import { statusLabel } from '@voosh/shared';

/** Choices of a SelectInput over a label table: [{id: 'deposit', name: '50% Deposit'}, ...]. */
export const choicesOf = <K extends string>(labels: Readonly<Record<K, string>>, keys: readonly K[] = Object.keys(labels) as K[]) =>
  keys.map((key) => ({ id: key, name: labels[key] }));

/** Choices of a status input, each with its badge label: [{id: 'under_review', name: 'Under Review'}, ...]. */
export const statusChoicesOf = <S extends string>(statuses: readonly S[]) =>
  statuses.map((status) => ({ id: status, name: statusLabel(status) }));

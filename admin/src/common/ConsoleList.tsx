import type { ReactElement, ReactNode } from 'react';
import { List, type SortPayload } from 'react-admin';
import { ListActions } from './ListActions';
import { useNotifyFailure } from './notifyFailure';
import { ResponsiveList } from './ResponsiveList';

const NEWEST_FIRST: SortPayload = { field: 'createdAt', order: 'DESC' };
export const PAGE_SIZE = 25;

/**
 * A resource's list as the console shows every list: server-side sort, filters and pages of 25,
 * the CSV export (and Create where there is a create page), `loadFailed` as the toast when the
 * list cannot be loaded, `above` over the rows (e.g. status tabs), the table on wide screens and
 * `small` (a SimpleList) on narrow ones; `empty` in place of both when there is no record at all.
 */
export function ConsoleList({
  title,
  loadFailed,
  filters,
  create = false,
  sort = NEWEST_FIRST,
  above,
  small,
  empty,
  children,
}: {
  title: string;
  loadFailed: string;
  filters?: ReactElement[];
  create?: boolean;
  sort?: SortPayload;
  above?: ReactNode;
  small: ReactNode;
  empty?: ReactElement;
  children: ReactNode;
}) {
  const notifyFailure = useNotifyFailure();
  return (
    <List
      title={title}
      sort={sort}
      perPage={PAGE_SIZE}
      filters={filters}
      empty={empty}
      actions={<ListActions create={create} filters={filters !== undefined && filters.length > 0} />}
      queryOptions={{ onError: (error: unknown) => notifyFailure(loadFailed, error) }}
    >
      {above}
      <ResponsiveList small={small}>{children}</ResponsiveList>
    </List>
  );
}

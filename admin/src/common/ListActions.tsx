import { CreateButton, FilterButton, TopToolbar, useResourceContext } from 'react-admin';
import { isExportable } from '../data/resources';
import { ServerExportButton } from './ServerExportButton';

/** A list's top bar: the filters to add, Create where the resource has a create page, and the CSV export where it has one. */
export function ListActions({ create = false, filters = true }: { create?: boolean; filters?: boolean }) {
  const resource = useResourceContext();
  return (
    <TopToolbar>
      {filters && <FilterButton />}
      {create && <CreateButton />}
      {resource !== undefined && isExportable(resource) && <ServerExportButton />}
    </TopToolbar>
  );
}

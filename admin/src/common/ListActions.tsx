import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { ServerExportButton } from './ServerExportButton';

/** A list's top bar: the filters to add, Create where the resource has a create page, and the CSV export. */
export function ListActions({ create = false, filters = true }: { create?: boolean; filters?: boolean }) {
  return (
    <TopToolbar>
      {filters && <FilterButton />}
      {create && <CreateButton />}
      <ServerExportButton />
    </TopToolbar>
  );
}

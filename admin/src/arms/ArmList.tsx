import Box from '@mui/material/Box';
import { BulkDeleteButton, DataTable, SearchInput, SimpleList } from 'react-admin';
import { ConsoleList } from '../common/ConsoleList';
import type { ArmRecord } from '../data/types';

export const ARM_LIST_TEXTS = { loadFailed: 'Failed to load arms' } as const;

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search arms" />];

const Column = DataTable.Col<ArmRecord>;

/** The arm's colour as a swatch beside its code. */
export function ColourSwatch({ colour }: { colour: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: colour, border: 1, borderColor: 'divider' }}
      />
      {colour}
    </Box>
  );
}

/** Product families: an arm with products cannot be deleted, so only empty ones can be selected. */
export default function ArmList() {
  return (
    <ConsoleList
      title="Arms"
      loadFailed={ARM_LIST_TEXTS.loadFailed}
      filters={filters}
      create
      sort={{ field: 'position', order: 'ASC' }}
      small={
        <SimpleList<ArmRecord>
          rowClick="edit"
          primaryText={(arm) => arm.name}
          secondaryText={(arm) => arm.title}
          tertiaryText={(arm) => `${arm.productCount} products`}
        />
      }
    >
      <DataTable
        rowClick="edit"
        bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
        isRowSelectable={(arm) => arm.productCount === 0}
      >
        <Column source="id" label="#" />
        <Column source="position" label="Position" />
        <Column source="name" label="Name" />
        <Column source="title" label="Title" disableSort />
        <Column source="key" label="Key" disableSort />
        <Column label="Colour" disableSort render={(arm) => <ColourSwatch colour={arm.color} />} />
        <Column source="icon" label="Icon" disableSort />
        <Column source="productCount" label="Products" disableSort align="right" />
      </DataTable>
    </ConsoleList>
  );
}

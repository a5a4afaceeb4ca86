import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import Chip from '@mui/material/Chip';
import {
  BulkDeleteButton,
  BulkUpdateButton,
  DataTable,
  SimpleList,
  NullableBooleanInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from 'react-admin';
import { ConsoleList } from '../common/ConsoleList';
import type { ProductRecord } from '../data/types';

export const PRODUCT_TEXTS = {
  loadFailed: 'Failed to load products',
  archived: 'Archived',
  live: 'Live',
  archive: 'Archive',
  restore: 'Restore',
  popular: 'Best Seller',
} as const;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search products" />,
  <ReferenceInput key="armId" source="armId" reference="arms" label="Arm" sort={{ field: 'position', order: 'ASC' }}>
    <SelectInput label="Arm" optionText="name" />
  </ReferenceInput>,
  <NullableBooleanInput key="archived" source="archived" label="Archived" />,
];

const Column = DataTable.Col<ProductRecord>;

function BulkActions() {
  return (
    <>
      <BulkUpdateButton label={PRODUCT_TEXTS.archive} data={{ archived: true }} icon={<ArchiveIcon />} mutationMode="pessimistic" />
      <BulkUpdateButton label={PRODUCT_TEXTS.restore} data={{ archived: false }} icon={<UnarchiveIcon />} mutationMode="pessimistic" />
      <BulkDeleteButton mutationMode="pessimistic" />
    </>
  );
}

export const ArchivedChip = ({ product }: { product: ProductRecord }) => (
  <Chip
    size="small"
    variant="outlined"
    color={product.archived ? 'default' : 'success'}
    label={product.archived ? PRODUCT_TEXTS.archived : PRODUCT_TEXTS.live}
  />
);

/** The catalogue's products, archived ones included; archive, restore and delete in bulk. */
export default function ProductList() {
  return (
    <ConsoleList
      title="Products"
      loadFailed={PRODUCT_TEXTS.loadFailed}
      filters={filters}
      create
      sort={{ field: 'position', order: 'ASC' }}
      small={
        <SimpleList<ProductRecord>
          rowClick="edit"
          primaryText={(product) => product.name}
          secondaryText={(product) => `${product.pricing.oneTime} · ${product.pricing.monthly}`}
          tertiaryText={(product) => (product.archived ? PRODUCT_TEXTS.archived : '')}
        />
      }
    >
      <DataTable rowClick="edit" bulkActionButtons={<BulkActions />}>
        <Column source="id" label="#" />
        <Column source="name" label="Name" />
        <Column source="armId" label="Arm">
          <ReferenceField source="armId" reference="arms" link={false} />
        </Column>
        <Column source="setupCents" label="Setup" align="right" render={(product) => product.pricing.oneTime} />
        <Column source="monthlyCents" label="Monthly" align="right" render={(product) => product.pricing.monthly} />
        <Column label="Popular" disableSort render={(product) => (product.popular ? PRODUCT_TEXTS.popular : '')} />
        <Column label="Status" disableSort render={(product) => <ArchivedChip product={product} />} />
        <Column source="position" label="Position" />
      </DataTable>
    </ConsoleList>
  );
}

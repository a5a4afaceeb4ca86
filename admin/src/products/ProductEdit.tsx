import { DeleteWithConfirmButton, Edit, SaveButton, Toolbar } from 'react-admin';
import { productBody, ProductForm } from './ProductForm';

function ProductToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

/** A product's fields, archiving and deletion (the API refuses to delete one a request names: archive it instead). */
export default function ProductEdit() {
  return (
    <Edit title="Product" mutationMode="pessimistic" transform={productBody}>
      <ProductForm edit toolbar={<ProductToolbar />} />
    </Edit>
  );
}

import { Create } from 'react-admin';
import { productBody, ProductForm } from './ProductForm';

export default function ProductCreate() {
  return (
    <Create title="New product" redirect="list" transform={productBody}>
      <ProductForm />
    </Create>
  );
}

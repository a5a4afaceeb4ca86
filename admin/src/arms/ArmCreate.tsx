import { Create } from 'react-admin';
import { ArmForm } from './ArmForm';

export default function ArmCreate() {
  return (
    <Create title="New arm" redirect="list">
      <ArmForm />
    </Create>
  );
}

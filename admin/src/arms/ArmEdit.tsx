import Tooltip from '@mui/material/Tooltip';
import { DeleteWithConfirmButton, Edit, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import type { ArmRecord } from '../data/types';
import { ArmForm } from './ArmForm';

export const ARM_TEXTS = { cannotDelete: 'An arm with products cannot be deleted: move or delete its products first.' } as const;

function ArmToolbar() {
  const arm = useRecordContext<ArmRecord>();
  const deletable = arm?.productCount === 0;
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {deletable ? (
        <DeleteWithConfirmButton mutationMode="pessimistic" />
      ) : (
        <Tooltip title={ARM_TEXTS.cannotDelete}>
          <span>
            <DeleteWithConfirmButton disabled />
          </span>
        </Tooltip>
      )}
    </Toolbar>
  );
}

export default function ArmEdit() {
  return (
    <Edit title="Arm" mutationMode="pessimistic">
      <ArmForm toolbar={<ArmToolbar />} />
    </Edit>
  );
}

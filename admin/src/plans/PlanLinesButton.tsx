import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import { PRODUCT_PRICE_MAX_CENTS, QUANTITY_MAX, QUANTITY_MIN } from '@voosh/shared';
import {
  ArrayInput,
  Form,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  required,
  SaveButton,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { AmountInput } from '../common/AmountInput';
import { useDialogAction } from '../common/useDialogAction';
import type { PlanRecord } from '../data/types';
import { PLAN_TEXTS } from './planTexts';

interface LineValues {
  productName: string;
  armName: string;
  quantity: number;
  unitMonthlyCents: number;
}

/** The form's lines as the API takes them: names trimmed, numbers as numbers. */
export const linesOfForm = (lines: readonly LineValues[]) =>
  lines.map((line) => ({
    productName: line.productName.trim(),
    armName: line.armName.trim(),
    quantity: Number(line.quantity),
    unitMonthlyCents: Number(line.unitMonthlyCents),
  }));

/** Replaces the plan's lines; the new price applies from its next period. */
export function PlanLinesButton({ plan }: { plan: PlanRecord }) {
  const { open, setOpen, titleId, run } = useDialogAction({ success: PLAN_TEXTS.linesSaved, failure: PLAN_TEXTS.linesFailed });
  if (plan.status === 'canceled') return null;
  const record = { lines: plan.lines };
  const save = (values: Record<string, unknown>) =>
    run((provider) => provider.changePlanLines(plan.id, { lines: linesOfForm(values.lines as LineValues[]) }));
  return (
    <>
      <MuiButton size="small" onClick={() => setOpen(true)}>
        {PLAN_TEXTS.editLines}
      </MuiButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="md">
        <Form record={record} onSubmit={save} noValidate>
          <DialogTitle id={titleId}>{PLAN_TEXTS.linesTitle}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{PLAN_TEXTS.linesHelp}</DialogContentText>
            <ArrayInput source="lines" label={PLAN_TEXTS.lines} validate={required()}>
              <SimpleFormIterator inline disableReordering resource="plans">
                <TextInput source="productName" label="Product" validate={[required(), maxLength(200)]} />
                <TextInput source="armName" label="Arm" validate={[required(), maxLength(100)]} />
                <NumberInput source="quantity" label="Qty" validate={[required(), minValue(QUANTITY_MIN), maxValue(QUANTITY_MAX)]} />
                <AmountInput
                  source="unitMonthlyCents"
                  unit="cents"
                  label="Monthly per unit (USD)"
                  maxCents={PRODUCT_PRICE_MAX_CENTS}
                  minCents={0}
                  isRequired
                />
              </SimpleFormIterator>
            </ArrayInput>
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{PLAN_TEXTS.close}</MuiButton>
            <SaveButton label={PLAN_TEXTS.save} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

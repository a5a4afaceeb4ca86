import MuiButton from '@mui/material/Button';
import { PLAN_LINE_NAME_MAX, PRODUCT_PRICE_MAX_CENTS, QUANTITY_MAX, QUANTITY_MIN } from '@voosh/shared';
import { ArrayInput, maxLength, maxValue, minValue, NumberInput, required, SimpleFormIterator, TextInput } from 'react-admin';
import { AmountInput } from '../common/AmountInput';
import { FormDialog } from '../common/FormDialog';
import { useDialogAction } from '../common/useDialogAction';
import type { PlanRecord } from '../data/types';
import { PLAN_TEXTS } from './planTexts';
import { changePlanLines } from './plansApi';

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
    run(() => changePlanLines(plan.id, { lines: linesOfForm(values.lines as LineValues[]) }));
  return (
    <>
      <MuiButton size="small" onClick={() => setOpen(true)}>
        {PLAN_TEXTS.editLines}
      </MuiButton>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        titleId={titleId}
        title={PLAN_TEXTS.linesTitle}
        description={PLAN_TEXTS.linesHelp}
        record={record}
        onSubmit={save}
        closeLabel={PLAN_TEXTS.close}
        saveLabel={PLAN_TEXTS.save}
        maxWidth="md"
      >
        <ArrayInput source="lines" label={PLAN_TEXTS.lines} validate={required()}>
          <SimpleFormIterator inline disableReordering resource="plans">
            <TextInput source="productName" label="Product" validate={[required(), maxLength(PLAN_LINE_NAME_MAX.productName)]} />
            <TextInput source="armName" label="Arm" validate={[required(), maxLength(PLAN_LINE_NAME_MAX.armName)]} />
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
      </FormDialog>
    </>
  );
}

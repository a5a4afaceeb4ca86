import Box from '@mui/material/Box';
import { ADJUSTED_AMOUNT_MAX, dollarsToCents, MESSAGES, TEXT_MAX } from '@voosh/shared';
import {
  Edit,
  ListButton,
  maxLength,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { AmountInput } from '../common/AmountInput';
import { useNotifyFailure } from '../common/notifyFailure';
import { Columns, Section } from '../common/Section';
import type { PurchaseRequestRecord } from '../data/types';
import { Documents } from './Documents';
import { PaymentsLedger } from './PaymentsLedger';
import { purchaseRequestUpdate, type PurchaseRequestFormValues } from './purchaseRequestUpdate';
import { ReferenceInputs } from './references';
import { RequestSummary } from './RequestSummary';
import { StatusChoiceInput } from './StatusChoiceInput';
import { Timeline } from './Timeline';

/** Adjusted amounts the API takes: up to $10,000,000. */
export const ADJUSTED_MAX_CENTS = dollarsToCents(ADJUSTED_AMOUNT_MAX);

/** The panel's Save stays in the panel on small screens too (react-admin pins form toolbars to the screen's bottom there). */
const PANEL_TOOLBAR_SX = { '&.RaToolbar-mobileToolbar': { position: 'static' } } as const;

function UpdatePanel() {
  const record = useRecordContext<PurchaseRequestRecord>();
  if (!record) return null;
  return (
    <Section title="Update request">
      {/* A new key per version of the request: the form starts again from what the server answered. */}
      <SimpleForm
        key={record.updatedAt}
        noValidate
        toolbar={
          <Toolbar sx={PANEL_TOOLBAR_SX}>
            <SaveButton label="Save" />
          </Toolbar>
        }
      >
        <StatusChoiceInput />
        <ReferenceInputs />
        <TextInput source="adminNotes" label="Admin notes" multiline minRows={3} fullWidth validate={maxLength(TEXT_MAX)} />
        <AmountInput
          source="adminAdjustedAmount"
          label="Adjusted amount (USD)"
          maxCents={ADJUSTED_MAX_CENTS}
          helperText="Replaces the total when above 0"
          fullWidth
        />
      </SimpleForm>
    </Section>
  );
}

function RequestPanels() {
  const record = useRecordContext<PurchaseRequestRecord>();
  if (!record) return null;
  return (
    // One grid column of minmax(0, 1fr): narrower than the payments table, the table scrolls in its section instead of widening the page.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Columns at="lg" columns="minmax(0, 3fr) minmax(0, 2fr)">
        <RequestSummary request={record} />
        <UpdatePanel />
      </Columns>
      {/* The full width: its nine columns do not fit beside the update panel at 1280 px. */}
      <PaymentsLedger request={record} />
      <Columns at="lg" columns="minmax(0, 3fr) minmax(0, 2fr)">
        <Documents requestId={record.id} />
        <Timeline requestId={record.id} />
      </Columns>
    </Box>
  );
}

/** One request: its summary, the update panel (status, the buyer's references, notes, adjusted amount), its payments, documents and timeline. */
export default function PurchaseRequestEdit() {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  return (
    <Edit
      title="Purchase request"
      component="div"
      mutationMode="pessimistic"
      redirect={false}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
      transform={(values, options) =>
        purchaseRequestUpdate(values as PurchaseRequestFormValues, options?.previousData as PurchaseRequestRecord | undefined)
      }
      queryOptions={{ onError: (error: unknown) => notifyFailure(MESSAGES.loadPurchaseRequestsFailed, error) }}
      mutationOptions={{
        onSuccess: () => {
          notify(MESSAGES.purchaseRequestUpdated, { type: 'success' });
          // The timeline and the payments (cancelled intents) changed with it.
          refresh();
        },
        onError: (error: unknown) => notifyFailure(MESSAGES.updatePurchaseRequestFailed, error),
      }}
    >
      <RequestPanels />
    </Edit>
  );
}

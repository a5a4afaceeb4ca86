import { REQUEST_REFERENCE_KEYS, REQUEST_REFERENCES, type RequestReferences } from '@voosh/shared';
import { DataTable, maxLength, TextInput } from 'react-admin';
import { Detail } from '../common/Detail';
import type { PurchaseRequestRecord } from '../data/types';

/**
 * The buyer's references (REQUEST_REFERENCES: a PO number, ...) on every screen of a request: a
 * column of the list, a line of the summary, an input of the update panel. Each screen renders
 * them all from the shared list, so a new reference needs nothing here.
 */

/** One list column per reference. */
export function referenceColumns() {
  return REQUEST_REFERENCE_KEYS.map((key) => (
    <DataTable.Col<PurchaseRequestRecord> key={key} source={key} label={REQUEST_REFERENCES[key].label} disableSort />
  ));
}

/** One summary line per reference ('—' when none). */
export function ReferenceDetails({ request }: { request: RequestReferences }) {
  return REQUEST_REFERENCE_KEYS.map((key) => (
    <Detail key={key} label={REQUEST_REFERENCES[key].label}>
      {request[key]}
    </Detail>
  ));
}

/** One input per reference in the update panel, bounded as the API bounds it. */
export function ReferenceInputs() {
  return REQUEST_REFERENCE_KEYS.map((key) => (
    <TextInput key={key} source={key} label={REQUEST_REFERENCES[key].label} validate={maxLength(REQUEST_REFERENCES[key].max)} fullWidth />
  ));
}

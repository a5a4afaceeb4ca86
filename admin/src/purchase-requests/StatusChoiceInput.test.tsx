import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PurchaseRequestStatus } from '@voosh/shared';
import { Form, RecordContextProvider } from 'react-admin';
import { renderInAdmin } from '../../test/support/render';
import { statusChoices } from './statusChoices';
import { STATUS_HELP, StatusChoiceInput } from './StatusChoiceInput';

type StatusRecord = { id: number; status: PurchaseRequestStatus; allowedNextStatuses?: PurchaseRequestStatus[] };

function renderStatusInput(record: StatusRecord, onSubmit = jest.fn()) {
  renderInAdmin(
    <RecordContextProvider value={record}>
      <Form record={record} onSubmit={onSubmit}>
        <StatusChoiceInput />
        <button type="submit">Save</button>
      </Form>
    </RecordContextProvider>,
  );
  return onSubmit;
}

async function offeredOptions() {
  await userEvent.click(screen.getByRole('combobox', { name: /Status/ }));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  return options.map((option) => option.textContent);
}

describe('the status choices of the purchase-request update panel', () => {
  it('offers the current status, then only the statuses the server allows next', async () => {
    renderStatusInput({ id: 1, status: 'submitted', allowedNextStatuses: ['under_review', 'approved', 'denied'] });
    expect(await offeredOptions()).toEqual(['Submitted (current)', 'Under Review', 'Approved', 'Denied']);
    expect(screen.getByText(STATUS_HELP.some)).toBeInTheDocument();
  });

  it('never offers a forbidden move, nor Paid, which only a recorded payment reaches', async () => {
    renderStatusInput({ id: 2, status: 'approved', allowedNextStatuses: ['payment_due', 'denied', 'paid'] });
    const options = await offeredOptions();
    expect(options).toEqual(['Approved (current)', 'Payment Due', 'Denied']);
    expect(options).not.toContain('Paid');
    expect(options).not.toContain('Completed');
    expect(options).not.toContain('Submitted');
  });

  it('falls back to the shared transition table when the answer carries no allowedNextStatuses', () => {
    expect(statusChoices({ status: 'paid' }).map((choice) => choice.id)).toEqual(['paid', 'in_progress']);
    expect(statusChoices({ status: 'denied' }).map((choice) => choice.name)).toEqual(['Denied (current)', 'Under Review']);
  });

  it('says so when no change is allowed from the current status', async () => {
    renderStatusInput({ id: 3, status: 'completed', allowedNextStatuses: [] });
    expect(screen.getByText(STATUS_HELP.none)).toBeInTheDocument();
    expect(await offeredOptions()).toEqual(['Completed (current)']);
  });

  it('submits the chosen next status', async () => {
    const onSubmit = renderStatusInput({ id: 4, status: 'under_review', allowedNextStatuses: ['approved', 'denied'] });
    await offeredOptions();
    await userEvent.click(screen.getByRole('option', { name: 'Approved' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ status: 'approved' }), expect.anything());
  });
});

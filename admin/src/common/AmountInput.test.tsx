import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { renderInAdmin } from '../../test/support/render';
import { purchaseRequestUpdate } from '../purchase-requests/purchaseRequestUpdate';
import { AmountInput, type AmountInputProps } from './AmountInput';
import { AMOUNT_TEXTS, amountError } from './amounts';

function renderAmount(props: Partial<AmountInputProps> & { source: string }, record: Record<string, unknown> = {}) {
  const onSubmit = jest.fn();
  renderInAdmin(
    <Form record={record} onSubmit={onSubmit} noValidate>
      <AmountInput label="Amount" {...props} />
      <button type="submit">Send</button>
    </Form>,
  );
  return { onSubmit, input: screen.getByLabelText(/Amount/) as HTMLInputElement };
}

async function typeAndSend(input: HTMLInputElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('amount checks', () => {
  it('takes dollars with at most two decimals within the range, in cents', () => {
    expect(amountError(250.5)).toBeUndefined();
    expect(amountError(0.01)).toBeUndefined();
    expect(amountError(12.345)).toBe(AMOUNT_TEXTS.tooManyDecimals);
    expect(amountError(0)).toBe('Enter at least $0.01');
    expect(amountError(-5)).toBe('Enter at least $0.01');
    expect(amountError(0, { minCents: 0 })).toBeUndefined();
    expect(amountError(500.01, { maxCents: 50000 })).toBe('Enter at most $500');
    expect(amountError(Number.NaN)).toBe(AMOUNT_TEXTS.notANumber);
  });
});

describe('the amount field', () => {
  it('steps by 0.01 and refuses more than the largest amount before anything is sent', async () => {
    const { input, onSubmit } = renderAmount({ source: 'amount', maxCents: 50000, isRequired: true });
    expect(input).toHaveAttribute('step', '0.01');
    expect(input).toHaveAttribute('max', '500');
    await typeAndSend(input, '600');
    expect(await screen.findByText('Enter at most $500')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses fractions of a cent, then sends a valid amount in dollars', async () => {
    const { input, onSubmit } = renderAmount({ source: 'amount', maxCents: 50000 });
    await typeAndSend(input, '12.345');
    expect(await screen.findByText(AMOUNT_TEXTS.tooManyDecimals)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await typeAndSend(input, '250.5');
    expect(onSubmit).toHaveBeenCalledWith({ amount: 250.5 }, expect.anything());
  });

  it('requires an amount when told to', async () => {
    const { onSubmit } = renderAmount({ source: 'amount', isRequired: true });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a field kept in cents as dollars and stores what is typed as cents', async () => {
    const { input, onSubmit } = renderAmount({ source: 'setupCents', unit: 'cents', minCents: 0 }, { setupCents: 25000 });
    expect(input).toHaveValue(250);
    await typeAndSend(input, '99.99');
    expect(onSubmit).toHaveBeenCalledWith({ setupCents: 9999 }, expect.anything());
    await typeAndSend(input, '1.005');
    expect(await screen.findByText(AMOUNT_TEXTS.tooManyDecimals)).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('the update panel body', () => {
  it('sends the adjusted amount only when it is a number above 0', () => {
    const base = { status: 'approved' as const, adminNotes: 'Call Monday' };
    expect(purchaseRequestUpdate({ ...base, adminAdjustedAmount: 450.5 })).toEqual({ ...base, adminAdjustedAmount: 450.5 });
    expect(purchaseRequestUpdate({ ...base, adminAdjustedAmount: '450.00' })).toEqual({ ...base, adminAdjustedAmount: 450 });
    for (const empty of [null, undefined, '', 0, -3, 'abc']) {
      expect(purchaseRequestUpdate({ ...base, adminAdjustedAmount: empty })).toEqual(base);
    }
    expect(purchaseRequestUpdate({ status: 'denied' })).toEqual({ status: 'denied', adminNotes: null });
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type SentCall } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { ExchangeRatesRecord } from '../data/types';
import { ExchangeRatesForm } from './ExchangeRatesForm';

const LIVE: ExchangeRatesRecord = {
  base: 'USD',
  rates: { USD: 1, JMD: 155.25, GBP: 0.8, EUR: 0.9 },
  source: 'live',
  fetchedAt: '2026-11-25T12:00:00.000Z',
  pinned: [],
};

function renderForm(initial: ExchangeRatesRecord) {
  let served = initial;
  const pin = (currency: 'JMD' | 'GBP' | 'EUR') => (call: SentCall) => {
    const rate = (call.body as { rate?: number } | undefined)?.rate ?? null;
    served = {
      ...served,
      rates: { ...served.rates, [currency]: rate ?? initial.rates[currency] },
      pinned: rate === null ? served.pinned.filter((pinned) => pinned !== currency) : [...served.pinned, currency],
    };
    return served;
  };
  const api = mockApi({
    'GET /api/currency/rates': () => served,
    'PUT /api/admin/currency/pins/JMD': pin('JMD'),
    'DELETE /api/admin/currency/pins/JMD': pin('JMD'),
  });
  renderInAdmin(<ExchangeRatesForm />);
  /** The pins sent, in order: [currency, rate], the rate null for an unpin. */
  const pinsSent = () =>
    api.calls
      .filter((call) => call.key.includes('/currency/pins/'))
      .map((call) => [call.key.split('/').pop(), call.key.startsWith('DELETE') ? null : (call.body as { rate: number }).rate]);
  return { pinsSent };
}

describe('ExchangeRatesForm', () => {
  it('pins a rate typed by the admin, then unpins it', async () => {
    const { pinsSent } = renderForm(LIVE);
    const jmd = await screen.findByLabelText('Rate for JMD (units per USD)');
    expect(jmd).toHaveValue('155.25');
    await userEvent.clear(jmd);
    await userEvent.type(jmd, '190.5');
    await userEvent.click(screen.getByRole('button', { name: 'Pin JMD' }));
    await waitFor(() => expect(pinsSent()).toContainEqual(['JMD', 190.5]));
    await userEvent.click(await screen.findByRole('button', { name: 'Unpin JMD' }));
    await waitFor(() => expect(pinsSent().at(-1)).toEqual(['JMD', null]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unpin JMD' })).not.toBeInTheDocument());
    expect(await screen.findByLabelText('Rate for JMD (units per USD)')).toHaveValue('155.25');
  });

  it('refuses to pin what is not a positive rate', async () => {
    const { pinsSent } = renderForm(LIVE);
    const gbp = await screen.findByLabelText('Rate for GBP (units per USD)');
    for (const typed of ['0', '-1', 'abc', '2000000']) {
      await userEvent.clear(gbp);
      await userEvent.type(gbp, typed);
      expect(screen.getByRole('button', { name: 'Pin GBP' })).toBeDisabled();
    }
    expect(pinsSent()).toEqual([]);
  });

  it('says when the fallback rates are served, and which rates are pinned', async () => {
    renderForm({ ...LIVE, source: 'fallback', fetchedAt: null, pinned: ['EUR'] });
    expect(await screen.findByText('The rates service has not answered yet: these are the fallback rates.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpin EUR' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpin GBP' })).not.toBeInTheDocument();
    // The unpinned rates are the fallback ones, and say so; the pinned one says pinned.
    expect(screen.getAllByText('Fallback')).toHaveLength(2);
    expect(screen.getByText('Pinned')).toBeInTheDocument();
    expect(screen.queryByText('Fetched')).toBeNull();
  });
});

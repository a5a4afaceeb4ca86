import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
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
  const pinExchangeRate = jest.fn(async (currency: 'JMD' | 'GBP' | 'EUR', rate: number | null) => {
    served = {
      ...served,
      rates: { ...served.rates, [currency]: rate ?? initial.rates[currency] },
      pinned: rate === null ? served.pinned.filter((pinned) => pinned !== currency) : [...served.pinned, currency],
    };
    return { data: served };
  });
  const getExchangeRates = jest.fn(async () => ({ data: served }));
  renderInAdmin(<ExchangeRatesForm />, { getExchangeRates, pinExchangeRate } as unknown as Partial<DataProvider>);
  return { pinExchangeRate };
}

describe('ExchangeRatesForm', () => {
  it('pins a rate typed by the admin, then unpins it', async () => {
    const { pinExchangeRate } = renderForm(LIVE);
    const jmd = await screen.findByLabelText('Rate for JMD (units per USD)');
    expect(jmd).toHaveValue('155.25');
    await userEvent.clear(jmd);
    await userEvent.type(jmd, '190.5');
    await userEvent.click(screen.getByRole('button', { name: 'Pin JMD' }));
    expect(pinExchangeRate).toHaveBeenCalledWith('JMD', 190.5);
    await userEvent.click(await screen.findByRole('button', { name: 'Unpin JMD' }));
    expect(pinExchangeRate).toHaveBeenLastCalledWith('JMD', null);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unpin JMD' })).not.toBeInTheDocument());
    expect(await screen.findByLabelText('Rate for JMD (units per USD)')).toHaveValue('155.25');
  });

  it('refuses to pin what is not a positive rate', async () => {
    const { pinExchangeRate } = renderForm(LIVE);
    const gbp = await screen.findByLabelText('Rate for GBP (units per USD)');
    for (const typed of ['0', '-1', 'abc', '2000000']) {
      await userEvent.clear(gbp);
      await userEvent.type(gbp, typed);
      expect(screen.getByRole('button', { name: 'Pin GBP' })).toBeDisabled();
    }
    expect(pinExchangeRate).not.toHaveBeenCalled();
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

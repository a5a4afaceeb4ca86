import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENCY_STORAGE_KEY } from '@voosh/shared';
import { mockApi, renderApp } from '../../../test/support/render';
import { CurrencyPicker } from '../../features/shell/components/CurrencyPicker';
import { CURRENCY_CHANGED_EVENT, type CurrencyChangedDetail } from './currencyContext';
import { useCurrency } from './useCurrency';

function Price({ cents }: { cents: number }) {
  const { formatPrice } = useCurrency();
  return <p data-testid="price">{formatPrice(cents)}</p>;
}

const price = () => screen.getByTestId('price');

beforeEach(() => localStorage.clear());

describe('display currency', () => {
  it('shows USD with the symbol and no decimals by default', async () => {
    mockApi();
    renderApp('/', <Price cents={25050} />);
    expect(price()).toHaveTextContent('$251');
  });

  it('keeps the fallback rates silently when the rates call fails', async () => {
    const fetchMock = mockApi({ 'GET /api/currency/rates': 'network-error' });
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'JMD');
    renderApp('/', <Price cents={25000} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(price()).toHaveTextContent('J$39,375');
  });

  it('uses the live rates from /api/currency/rates, the fallback for any missing one', async () => {
    mockApi({
      'GET /api/currency/rates': {
        body: { base: 'USD', rates: { USD: 1, JMD: 160, GBP: 'x' }, source: 'test', fetchedAt: '2026-11-23T00:00:00Z' },
      },
    });
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'JMD');
    renderApp('/', <Price cents={25000} />);
    await waitFor(() => expect(price()).toHaveTextContent('J$40,000'));
  });

  it('ignores an unknown stored code', () => {
    mockApi();
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'BTC');
    renderApp('/', <Price cents={100} />);
    expect(price()).toHaveTextContent('$1');
  });

  it('the picker changes every price, stores the choice and broadcasts currency-changed', async () => {
    mockApi();
    const events: CurrencyChangedDetail[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent<CurrencyChangedDetail>).detail);
    window.addEventListener(CURRENCY_CHANGED_EVENT, listener);
    renderApp(
      '/',
      <>
        <CurrencyPicker />
        <Price cents={1999} />
      </>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Currency' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '$ USD · US Dollar',
      'J$ JMD · Jamaican Dollar',
      '£ GBP · British Pound',
      '€ EUR · Euro',
    ]);
    await userEvent.click(options[2]!);
    expect(price()).toHaveTextContent('£16');
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('GBP');
    expect(events.at(-1)).toEqual({ currency: 'GBP', rates: { USD: 1, JMD: 157.5, GBP: 0.79, EUR: 0.92 } });
    window.removeEventListener(CURRENCY_CHANGED_EVENT, listener);
  });
});

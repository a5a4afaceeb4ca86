import { act, screen, waitFor } from '@testing-library/react';
import { DEFAULT_BANK_DETAILS } from '@voosh/shared';
import type { DataProvider } from 'react-admin';
import { renderInAdmin } from '../../test/support/render';
import { NoWayToPayWarning } from './NoWayToPayWarning';
import { SETTINGS_TEXTS } from './settingTexts';

const withBank = { ...DEFAULT_BANK_DETAILS, bank: 'NCB', accountName: 'VOOSH Ltd', accountNumber: '0123' };

function renderWarning(cards: boolean, bankDetails = DEFAULT_BANK_DETAILS) {
  const getPaymentsConfig = jest.fn(async () => ({ data: { enabled: cards, publishableKey: null, bankTransfer: false } }));
  const getSettings = jest.fn(async () => ({ data: { bankDetails } }));
  renderInAdmin(<NoWayToPayWarning />, { getPaymentsConfig, getSettings } as unknown as Partial<DataProvider>);
  return { getPaymentsConfig, getSettings };
}

describe('NoWayToPayWarning', () => {
  it('warns when card payments are off and no bank details are set', async () => {
    renderWarning(false);
    expect(await screen.findByText(SETTINGS_TEXTS.noWayToPay)).toBeInTheDocument();
  });

  it.each([
    ['card payments are on', true, DEFAULT_BANK_DETAILS],
    ['bank details are set', false, withBank],
  ])('says nothing when %s', async (_case, cards, bankDetails) => {
    const { getPaymentsConfig, getSettings } = renderWarning(cards, bankDetails);
    await waitFor(() => expect(getPaymentsConfig).toHaveBeenCalled());
    await waitFor(() => expect(getSettings).toHaveBeenCalled());
    // Both answers resolve at once: let React render what they say before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText(SETTINGS_TEXTS.noWayToPay)).toBeNull();
  });
});

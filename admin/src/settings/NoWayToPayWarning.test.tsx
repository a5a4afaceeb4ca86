import { act, screen, waitFor } from '@testing-library/react';
import { DEFAULT_BANK_DETAILS } from '@voosh/shared';
import { mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import { NoWayToPayWarning } from './NoWayToPayWarning';
import { SETTINGS_TEXTS } from './settingTexts';

const withBank = { ...DEFAULT_BANK_DETAILS, bank: 'NCB', accountName: 'VOOSH Ltd', accountNumber: '0123' };

function renderWarning(cards: boolean, bankDetails = DEFAULT_BANK_DETAILS) {
  const api = mockApi({
    'GET /api/payments/config': { enabled: cards, publishableKey: null, bankTransfer: false },
    'GET /api/admin/settings': { bankDetails },
  });
  renderInAdmin(<NoWayToPayWarning />);
  return { asked: (key: string) => api.calls.some((call) => call.key === key) };
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
    const { asked } = renderWarning(cards, bankDetails);
    await waitFor(() => expect(asked('GET /api/payments/config')).toBe(true));
    await waitFor(() => expect(asked('GET /api/admin/settings')).toBe(true));
    // Both answers resolve at once: let React render what they say before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText(SETTINGS_TEXTS.noWayToPay)).toBeNull();
  });
});

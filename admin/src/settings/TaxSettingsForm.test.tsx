import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TAX_SETTINGS } from '@voosh/shared';
import { mockApi, type SentCall } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { SettingsRecord } from '../data/types';
import { SETTINGS_TEXTS } from './settingTexts';
import { TaxSettingsForm } from './TaxSettingsForm';

const JAMAICA = {
  ...DEFAULT_TAX_SETTINGS,
  rates: [{ country: 'JM', region: null, name: 'GCT', percent: '15', effectiveFrom: '2026-01-01' }],
  reverseChargeCountries: ['DE'],
};

function renderForm(taxSettings = JAMAICA) {
  const settings = { taxSettings } as unknown as SettingsRecord;
  const api = mockApi({ 'PUT /api/admin/settings': (call: SentCall) => ({ ...settings, ...(call.body as Partial<SettingsRecord>) }) });
  renderInAdmin(<TaxSettingsForm settings={settings} />);
  return { updateSettings: () => api.bodiesTo('PUT /api/admin/settings'), user: userEvent.setup() };
}

describe('TaxSettingsForm', () => {
  it('shows the rates saved, and saves a new rate from its day, the countries in capitals, as one setting', async () => {
    const { updateSettings, user } = renderForm();
    expect(await screen.findByDisplayValue('GCT')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /add/i }));
    const rows = screen.getAllByRole('listitem');
    const row = within(rows.at(-1)!);
    await user.type(row.getByLabelText(/^Country/), 'jm');
    await user.type(row.getByLabelText(/^Name as printed/), 'GCT');
    await user.type(row.getByLabelText(/^Rate/), '16.5');
    fireEvent.change(row.getByLabelText(/^From/), { target: { value: '2027-04-01' } });
    const reverse = screen.getByLabelText(SETTINGS_TEXTS.taxReverseChargeCountries);
    await user.clear(reverse);
    await user.type(reverse, 'de, fr');
    await user.click(screen.getByRole('button', { name: SETTINGS_TEXTS.saveTax }));

    await waitFor(() =>
      expect(updateSettings()).toContainEqual({
        taxSettings: {
          ...JAMAICA,
          reverseChargeCountries: ['DE', 'FR'],
          rates: [JAMAICA.rates[0], { country: 'JM', region: null, name: 'GCT', percent: '16.5', effectiveFrom: '2027-04-01' }],
        },
      }),
    );
  });

  it('asks for a country code and a percentage of the right form before anything is sent', async () => {
    const { updateSettings, user } = renderForm({ ...DEFAULT_TAX_SETTINGS, rates: [], reverseChargeCountries: [] });
    await user.click(await screen.findByRole('button', { name: /add/i }));
    await user.type(screen.getByLabelText(/^Country/), 'Jamaica');
    await user.type(screen.getByLabelText(/^Rate/), '15.1234');
    await user.click(screen.getByRole('button', { name: SETTINGS_TEXTS.saveTax }));
    expect(await screen.findByText('From 0 to 100, at most 3 decimals')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Country/)).toBeInvalid();
    expect(updateSettings()).toEqual([]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_BANK_DETAILS } from '@voosh/shared';
import { mockApi, type SentCall } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { SettingsRecord } from '../data/types';
import { BankDetailsForm } from './BankDetailsForm';
import { SETTINGS_TEXTS } from './settingTexts';

const settings = { bankDetails: { ...DEFAULT_BANK_DETAILS } } as SettingsRecord;

function renderForm() {
  const api = mockApi({ 'PUT /api/admin/settings': (call: SentCall) => ({ ...settings, ...(call.body as Partial<SettingsRecord>) }) });
  const updateSettings = () => api.bodiesTo('PUT /api/admin/settings');
  renderInAdmin(<BankDetailsForm settings={settings} />);
  return { updateSettings, user: userEvent.setup() };
}

describe('BankDetailsForm', () => {
  it("saves the vendor's bank account, trimmed, the SWIFT code in capitals, as one setting", async () => {
    const { updateSettings, user } = renderForm();
    await user.type(await screen.findByLabelText(SETTINGS_TEXTS.bankName), ' National Commercial Bank ');
    await user.type(screen.getByLabelText(SETTINGS_TEXTS.bankAccountName), 'VOOSH Ltd');
    await user.type(screen.getByLabelText(SETTINGS_TEXTS.bankAccountNumber), '0123 4567');
    await user.type(screen.getByLabelText(SETTINGS_TEXTS.bankSwift), 'jncbjmkx');
    await user.type(screen.getByLabelText(SETTINGS_TEXTS.bankInstructions), 'Use the invoice number as the reference');
    await user.click(screen.getByRole('button', { name: SETTINGS_TEXTS.saveBank }));

    await waitFor(() =>
      expect(updateSettings()).toContainEqual({
        bankDetails: {
          bank: 'National Commercial Bank',
          accountName: 'VOOSH Ltd',
          accountNumber: '0123 4567',
          swift: 'JNCBJMKX',
          routing: '',
          instructions: 'Use the invoice number as the reference',
        },
      }),
    );
  });

  it('asks for the account name and number once a bank is given, and a SWIFT code of the right form, before anything is sent', async () => {
    const { updateSettings, user } = renderForm();
    await user.type(await screen.findByLabelText(SETTINGS_TEXTS.bankName), 'NCB');
    await user.type(screen.getByLabelText(SETTINGS_TEXTS.bankSwift), 'NCB');
    await user.click(screen.getByRole('button', { name: SETTINGS_TEXTS.saveBank }));

    expect(await screen.findAllByText(SETTINGS_TEXTS.bankNeeded)).toHaveLength(2);
    expect(screen.getByLabelText(SETTINGS_TEXTS.bankSwift)).toHaveAccessibleDescription(SETTINGS_TEXTS.bankSwiftHelp);
    expect(screen.getByLabelText(SETTINGS_TEXTS.bankSwift)).toBeInvalid();
    expect(updateSettings()).toEqual([]);
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_COMPANY_DETAILS } from '@voosh/shared';
import { mockApi, type SentCall } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { SettingsRecord } from '../data/types';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { SETTINGS_TEXTS } from './settingTexts';

const settings = { companyDetails: { ...DEFAULT_COMPANY_DETAILS } } as SettingsRecord;

function renderForm() {
  const api = mockApi({ 'PUT /api/admin/settings': (call: SentCall) => ({ ...settings, ...(call.body as Partial<SettingsRecord>) }) });
  const updateSettings = () => api.bodiesTo('PUT /api/admin/settings');
  renderInAdmin(<CompanyDetailsForm settings={settings} />);
  return { updateSettings };
}

describe('CompanyDetailsForm', () => {
  it("shows the details documents print and saves the admin's edits, trimmed, as one setting", async () => {
    const { updateSettings } = renderForm();
    const name = await screen.findByLabelText(`${SETTINGS_TEXTS.companyName} *`);
    expect(name).toHaveValue(DEFAULT_COMPANY_DETAILS.name);
    expect(screen.getByLabelText(SETTINGS_TEXTS.companyAddress)).toHaveValue(DEFAULT_COMPANY_DETAILS.address);

    const user = userEvent.setup();
    const replace = async (input: HTMLElement, text: string) => {
      await user.clear(input);
      await user.paste(text);
    };
    await replace(name, '  VOOSH Automation Ltd ');
    await replace(screen.getByLabelText(SETTINGS_TEXTS.companyAddress), '12 Hope Road\nKingston 10');
    await replace(screen.getByLabelText(SETTINGS_TEXTS.companyTaxId), '123-456-789');
    await user.click(screen.getByRole('button', { name: SETTINGS_TEXTS.saveCompany }));

    await waitFor(() =>
      expect(updateSettings()).toContainEqual({
        companyDetails: {
          name: 'VOOSH Automation Ltd',
          address: '12 Hope Road\nKingston 10',
          email: DEFAULT_COMPANY_DETAILS.email,
          phone: DEFAULT_COMPANY_DETAILS.phone,
          taxId: '123-456-789',
        },
      }),
    );
  });

  it('refuses a billing e-mail that is not one, before anything is sent', async () => {
    const { updateSettings } = renderForm();
    const email = (await screen.findByLabelText(SETTINGS_TEXTS.companyEmail)) as HTMLInputElement;
    // user-event cannot place a caret in an <input type="email"> under jsdom: the value is set as a browser's autofill would.
    fireEvent.change(email, { target: { value: 'billing at voosh' } });
    await userEvent.setup().click(screen.getByRole('button', { name: SETTINGS_TEXTS.saveCompany }));
    // The browser's own check of an e-mail field stops the form first (react-admin's email() checks it too).
    expect(email.validity.typeMismatch).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(updateSettings()).toEqual([]);
  });
});

import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_NUMBER_PATTERN, BANK_DETAILS_MAX, BANK_DETAILS_REQUIRED, type BankDetails, SWIFT_PATTERN } from '@voosh/shared';
import { Form, maxLength, regex, SaveButton, TextInput, type Validator } from 'react-admin';
import type { SettingsRecord } from '../data/types';
import { SETTINGS_TEXTS } from './settingTexts';
import { useSettingUpdate } from './useSettings';

type BankDetailsValues = { [K in keyof BankDetails]?: string | null };

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The form as the API's {bankDetails}: every field sent, trimmed, empty when cleared. */
export function bankDetailsBody(values: BankDetailsValues): BankDetails {
  const text = (value: string | null | undefined) => value?.trim() ?? '';
  return {
    bank: text(values.bank),
    accountName: text(values.accountName),
    accountNumber: text(values.accountNumber),
    swift: text(values.swift),
    routing: text(values.routing),
    instructions: text(values.instructions),
  };
}

/** The bank, account name and account number go together: all set, or all empty (no transfers offered). */
const neededWithTheOthers: Validator = (value, values: BankDetailsValues) =>
  filled(value) || !BANK_DETAILS_REQUIRED.some((field) => filled(values[field])) ? undefined : SETTINGS_TEXTS.bankNeeded;

/** The vendor's bank account for transfers, as the transfer page and invoices show it. */
export function BankDetailsForm({ settings }: { settings: SettingsRecord }) {
  const { bankDetails } = settings;
  const update = useSettingUpdate({ success: SETTINGS_TEXTS.bankSaved, failure: SETTINGS_TEXTS.saveBankFailed });
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {SETTINGS_TEXTS.bankHelp}
      </Typography>
      <Form
        key={JSON.stringify(bankDetails)}
        record={{ ...bankDetails }}
        onSubmit={(values: Record<string, unknown>) => update.mutate({ bankDetails: bankDetailsBody(values as BankDetailsValues) })}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            source="bank"
            label={SETTINGS_TEXTS.bankName}
            validate={[neededWithTheOthers, maxLength(BANK_DETAILS_MAX.bank)]}
            fullWidth
          />
          <TextInput
            source="accountName"
            label={SETTINGS_TEXTS.bankAccountName}
            validate={[neededWithTheOthers, maxLength(BANK_DETAILS_MAX.accountName)]}
            fullWidth
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            source="accountNumber"
            label={SETTINGS_TEXTS.bankAccountNumber}
            validate={[
              neededWithTheOthers,
              maxLength(BANK_DETAILS_MAX.accountNumber),
              regex(ACCOUNT_NUMBER_PATTERN, 'Letters, digits, spaces and dashes only'),
            ]}
            fullWidth
          />
          <TextInput
            source="swift"
            label={SETTINGS_TEXTS.bankSwift}
            helperText={SETTINGS_TEXTS.bankSwiftHelp}
            validate={[maxLength(BANK_DETAILS_MAX.swift), regex(SWIFT_PATTERN, SETTINGS_TEXTS.bankSwiftHelp)]}
            parse={(value: string) => value.toUpperCase()}
            fullWidth
          />
          <TextInput
            source="routing"
            label={SETTINGS_TEXTS.bankRouting}
            helperText={SETTINGS_TEXTS.bankRoutingHelp}
            validate={maxLength(BANK_DETAILS_MAX.routing)}
            fullWidth
          />
        </Stack>
        <TextInput
          source="instructions"
          label={SETTINGS_TEXTS.bankInstructions}
          helperText={SETTINGS_TEXTS.bankInstructionsHelp}
          multiline
          validate={maxLength(BANK_DETAILS_MAX.instructions)}
          fullWidth
        />
        <SaveButton label={SETTINGS_TEXTS.saveBank} />
      </Form>
    </>
  );
}

import { PasswordConfirmForm } from './PasswordConfirmForm';

/** Asking for new recovery codes: the old ones stop working; the current password when `askPassword`. `onSubmit` throws with the text to show. */
export function RenewRecoveryCodesForm(props: {
  askPassword: boolean;
  onSubmit(currentPassword?: string): Promise<unknown>;
  onCancel(): void;
}) {
  return (
    <PasswordConfirmForm
      name="New recovery codes"
      explanation="Ten new recovery codes replace the ones you have: the old ones stop working."
      submitLabel="Get new codes"
      {...props}
    />
  );
}

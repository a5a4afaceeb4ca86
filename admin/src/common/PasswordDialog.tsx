import { CurrentPasswordInput } from './CurrentPasswordInput';
import { FormDialog } from './FormDialog';

/**
 * A sensitive change confirmed with the signed-in admin's password: a FormDialog (title, what the
 * change does, close and save) whose one input is CurrentPasswordInput; `onConfirm` gets the
 * password as typed ('' when none). `useDialogAction` gives its open state, title id and call.
 */
export function PasswordDialog({
  open,
  onClose,
  titleId,
  title,
  description,
  onConfirm,
  closeLabel,
  saveLabel,
  passwordLabel,
  destructive,
}: {
  open: boolean;
  onClose: () => void;
  titleId: string;
  title: string;
  description: string;
  onConfirm: (currentPassword: string) => unknown;
  closeLabel: string;
  saveLabel: string;
  passwordLabel?: string;
  /** The confirm button in the error colour, for what cannot be undone. */
  destructive?: boolean;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId={titleId}
      title={title}
      description={description}
      record={{ currentPassword: '' }}
      onSubmit={(values) => onConfirm(String(values.currentPassword ?? ''))}
      closeLabel={closeLabel}
      saveLabel={saveLabel}
      destructive={destructive}
    >
      <CurrentPasswordInput label={passwordLabel} />
    </FormDialog>
  );
}

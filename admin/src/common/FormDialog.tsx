import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Form, SaveButton } from 'react-admin';

/**
 * The console's one-form dialog: a title, a line saying what it does, the inputs, then the close
 * and save buttons (save always enabled, so a form left as it opened still sends and shows its
 * errors). `useDialogAction` gives its open state, title id and the call `onSubmit` makes; what
 * `onSubmit` resolves to (the call's answer) is dropped, not taken by react-admin's Form for the
 * fields' errors. `destructive`: the save button in the error colour, for what cannot be undone.
 */
export function FormDialog({
  open,
  onClose,
  titleId,
  title,
  description,
  record,
  onSubmit,
  closeLabel,
  saveLabel,
  maxWidth = 'xs',
  destructive = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  titleId: string;
  title: string;
  description: string;
  record: Record<string, unknown>;
  onSubmit: (values: Record<string, unknown>) => unknown;
  closeLabel: string;
  saveLabel: string;
  maxWidth?: 'xs' | 'sm' | 'md';
  destructive?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <Form
        record={record}
        onSubmit={async (values: Record<string, unknown>) => {
          await onSubmit(values);
        }}
        noValidate
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
          {children}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose}>{closeLabel}</MuiButton>
          {destructive ? (
            <SaveButton label={saveLabel} alwaysEnable color="error" icon={<DeleteForeverIcon />} />
          ) : (
            <SaveButton label={saveLabel} alwaysEnable />
          )}
        </DialogActions>
      </Form>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

/** A form's error, announced to screen readers. */
export function FormError({ children, action }: { children: ReactNode; action?: ReactNode }) {
  if (!children) return null;
  return (
    <Alert severity="error" role="alert" action={action} sx={{ mb: 2 }}>
      {children}
    </Alert>
  );
}

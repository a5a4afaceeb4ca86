import Alert from '@mui/material/Alert';

/** A failed catalogue load: the server's error text. */
export function LoadError({ error }: { error: Error }) {
  return (
    <Alert severity="error" sx={{ my: 3 }}>
      {error.message}
    </Alert>
  );
}

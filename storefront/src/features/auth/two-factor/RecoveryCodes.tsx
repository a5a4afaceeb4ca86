import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The ten recovery codes, shown once, until the holder says they are saved. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  return (
    <Stack spacing={2}>
      <Typography>
        Two-factor authentication is on. Save these recovery codes somewhere safe: each signs you in once if you lose your phone, and they
        will not be shown again.
      </Typography>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{
          listStyle: 'none',
          p: 2,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 1,
          fontFamily: 'monospace',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="outlined" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
        Copy codes
      </Button>
      <Button variant="contained" size="large" onClick={onDone}>
        I have saved these codes
      </Button>
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const SAVE_THEM =
  'Save these recovery codes somewhere safe: each signs you in once if you lose your phone, and they will not be shown again.';

/**
 * The ten recovery codes, shown once, until the holder says they are saved: the app just turned
 * on, or (`renewed`) new codes replacing the old ones.
 */
export function RecoveryCodes({ codes, onDone, renewed = false }: { codes: readonly string[]; onDone(): void; renewed?: boolean }) {
  return (
    <Stack spacing={2}>
      <Typography>
        {renewed ? 'Your old recovery codes no longer work.' : 'Two-factor authentication is on.'} {SAVE_THEM}
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

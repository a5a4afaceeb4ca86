import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

/**
 * Codes as the API names them ('catalog:read', 'payment.succeeded') as a list of chips named
 * `name`, each saying what it means (`labelOf`) on hover and to a screen reader; they wrap.
 */
export function CodeChips({ codes, labelOf, name }: { codes: readonly string[]; labelOf: (code: string) => string; name: string }) {
  return (
    <Stack component="ul" direction="row" useFlexGap aria-label={name} sx={{ flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
      {codes.map((code) => (
        <li key={code}>
          <Tooltip title={labelOf(code)}>
            <Chip size="small" variant="outlined" label={code} />
          </Tooltip>
        </li>
      ))}
    </Stack>
  );
}

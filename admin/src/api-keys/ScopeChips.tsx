import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ApiKeyRecord } from '../data/types';
import { API_KEY_TEXTS, scopeLabel } from './apiKeyTexts';

/** A key's scopes as chips ('catalog:read'), each saying what it allows on hover and to a screen reader. */
export function ScopeChips({ scopes }: { scopes: ApiKeyRecord['scopes'] }) {
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      aria-label={API_KEY_TEXTS.scopes}
      sx={{ flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {scopes.map((scope) => (
        <li key={scope}>
          <Tooltip title={scopeLabel(scope)}>
            <Chip size="small" variant="outlined" label={scope} />
          </Tooltip>
        </li>
      ))}
    </Stack>
  );
}

import Chip from '@mui/material/Chip';
import { SECURITY_TEXTS as TEXT } from './securityTexts';

/** Whether an account has its authenticator app on: "On" (green) or "Off". */
export function TwoFactorChip({ on, size = 'small' }: { on: boolean; size?: 'small' | 'medium' }) {
  return <Chip size={size} variant="outlined" color={on ? 'success' : 'default'} label={on ? TEXT.on : TEXT.off} />;
}

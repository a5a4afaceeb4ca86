import HeadsetMicOutlined from '@mui/icons-material/HeadsetMicOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import VideoCallOutlined from '@mui/icons-material/VideoCallOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ASSURANCES } from '../productDetailTexts';

const ICONS: Record<(typeof ASSURANCES)[number]['key'], typeof VideoCallOutlined> = {
  consultation: VideoCallOutlined,
  moneyBack: ReplayOutlined,
  support: HeadsetMicOutlined,
};

/** The three promises of every product page: free consultation, 30-day money-back guarantee, 24/7 support. */
export function Assurances() {
  return (
    <Stack component="ul" aria-label="Our promises" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {ASSURANCES.map(({ key, title, text }) => {
        const Icon = ICONS[key];
        return (
          <Paper key={title} component="li" variant="outlined" sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <Icon color="primary" aria-hidden />
            <div>
              <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text}
              </Typography>
            </div>
          </Paper>
        );
      })}
    </Stack>
  );
}

import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FOUNDED_YEAR, TASKS_AUTOMATED } from '../aboutContent';

/** Founded 2025 and "10+ Tasks Automated". */
export function AboutStats() {
  return (
    <Stack direction="row" spacing={2}>
      <Paper variant="outlined" sx={{ p: 2.5, flex: 1, textAlign: 'center' }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 800, color: 'primary.main' }}>
          {FOUNDED_YEAR}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Founded
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2.5, flex: 1, textAlign: 'center' }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 800, color: 'primary.main' }}>
          {TASKS_AUTOMATED}
        </Typography>
      </Paper>
    </Stack>
  );
}

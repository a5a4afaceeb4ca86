import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FOUNDER } from '../aboutContent';

/** The team member profile (founder and CEO). */
export function FounderProfile() {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="founder-title" sx={{ p: 3 }}>
      <Typography id="founder-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Our Team
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Avatar sx={{ width: 88, height: 88, bgcolor: 'primary.main', fontSize: '2rem' }} aria-hidden>
          {FOUNDER.name.charAt(0)}
        </Avatar>
        <div>
          <Typography variant="h6" component="h3">
            {FOUNDER.name}
          </Typography>
          <Typography color="primary" sx={{ fontWeight: 600 }}>
            {FOUNDER.role}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {FOUNDER.bio}
          </Typography>
        </div>
      </Stack>
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A figure of the dashboard or the analytics page: label, value, a line under it; with `to`, the whole card links there. */
export function Figure({
  label,
  value,
  detail,
  icon,
  to,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon?: ReactNode;
  to?: string;
}) {
  const content = (
    <CardContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {icon && (
          <Stack sx={{ color: 'primary.main', '& svg': { fontSize: 40 } }} aria-hidden>
            {icon}
          </Stack>
        )}
        <Stack sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="subtitle2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography variant="h4" component="p" data-testid={`stat-${label}`}>
            {value}
          </Typography>
          {detail && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {detail}
            </Typography>
          )}
        </Stack>
      </Stack>
    </CardContent>
  );
  return (
    <Card sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

/** Four figures in a row on wide screens, two on medium ones, one on phones. */
export function Figures({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}
    >
      {children}
    </Box>
  );
}

import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CUSTOMER_TABS } from './customerTabs';

const TILE_LABELS = ['Requests', 'Cart', 'Profile'];
const TILES = TILE_LABELS.map((label) => CUSTOMER_TABS.find((tab) => tab.label === label)!);

/** The dashboard's shortcuts to Requests, Cart and Profile (the tab bar's paths and icons). */
export function QuickAccessTiles() {
  return (
    <Grid component="nav" aria-label="Quick access" container spacing={2} sx={{ mb: 4 }}>
      {TILES.map(({ label, path, icon: Icon }) => (
        <Grid key={path} size={4}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={path}
              sx={{ height: '100%', p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
            >
              <Icon color="primary" aria-hidden />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Arm } from '../api/types';
import { CatalogueIcon } from './CatalogueIcon';
import { productCountText } from '../productCountText';

/** Every arm as a card (icon, name, title, product count); picking one opens its products. */
export function ArmGrid({ arms, onPick }: { arms: readonly Arm[]; onPick: (arm: Arm) => void }) {
  return (
    <Grid container spacing={2}>
      {arms.map((arm) => (
        <Grid key={arm.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined" component="article" sx={{ height: '100%', borderTop: 4, borderTopColor: arm.color }}>
            <CardActionArea onClick={() => onPick(arm)} sx={{ height: '100%', p: 2 }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                <CatalogueIcon name={arm.icon} sx={{ color: arm.color, fontSize: 32 }} />
                <div>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                    {arm.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {arm.title}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {productCountText(arm.products.length)}
                  </Typography>
                </div>
              </Stack>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMING_SOON, MOST_POPULAR } from '@voosh/shared';
import type { Tier } from '../../catalogue/api/types';
import { useTiers } from '../../catalogue/api/useTiers';
import { CatalogueIcon } from '../../catalogue/components/CatalogueIcon';
import { CheckList } from '../../catalogue/components/IncludesList';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { useCurrency } from '../../../lib/currency/useCurrency';
import { Badge } from '../../../components/Badge';

/**
 * The monthly tiers (Core, Pro, 360), all Coming Soon: on the home page (under its section's h2,
 * so each tier is an h3) and the Levels page (under its h1, so each tier is an h2).
 */
export function TierCards({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const { data: tiers, error, isPending } = useTiers();
  if (isPending) return <PageLoading />;
  if (error) return <LoadError error={error} />;
  return (
    <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
      {tiers.map((tier) => (
        <Grid key={tier.id} size={{ xs: 12, md: 4 }}>
          <TierCard tier={tier} headingLevel={headingLevel} />
        </Grid>
      ))}
    </Grid>
  );
}

function TierCard({ tier, headingLevel }: { tier: Tier; headingLevel: 'h2' | 'h3' }) {
  const { formatPrice } = useCurrency();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={tier.name}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        overflow: 'visible',
        borderColor: tier.popular ? 'primary.main' : 'divider',
        borderWidth: tier.popular ? 2 : 1,
      }}
    >
      {tier.popular && <Badge label={MOST_POPULAR} sx={{ position: 'absolute', top: -12, left: '50%', transform: 'translateX(-50%)' }} />}
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CatalogueIcon name={tier.icon} sx={{ color: tier.color, fontSize: 32 }} />
            <Typography variant="h5" component={headingLevel} sx={{ fontWeight: 800 }}>
              {tier.name}
            </Typography>
          </Stack>
          <Badge variant="outline" label={COMING_SOON} />
        </Stack>
        {!(tier.popular && tier.subtitle === MOST_POPULAR) && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {tier.subtitle}
          </Typography>
        )}
        <Box sx={{ my: 2 }}>
          <Typography component="span" variant="h3" sx={{ fontWeight: 800 }}>
            {formatPrice(tier.priceCents)}
          </Typography>
          <Typography component="span" sx={{ color: 'text.secondary' }}>
            /{tier.period}
          </Typography>
        </Box>
        <Typography variant="body2">{tier.description}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {tier.tools}
        </Typography>
        <CheckList title="What's included" items={tier.includedFeatures} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button fullWidth variant={tier.popular ? 'contained' : 'outlined'} disabled>
          {tier.buttonText}
        </Button>
      </CardActions>
    </Card>
  );
}

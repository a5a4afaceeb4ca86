import ArrowForward from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HOME_PRODUCTS_PER_ARM } from '@voosh/shared';
import { Link as RouterLink } from 'react-router-dom';
import type { Arm } from '../../catalogue/api/types';
import { useArms } from '../../catalogue/api/useArms';
import { CatalogueIcon } from '../../catalogue/components/CatalogueIcon';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { usePriceTexts } from '../../../lib/currency/usePriceTexts';
import { SECTION_IDS } from '../sectionIds';
import { HomeSection } from './HomeSection';

/** The arms, each with its first products and "+N more". */
export function ArmsSection() {
  const { data: arms, error, isPending } = useArms();
  return (
    <HomeSection
      id={SECTION_IDS.services}
      title="Our Automation Arms"
      subtitle="Each arm is a family of AI-powered tools for one part of your business. Pick the tools you need, or take a whole arm."
    >
      {isPending ? (
        <PageLoading />
      ) : error ? (
        <LoadError error={error} />
      ) : (
        <Grid container spacing={3}>
          {arms.map((arm) => (
            <Grid key={arm.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <ArmCard arm={arm} />
            </Grid>
          ))}
        </Grid>
      )}
    </HomeSection>
  );
}

/** "+3 more" for the products beyond the first HOME_PRODUCTS_PER_ARM, else null. */
function moreProductsLabel(productCount: number): string | null {
  const rest = productCount - HOME_PRODUCTS_PER_ARM;
  return rest > 0 ? `+${rest} more` : null;
}

function ArmCard({ arm }: { arm: Arm }) {
  const price = usePriceTexts();
  const more = moreProductsLabel(arm.products.length);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderTop: 4, borderTopColor: arm.color }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <CatalogueIcon name={arm.icon} sx={{ color: arm.color, fontSize: 32 }} />
          <div>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              {arm.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {arm.title}
            </Typography>
          </div>
        </Stack>
        <List dense disablePadding aria-label={`${arm.name} products`}>
          {arm.products.slice(0, HOME_PRODUCTS_PER_ARM).map((product) => (
            <ListItem key={product.id} disableGutters>
              <ListItemText primary={product.name} secondary={price.monthly(product.monthlyCents)} />
            </ListItem>
          ))}
        </List>
        {more && (
          <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
            {more}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={`/arms/${arm.slug}`} endIcon={<ArrowForward />} aria-label={`Explore ${arm.name}`}>
          Explore
        </Button>
      </CardActions>
    </Card>
  );
}

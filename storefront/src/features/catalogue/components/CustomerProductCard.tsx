import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CARD_FEATURE_COUNT } from '@voosh/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '../api/types';
import { ACTION_LABELS } from './actionLabels';
import { ProductPrices } from './ProductPrices';
import { hasPricing, productKind } from './productKind';
import { MonthlyBadge } from './MonthlyBadge';

export interface CustomerProductCardProps {
  product: Product;
  /** The arm's colour, used as an accent. */
  color: string;
  /** The button text for list-priced products and packages ('Add to Cart', 'Add'); custom products request a quote. */
  addLabel: string;
  busy: boolean;
  onAction: (product: Product) => void;
  /** Show the first features under the prices (dashboard). */
  showFeatures?: boolean;
  /** Where a click on the card leads (browse). */
  to?: string;
}

/** A product card of the customer screens: name, monthly badge, description, prices, and the add (or quote) button. */
export function CustomerProductCard({ product, color, addLabel, busy, onAction, showFeatures = false, to }: CustomerProductCardProps) {
  const kind = productKind(product);
  const actionLabel = kind === 'custom' ? ACTION_LABELS.custom.card : addLabel;
  const buyable = kind === 'custom' || hasPricing(product);
  const content = (
    <CardContent>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {product.name}
        </Typography>
        <MonthlyBadge product={product} />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {product.description}
      </Typography>
      <ProductPrices product={product} />
      {showFeatures && <FeatureList features={product.features.slice(0, CARD_FEATURE_COUNT)} />}
    </CardContent>
  );
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        borderTop: 4,
        borderTopColor: color,
      }}
    >
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ flexGrow: 1, alignItems: 'flex-start' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          fullWidth
          disabled={!buyable || busy}
          onClick={() => onAction(product)}
          aria-label={`${actionLabel}: ${product.name}`}
        >
          {actionLabel}
        </Button>
      </CardActions>
    </Card>
  );
}

function FeatureList({ features }: { features: readonly string[] }): ReactNode {
  if (!features.length) return null;
  return (
    <Stack component="ul" aria-label="Features" spacing={0.5} sx={{ mt: 2, mb: 0, pl: 2.5 }}>
      {features.map((feature) => (
        <Typography key={feature} component="li" variant="body2">
          {feature}
        </Typography>
      ))}
    </Stack>
  );
}

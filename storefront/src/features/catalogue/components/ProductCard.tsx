import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PACKAGE_DISCOUNT_PERCENT } from '@voosh/shared';
import { Link as RouterLink } from 'react-router-dom';
import { LOGIN_PATH } from '../../../lib/session/dashboards';
import type { Product } from '../api/types';
import { ACTION_LABELS, LEARN_MORE } from './actionLabels';
import { IncludesList } from './IncludesList';
import { ProductPrices } from './ProductPrices';
import { hasPricing, productKind } from './productKind';
import { Badge } from '../../../components/Badge';
import { MonthlyBadge } from './MonthlyBadge';

export interface ProductCardProps {
  product: Product;
  /** The arm's colour, used as an accent. */
  color: string;
  signedIn: boolean;
  busy?: boolean;
  onLearnMore: (product: Product) => void;
  onAction: (product: Product) => void;
}

/** One product of an arm page or the all-products page: badge, description, prices, Learn More and the buy action. */
export function ProductCard({ product, color, signedIn, busy = false, onLearnMore, onAction }: ProductCardProps) {
  const kind = productKind(product);
  const labels = ACTION_LABELS[kind];
  const buyable = kind === 'custom' || hasPricing(product);
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderTop: 4, borderTopColor: color }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
            {product.name}
          </Typography>
          <MonthlyBadge product={product} />
        </Stack>
        {kind === 'package' && <Badge variant="secondary" label={`${PACKAGE_DISCOUNT_PERCENT}% savings`} sx={{ mb: 1 }} />}
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {product.description}
        </Typography>
        <ProductPrices product={product} />
        {kind === 'package' && <IncludesList product={product} />}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={() => onLearnMore(product)} aria-label={`${LEARN_MORE}: ${product.name}`}>
          {LEARN_MORE}
        </Button>
        <Button
          variant="contained"
          disabled={!buyable || busy}
          onClick={() => onAction(product)}
          aria-label={`${labels.card}: ${product.name}`}
        >
          {labels.card}
        </Button>
        {!signedIn && (
          <Link component={RouterLink} to={LOGIN_PATH} variant="body2" sx={{ ml: 'auto !important' }}>
            {labels.loginLink}
          </Link>
        )}
      </CardActions>
    </Card>
  );
}

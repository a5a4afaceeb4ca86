import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CUSTOM_QUOTE_RESPONSE_HOURS, MESSAGES } from '@voosh/shared';
import { Link as RouterLink } from 'react-router-dom';
import { LOGIN_PATH } from '../../../lib/session/dashboards';
import type { Product } from '../api/types';
import { ACTION_LABELS } from './actionLabels';
import { CheckList, IncludesList } from './IncludesList';
import { hasPricing, productKind } from './productKind';
import { usePriceTexts } from '../../../lib/currency/usePriceTexts';

const MAINTENANCE_NOTE = 'includes ongoing maintenance and support';
const NODE_PRICING_NOTE =
  'Pricing is based on a node-based structure: each step of your workflow is a node, and the price follows the number of nodes and their complexity.';
const CONSULTATION_NOTICE = `Custom solutions are priced after a free consultation. An agent will contact you within ${CUSTOM_QUOTE_RESPONSE_HOURS} hours, with no upfront costs.`;

export interface ProductDetailsDialogProps {
  product: Product | null;
  signedIn: boolean;
  busy?: boolean;
  onClose: () => void;
  onAction: (product: Product) => void;
}

/** Learn More: description, pricing (one-time project price, monthly plan), features and the buy action. */
export function ProductDetailsDialog({ product, signedIn, busy = false, onClose, onAction }: ProductDetailsDialogProps) {
  return (
    <Dialog open={product !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="product-details-title">
      {product && <DetailsContent product={product} signedIn={signedIn} busy={busy} onClose={onClose} onAction={onAction} />}
    </Dialog>
  );
}

function DetailsContent({
  product,
  signedIn,
  busy,
  onClose,
  onAction,
}: Required<Omit<ProductDetailsDialogProps, 'product'>> & { product: Product }) {
  const kind = productKind(product);
  const price = usePriceTexts();
  const priced = hasPricing(product);
  return (
    <>
      <DialogTitle id="product-details-title">{product.name}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>{product.description}</Typography>
        {kind !== 'custom' && !priced ? (
          <Typography sx={{ color: 'text.secondary' }}>{MESSAGES.pricingUnavailable}</Typography>
        ) : (
          <Stack spacing={1.5}>
            <div>
              <Typography variant="subtitle2" component="p">
                One-time project price
              </Typography>
              <Typography variant="h6" component="p">
                {price.setup(product.setupCents)}
              </Typography>
            </div>
            <div>
              <Typography variant="subtitle2" component="p">
                Monthly plan
              </Typography>
              <Typography variant="h6" component="p">
                {price.monthly(product.monthlyCents)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                The monthly plan {MAINTENANCE_NOTE}.
              </Typography>
            </div>
          </Stack>
        )}
        <IncludesList product={product} />
        <CheckList title={kind === 'custom' ? 'Included features' : 'Features'} items={product.features} />
        {kind === 'custom' ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {CONSULTATION_NOTICE}
          </Alert>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
            {NODE_PRICING_NOTE}{' '}
            <Link component={RouterLink} to="/pricing-plans" underline="always">
              See the Price Guide
            </Link>
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {!signedIn && (
          <Link component={RouterLink} to={LOGIN_PATH} sx={{ mr: 'auto', ml: 1 }}>
            Login to purchase
          </Link>
        )}
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={busy || (kind !== 'custom' && !priced)} onClick={() => onAction(product)}>
          {ACTION_LABELS[kind].dialog}
        </Button>
      </DialogActions>
    </>
  );
}

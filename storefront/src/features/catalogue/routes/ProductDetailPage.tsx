import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, QUOTE_REQUIRED } from '@voosh/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Badge } from '../../../components/Badge';
import { LoadError } from '../../../components/LoadError';
import { MessagePage } from '../../../components/MessagePage';
import { PageLoading } from '../../../components/PageLoading';
import { BROWSE_PATH } from '../productSearch';
import { useArms } from '../api/useArms';
import { usePrebuiltPackages } from '../api/usePrebuiltPackages';
import { useTiers } from '../api/useTiers';
import { CheckList } from '../components/IncludesList';
import { CUSTOMER_DASHBOARD } from '../../../lib/session/dashboards';
import { Assurances } from '../components/Assurances';
import { PricesTaxNote } from '../../../components/PricesTaxNote';
import { DetailPrice } from '../components/DetailPrice';
import { ProductGallery } from '../components/ProductGallery';
import { ProductPurchase } from '../components/ProductPurchase';
import { PRODUCT_DETAIL_TEXTS as TEXTS } from '../productDetailTexts';
import { type DetailItem, type DetailRef, findArmProduct, findPackage, findTier, isDetailType } from '../productLookup';
import { detailView } from '../productView';

/**
 * /customer/product/{type}/{id} and the browse cards' /customer/product/arm/{arm id}/{name}: an
 * arm's product, a service tier or a package, looked up by id or lowercase hyphenated name.
 */
export function ProductDetailPage() {
  const { type, scope, id } = useParams();
  if (!isDetailType(type) || !id) return <ProductNotFound />;
  const target: DetailRef = { type, key: id, scope };
  if (target.type === 'tier') return <TierDetail target={target} />;
  if (target.type === 'package') return <PackageDetail target={target} />;
  return <ArmProductDetail target={target} />;
}

function ArmProductDetail({ target }: { target: DetailRef }) {
  const arms = useArms();
  const product = arms.data && findArmProduct(arms.data, target.key, target.scope);
  return waiting(arms) ?? (product ? <ProductDetail item={{ type: 'arm', product }} /> : <ProductNotFound />);
}

function TierDetail({ target }: { target: DetailRef }) {
  const tiers = useTiers();
  const tier = tiers.data && target.scope === undefined ? findTier(tiers.data, target.key) : undefined;
  return waiting(tiers) ?? (tier ? <ProductDetail item={{ type: 'tier', tier }} /> : <ProductNotFound />);
}

function PackageDetail({ target }: { target: DetailRef }) {
  const packs = usePrebuiltPackages();
  const arms = useArms();
  const item = packs.data && arms.data && target.scope === undefined ? findPackage(packs.data, arms.data, target.key) : undefined;
  return waiting(packs, arms) ?? (item ? <ProductDetail item={item} /> : <ProductNotFound />);
}

/** The page while a catalogue read is under way or after one failed; null once all have answered. */
function waiting(...queries: { isPending: boolean; error: Error | null }[]): ReactNode {
  const failed = queries.find((query) => query.error !== null);
  if (failed?.error)
    return (
      <DetailFrame title={null}>
        <LoadError error={failed.error} />
      </DetailFrame>
    );
  return queries.some((query) => query.isPending) ? (
    <DetailFrame title={null}>
      <PageLoading />
    </DetailFrame>
  ) : null;
}

function ProductNotFound() {
  return <MessagePage title={MESSAGES.productNotFound} home={{ label: TEXTS.goBackHome, to: CUSTOMER_DASHBOARD }} />;
}

/** The page around its content: the way back to Browse, then the content. */
function DetailFrame({ title, children }: { title: string | null; children: ReactNode }) {
  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {title && <title>{title}</title>}
      <Link component={RouterLink} to={BROWSE_PATH} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 3 }}>
        <ArrowBack fontSize="small" aria-hidden />
        {TEXTS.backToBrowse}
      </Link>
      {children}
    </Container>
  );
}

function ProductDetail({ item }: { item: DetailItem }) {
  const view = detailView(item);
  return (
    <DetailFrame title={view.name}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <ProductGallery name={view.name} />
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Badge variant="outline" label={view.typeLabel} />
            {view.popular && <Badge variant="secondary" label={TEXTS.bestSeller} />}
          </Stack>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {view.name}
          </Typography>
          {view.price ? (
            <>
              <DetailPrice price={view.price} monthlyCents={view.monthlyCents} />
              <PricesTaxNote />
            </>
          ) : (
            view.purchase.kind === 'quote' && (
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {QUOTE_REQUIRED}
              </Typography>
            )
          )}
          <Typography sx={{ color: 'text.secondary' }}>{view.description}</Typography>
          {view.features.length > 0 && (
            <section aria-labelledby="features-heading">
              <Typography id="features-heading" variant="h6" component="h2">
                {TEXTS.features}
              </Typography>
              <CheckList items={view.features} />
            </section>
          )}
          {view.includes.length > 0 && <Includes items={view.includes} />}
          <ProductPurchase purchase={view.purchase} />
          <Assurances />
        </Stack>
      </Box>
    </DetailFrame>
  );
}

function Includes({ items }: { items: { name: string; to?: string }[] }) {
  return (
    <section aria-labelledby="includes-heading">
      <Typography id="includes-heading" variant="h6" component="h2">
        {TEXTS.includes}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, my: 1 }}>
        {items.map(({ name, to }) => (
          <li key={name}>
            {to ? (
              <Link component={RouterLink} to={to}>
                {name}
              </Link>
            ) : (
              <Typography component="span">{name}</Typography>
            )}
          </li>
        ))}
      </Stack>
    </section>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CAROUSEL_LOOP_MS } from '@voosh/shared';
import type { PrebuiltPackage } from '../../catalogue/api/types';
import { usePrebuiltPackages } from '../../catalogue/api/usePrebuiltPackages';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { HomeSection } from './HomeSection';
import { Badge } from '../../../components/Badge';

const CARD_WIDTH = 300;
const GAP = 24;

/** Where the packages' local images are served from (storefront/public). */
const packageImageUrl = (image: string) => `/images/packages/${image}`;

/**
 * The pre-built packages scrolling in a continuous loop (CAROUSEL_LOOP_MS). The list is drawn twice
 * so the loop is seamless; the copy is inert and hidden from assistive technology. The motion
 * pauses on hover and keyboard focus, and is replaced by a scrollable row for users who prefer
 * reduced motion.
 */
export function PackagesCarousel() {
  const { data: packages, error, isPending } = usePrebuiltPackages();
  return (
    <HomeSection title="Pre-Built Packages" subtitle="Ready-made bundles of our most popular tools, set up together." tinted>
      {isPending ? (
        <PageLoading />
      ) : error ? (
        <LoadError error={error} />
      ) : (
        <Box
          data-testid="packages-carousel"
          sx={{
            overflow: 'hidden',
            '@media (prefers-reduced-motion: reduce)': { overflowX: 'auto' },
            maskImage: 'linear-gradient(90deg, transparent, #000 5%, #000 95%, transparent)',
          }}
        >
          <Box
            className="packages-track"
            sx={{
              display: 'flex',
              width: 'max-content',
              py: 2,
              animation: `packages-loop ${CAROUSEL_LOOP_MS}ms linear infinite`,
              '&:hover, &:focus-within': { animationPlayState: 'paused' },
              '@keyframes packages-loop': { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          >
            <PackageRow packages={packages} />
            <PackageRow packages={packages} copy />
          </Box>
        </Box>
      )}
    </HomeSection>
  );
}

function PackageRow({ packages, copy = false }: { packages: readonly PrebuiltPackage[]; copy?: boolean }) {
  return (
    <Box
      role={copy ? undefined : 'list'}
      aria-label={copy ? undefined : 'Pre-built packages'}
      aria-hidden={copy || undefined}
      inert={copy || undefined}
      sx={{
        display: 'flex',
        gap: `${GAP}px`,
        pr: `${GAP}px`,
        '@media (prefers-reduced-motion: reduce)': copy ? { display: 'none' } : {},
      }}
    >
      {packages.map((pack) => (
        <Card key={pack.id} role={copy ? undefined : 'listitem'} variant="outlined" sx={{ width: CARD_WIDTH, flexShrink: 0 }}>
          <CardMedia component="img" height={140} image={packageImageUrl(pack.image)} alt="" />
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                {pack.name}
              </Typography>
              <Badge label={`${pack.toolsCount} tools`} />
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              {pack.description}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {pack.tools.map((tool) => (
                <Badge key={tool} variant="outline" label={tool} />
              ))}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

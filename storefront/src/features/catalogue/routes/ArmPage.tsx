import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@voosh/shared';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useNotFoundStatus } from '../../../lib/pageStatus';
import { useArm } from '../api/useArm';
import { MessagePage } from '../../../components/MessagePage';
import { armKind } from '../components/productKind';
import { PageLoading } from '../../../components/PageLoading';
import { ProductGrid } from '../components/ProductGrid';
import { ArmHeader } from '../components/ArmHeader';
import { CustomArmBanner, PackageSellingPoints } from '../components/ArmNotes';

/** /arms/{armname}: one arm's header and product cards (custom and packages arms add their notes). */
export function ArmPage() {
  const { armName = '' } = useParams();
  const { data: arm, error, isPending } = useArm(armName.toLowerCase());

  // A block body: Chromium's scrollTo returns a Promise, which React would call as the clean-up.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [armName]);

  if (isPending) {
    return <PageLoading />;
  }
  if (error) {
    return <MessagePage title={error.message} />;
  }
  if (arm === null) return <ArmNotFound />;
  const kind = armKind(arm.slug);
  return (
    <Box component="main">
      <title>{arm.name}</title>
      <ArmHeader arm={arm} />
      <Container maxWidth="lg" sx={{ py: 5 }}>
        {kind === 'custom' && <CustomArmBanner />}
        {kind === 'package' && <PackageSellingPoints />}
        <Typography variant="h5" component="h2" sx={{ mb: 3 }}>
          {arm.products.length} {arm.products.length === 1 ? 'product' : 'products'}
        </Typography>
        <ProductGrid products={arm.products} color={arm.color} />
      </Container>
    </Box>
  );
}

/** 'Arm not found', answered with 404 by the server. */
function ArmNotFound() {
  useNotFoundStatus();
  return <MessagePage title={MESSAGES.armNotFound} />;
}

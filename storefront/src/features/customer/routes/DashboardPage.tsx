import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { TrackOrdersLink } from '../../../components/TrackOrdersLink';
import { useArms } from '../../catalogue/api/useArms';
import { CustomerPage } from '../../../components/CustomerPage';
import { useSession } from '../../../lib/session/useSession';
import { useProfile } from '../../profile/api/useProfile';
import { ArmGrid } from '../../catalogue/components/ArmGrid';
import { ArmProducts } from '../../catalogue/components/ArmProducts';
import { DashboardResults } from '../components/DashboardResults';
import { DashboardSearch } from '../components/DashboardSearch';
import { QuickAccessTiles } from '../components/QuickAccessTiles';
import { welcomeName } from '../welcomeName';

const WELCOME = 'Welcome back';

/**
 * /customer/dashboard: the greeting, a search that filters the products in place, shortcuts, the
 * way to order tracking, and the arms with their products.
 */
export function DashboardPage() {
  const { user } = useSession();
  const profile = useProfile();
  const arms = useArms();
  const [armId, setArmId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const picked = arms.data?.find((arm) => arm.id === armId);
  // The name waits for the profile (answered or failed) so the greeting does not change under the reader.
  const title = profile.isPending ? WELCOME : `${WELCOME}, ${welcomeName(profile.data?.firstName, user?.email)}`;

  return (
    <CustomerPage title={title}>
      <DashboardSearch value={search} onChange={setSearch} />
      <QuickAccessTiles />
      <TrackOrdersLink />
      {arms.isPending ? (
        <PageLoading />
      ) : arms.isError ? (
        <LoadError error={arms.error} />
      ) : search.trim() ? (
        <DashboardResults arms={arms.data} search={search} />
      ) : picked ? (
        <ArmProducts key={picked.id} arm={picked} onBack={() => setArmId(null)} />
      ) : (
        <section aria-labelledby="arms-heading">
          <Typography id="arms-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
            Browse by arm
          </Typography>
          <ArmGrid arms={arms.data} onPick={(arm) => setArmId(arm.id)} />
        </section>
      )}
    </CustomerPage>
  );
}

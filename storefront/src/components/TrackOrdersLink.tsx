import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Link from '@mui/material/Link';
import { ORDER_TRACKING_TEXTS, ORDERS_PATH } from '@voosh/shared';
import { Link as RouterLink } from 'react-router-dom';

/** 'Track your orders': the way to /customer/orders from the dashboard and the requests page. */
export function TrackOrdersLink() {
  return (
    <Link
      component={RouterLink}
      to={ORDERS_PATH}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mb: 3, alignSelf: 'flex-start' }}
    >
      <LocalShippingOutlined fontSize="small" aria-hidden />
      {ORDER_TRACKING_TEXTS.trackOrders}
    </Link>
  );
}

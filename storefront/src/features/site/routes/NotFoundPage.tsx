import { MESSAGES } from '@voosh/shared';
import { useLocation } from 'react-router-dom';
import { BACK_TO_HOME_LABEL, MessagePage } from '../../../components/MessagePage';
import { useNotFoundStatus } from '../../../lib/pageStatus';
import { CUSTOMER_DASHBOARD } from '../../../lib/session/dashboards';

const CUSTOMER_AREA = '/customer/';

/** '404 Page Not Found' (answered with 404 by the server); inside the customer area, 'Back to Home' leads to the customer's dashboard. */
export function NotFoundPage() {
  useNotFoundStatus();
  const { pathname } = useLocation();
  const home = pathname.startsWith(CUSTOMER_AREA) ? { label: BACK_TO_HOME_LABEL, to: CUSTOMER_DASHBOARD } : undefined;
  return <MessagePage title={MESSAGES.notFoundTitle} home={home} />;
}

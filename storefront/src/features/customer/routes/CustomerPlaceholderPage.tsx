import { MessagePage } from '../../../components/MessagePage';

/** Customer routes not built yet: shown inside the CUSTOMER guard instead of a 404. */
export function CustomerPlaceholderPage() {
  return <MessagePage title="Coming soon" text="This part of your customer area is on its way." />;
}

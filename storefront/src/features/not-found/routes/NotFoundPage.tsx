import { MESSAGES } from '@voosh/shared';
import { MessagePage } from '../../../components/MessagePage';

export function NotFoundPage() {
  return <MessagePage title={MESSAGES.notFoundTitle} />;
}

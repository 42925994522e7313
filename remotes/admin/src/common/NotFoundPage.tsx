import { useDocumentTitle } from '@thrive/ui';
import { NotFoundBox } from './NotFoundBox';

/** Any other path on the admin host. */
export default function NotFoundPage() {
  useDocumentTitle('Page not found · Admin');
  return (
    <NotFoundBox title="Page not found" to="/" action="Go to the dashboard">
      There is no admin page at this address. Use the navigation or go back to the dashboard.
    </NotFoundBox>
  );
}

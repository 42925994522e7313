import { useDocumentTitle } from '@thrive/ui';

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  return <h1>Dashboard</h1>;
}

import { PlaceholderPage } from '../common/PlaceholderPage';

/** Placeholder until built. */
export function DashboardPage() {
  return <PlaceholderPage title="dashboard" />;
}

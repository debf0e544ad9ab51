import { PlaceholderPage } from '../common/PlaceholderPage';

/** Placeholder until built. */
export function RequestsPage() {
  return <PlaceholderPage title="requests" />;
}

import { PlaceholderPage } from '../common/PlaceholderPage';

/** Placeholder until built. */
export function DemoRequestsPage() {
  return <PlaceholderPage title="demoRequests" />;
}

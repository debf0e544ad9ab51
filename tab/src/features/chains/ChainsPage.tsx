import { PlaceholderPage } from '../common/PlaceholderPage';

/** Placeholder until built. */
export function ChainsPage() {
  return <PlaceholderPage title="chains" />;
}

import { PlaceholderPage } from '../common/PlaceholderPage';

/** Placeholder until built. */
export function ChainItemsPage() {
  return <PlaceholderPage title="chainItems" />;
}

import { PlaceholderPage } from '../common/PlaceholderPage';

/** Placeholder until built. */
export function EntryPage() {
  return <PlaceholderPage title="entry" />;
}

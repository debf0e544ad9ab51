import { PlaceholderPage } from '../common/PlaceholderPage';

/** Placeholder until built. */
export function SettingsPage() {
  return <PlaceholderPage title="settings" />;
}

import { PlaceholderPage } from '../common/PlaceholderPage';

/** Placeholder until built. */
export function ProfilePage() {
  return <PlaceholderPage title="profile" />;
}

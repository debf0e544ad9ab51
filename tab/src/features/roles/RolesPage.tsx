import { PlaceholderPage } from '../common/PlaceholderPage';

/** Placeholder until built. */
export function RolesPage() {
  return <PlaceholderPage title="roles" />;
}

import { PlaceholderPage } from '../common/PlaceholderPage';

/** Placeholder until built. */
export function UsersPage() {
  return <PlaceholderPage title="users" />;
}

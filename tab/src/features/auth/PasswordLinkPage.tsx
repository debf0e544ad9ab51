import { PlaceholderPage } from '../common/PlaceholderPage';

/** Placeholder until built. */
export function PasswordLinkPage() {
  return <PlaceholderPage title="passwordLink" />;
}

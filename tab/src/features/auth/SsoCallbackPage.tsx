import { PlaceholderPage } from '../common/PlaceholderPage';

/** Placeholder until built. */
export function SsoCallbackPage() {
  return <PlaceholderPage title="ssoCallback" />;
}

/** Subscription and consent keys as the pages group them, and the diff of two choices (spec 1 §3 Subscriptions). */
import type { SubscriptionName, Subscriptions } from '@contracts/users';

/** Subscriptions in the order the pages list them. */
export const SUBSCRIPTION_GROUPS: { subscriptions: SubscriptionName[]; consents: SubscriptionName[] } = {
  subscriptions: ['library', 'conferences', 'guests', 'job_positions', 'announcements'],
  consents: ['consent_to_be_photographed', 'birthday_congratulations'],
};

/** The keys whose value differs between `next` and `current`. */
export function changedSubscriptions(current: Subscriptions, next: Subscriptions): Partial<Subscriptions> {
  const out: Partial<Subscriptions> = {};
  for (const k of Object.keys(next) as SubscriptionName[]) if (next[k] !== current[k]) out[k] = next[k];
  return out;
}

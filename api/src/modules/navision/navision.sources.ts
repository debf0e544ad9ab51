/**
 * Documents the external accounting system receives (issue 13 item 5; spec 2 §7 POST navision/sync):
 * a module whose approved requests are booked there (business trips, expense claims) registers a
 * source from its own register function; the sync asks every source for its approved documents and
 * sends those not sent yet (navision_sent_documents keeps the sync idempotent per document).
 */
import type { EntityManager } from 'typeorm';

/** One document as the external system receives it. */
export interface NavisionDocument {
  /** The request type name: `business_trip` | `expense_claim`. */
  kind: string;
  /** The module's own id of the document (trip id, claim id). */
  id: number;
  /** The employee's id in the external system; null when the owner has none (user_has_no_navision_id). */
  navisionId: string | null;
  /** The portal user the document belongs to (for the error reply). */
  userId: number;
  /** The document's content, JSON-serialisable (amounts in cents, dates YYYY-MM-DD). */
  payload: Record<string, unknown>;
}

/** A module's approved documents. `approved` returns every approved one; the sync skips those already sent. */
export interface NavisionSource {
  kind: string;
  approved(em: EntityManager): Promise<NavisionDocument[]>;
}

const sources = new Map<string, NavisionSource>();

/** Registers (or replaces) the source of `source.kind`. */
export function registerNavisionSource(source: NavisionSource): void {
  sources.set(source.kind, source);
}

/** Every registered source, in registration order. */
export const navisionSources = (): NavisionSource[] => [...sources.values()];

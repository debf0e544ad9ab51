/**
 * On-call registration: no routes of its own — the request type `oncall` goes through the engine's v2
 * chains (POST /api/v2/chains?submit=…, PUT /api/v2/chains/:id, PATCH …/submit|approve|reject|
 * return-to-owner|cancel, DELETE /api/v2/chains/:id). The report is GET /api/v2/exports/:userChainId.
 */
import { registerOncallType } from './oncall.service';

/** Registers the on-call error codes and request type. */
export function registerOncall(): void {
  registerOncallType();
}

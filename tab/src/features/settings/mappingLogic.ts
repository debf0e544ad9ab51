/**
 * Chain mapping rule (spec 2 §5 Chain mapping): the same chain may not serve two request types.
 */

/** The keys whose chain is also chosen by another key (empty chains never count). */
export function duplicateKeys<K extends string>(rows: { key: K; chainId: number | null }[]): Set<K> {
  const byChain = new Map<number, K[]>();
  for (const r of rows) if (r.chainId != null) byChain.set(r.chainId, [...(byChain.get(r.chainId) ?? []), r.key]);
  const out = new Set<K>();
  for (const keys of byChain.values()) if (keys.length > 1) keys.forEach((k) => out.add(k));
  return out;
}

/** True when the draft differs from what was loaded. */
export function changed<K extends string>(draft: Record<K, number | null>, loaded: Record<K, number | null>): boolean {
  return (Object.keys(draft) as K[]).some((k) => (draft[k] ?? null) !== (loaded[k] ?? null));
}

/**
 * Relationship types of relatives (spec 1 §3 Relative; GET /api/v1/users/relatives_types): the
 * name in the reader's language and the types for pickers, loaded once per session.
 */
import type { RelationshipTypeView } from '@contracts/relatives';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** The type's name in `lang` (lt or en), its key when it has no name; null without a type. */
export function relationshipName(type: Pick<RelationshipTypeView, 'type_name' | 'name_en' | 'name_lt'> | null | undefined, lang: string): string | null {
  if (!type) return null;
  return (lang.startsWith('lt') ? type.name_lt : type.name_en) || type.type_name;
}

/** Every relationship type, in display order (never refetched while the tab is open). */
export const useRelationshipTypes = (enabled = true) =>
  useQuery({ queryKey: ['relatives-types'], queryFn: () => api<RelationshipTypeView[]>('/api/v1/users/relatives_types'), enabled, staleTime: Infinity });

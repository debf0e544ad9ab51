/** Reply shapes of relatives (spec 1 §3 Relative; contracts/relatives.ts). */
import type { RelationshipTypeView, RelativeView } from '../../contracts/relatives';
import type { Relative, RelationshipType } from './users.relatives.entities';

/** A relationship type as replied. */
export const presentRelationshipType = (t: RelationshipType): RelationshipTypeView => ({
  id: t.id,
  type_name: t.type_name,
  name_en: t.name_en,
  name_lt: t.name_lt,
  is_birth_date_required: Boolean(t.is_birth_date_required),
  is_contact_number_required: Boolean(t.is_contact_number_required),
});

/** A relative with its relationship type (null when it has none or the type is gone). */
export const presentRelative = (r: Relative, type: RelationshipType | undefined): RelativeView => ({
  id: r.id,
  employee_id: r.employee_id,
  name: r.name,
  surname: r.surname,
  relationship: type ? presentRelationshipType(type) : null,
  contact_number: r.contact_number,
  birth_date: r.birth_date,
});

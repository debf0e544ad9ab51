/**
 * The read statements of conferences and trainings (shared by the service and the participation flow):
 * one row of an item with its type, creator and the caller's latest participation and its request
 * status, all in one statement.
 */
import type { EntityManager } from 'typeorm';
import type { ConferenceKind } from '../../contracts/conferences';
import { AppError } from '../../http/errors';
import { rawRows } from '../../db/raw';
import type { Actor } from '../approvals';
import type { ConferenceRow } from './conferences.presenters';

/** 404 code of a kind. */
export const notFoundCode = (kind: ConferenceKind) => (kind === 'training' ? 'training_not_found' : 'conference_not_found');

export const SELECT =
  'SELECT c.id, c.kind, c.title, c.description, c.location, c.date_start, c.date_end, c.price_cents, c.max_participants, c.link, c.conference_type_id, ' +
  'ct.name AS type_name, c.employee_id, u.name AS e_name, u.surname AS e_surname, c.canceled, c.confirmed_count, ' +
  'p.id AS my_id, p.confirmed AS my_confirmed, p.request_id AS my_request_id, r.status AS my_request_status ' +
  'FROM conferences c INNER JOIN users u ON u.id = c.employee_id LEFT JOIN conference_types ct ON ct.id = c.conference_type_id ' +
  'LEFT JOIN conference_participations p ON p.id = (SELECT MAX(p2.id) FROM conference_participations p2 WHERE p2.conference_id = c.id AND p2.user_id = :me) ' +
  'LEFT JOIN requests r ON r.id = p.request_id';
export const FROM_FOR_COUNT =
  'SELECT COUNT(*) AS n FROM conferences c ' +
  'LEFT JOIN conference_participations p ON p.id = (SELECT MAX(p2.id) FROM conference_participations p2 WHERE p2.conference_id = c.id AND p2.user_id = :me) ' +
  'LEFT JOIN requests r ON r.id = p.request_id';
/** Mine: created by the caller, or the caller's latest participation is pending or confirmed. */
export const MINE = " AND (c.employee_id = :me OR (p.id IS NOT NULL AND (r.status IN ('not_initialized', 'in_progress') OR p.confirmed = :yes)))";

/** One row of `kind` as `actor` sees it. @throws 404 conference_not_found | training_not_found */
export async function loadConferenceRow(em: EntityManager, actor: Actor, kind: ConferenceKind, id: number): Promise<ConferenceRow> {
  const rows = await rawRows(em, `${SELECT} WHERE c.id = :id AND c.kind = :kind`, { me: actor.id, id, kind });
  if (!rows.length) throw new AppError(notFoundCode(kind));
  return rows[0];
}


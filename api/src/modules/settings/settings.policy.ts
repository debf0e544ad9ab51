/**
 * The settings module's rules beyond route permissions (spec 2 §5 Settings, §7 Settings; spec 1 §3
 * User info change field): small pure functions over facts the service loads. Who reads and writes
 * is decided by the routes' `access` (settings_read / settings_write and the listed alternatives);
 * what is left are the shapes of the data itself:
 * - one personal info change reference per field ({@link assertNoReferenceYet}; duplicate_user_info_change_reference);
 * - a reference's field never changes once created ({@link assertSameField}; 400 provided_invalid_data on `request_type`).
 */
import { AppError } from '../../http/errors';

/** @throws duplicate_user_info_change_reference when the field already has a reference. */
export function assertNoReferenceYet(existing: unknown): void {
  if (existing) throw new AppError('duplicate_user_info_change_reference');
}

/** @throws provided_invalid_data (400, field `request_type`) when an edit names another field than the reference's. */
export function assertSameField(current: string, requested: string | undefined): void {
  if (requested && requested !== current) {
    throw new AppError('provided_invalid_data', 400, { fields: [{ path: 'request_type', message: 'the field of a reference cannot change' }] });
  }
}

/**
 * Reply shapes of personal info change requests (spec 1 §3 Info change request, §5 Info change
 * images; spec 2 §7 GET /requests/{id}/object), typed with api/src/contracts/user-info-change.ts.
 */
import type { z } from 'zod';
import type { InfoChangeField, infoChangeObject, infoChangeReply } from '../../contracts/user-info-change';
import type { UserInfoChange } from './user-info-change.entities';

/** A stored image of a change, bytes included (what approvers see). */
export interface InfoChangeImageFile {
  id: number;
  name: string;
  content_type: string;
  size: number;
  data: Buffer;
}

/** The change as approvers see it (GET /requests/{id}/object): relatives as a list, images as base64. */
export function presentInfoChange(c: UserInfoChange, images: InfoChangeImageFile[]): z.infer<typeof infoChangeObject> {
  const parse = (v: string | null): unknown => (c.field === 'relatives' && v ? JSON.parse(v) : v);
  return {
    id: c.id,
    type: c.field as InfoChangeField,
    value: parse(c.value),
    old_value: parse(c.old_value),
    user_id: c.user_id,
    images: images.map((f) => ({ id: f.id, name: f.name, content_type: f.content_type, size: f.size, data: f.data.toString('base64') })),
    applied_at: c.applied_at?.toISOString() ?? null,
  };
}

/** POST /users/{id}/edit: the change, its request and the request's status after submitting. */
export const presentInfoChangeReply = (changeId: number, request: { id: number; status: string }): z.infer<typeof infoChangeReply> => ({
  id: changeId,
  request_id: request.id,
  status: request.status,
});

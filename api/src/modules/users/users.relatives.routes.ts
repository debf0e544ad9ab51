/**
 * Relatives routes (spec 1 §7 Users): GET users/relatives_types (every signed-in user: the personal
 * info change form offers them) and PUT users/{id}/relatives (users_write_sensitive_info; refusals
 * 400 invalid_user_data with fields). Declared by users.routes.ts.
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import { relationshipType, relative, relativesBody } from '../../contracts/relatives';
import { idParams, type ApiRouter } from '../../http/route';
import { relationshipTypes, setRelatives } from './users.relatives';

/** Declares the relatives routes on /api/v1. */
export function registerRelatives(v1: ApiRouter, ctx: AppContext): void {
  v1.add({
    method: 'get', path: '/users/relatives_types', summary: 'Relationship types of relatives (names in en and lt, required details)', access: 'user',
    response: z.array(relationshipType), handler: () => relationshipTypes(ctx.ds.manager),
  });
  v1.add({
    method: 'put', path: '/users/:id/relatives', summary: "Replace a user's relatives (users_write_sensitive_info)", access: { anyOf: ['users_write_sensitive_info'] },
    params: idParams, body: relativesBody, invalidBody: 'invalid_user_data', response: z.array(relative),
    handler: ({ user, params, body }) => setRelatives(ctx, user, params.id, body),
  });
}

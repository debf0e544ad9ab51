/**
 * Settings routes (spec 2 §7 Settings, v1). settings_read reads, settings_write changes, with these
 * additions: the personal info change references are readable by every signed-in user (the profile's
 * change form lists them); expense claim types also by expense_claims_read; conference types also by
 * conference_types_read / conferences_read and assignable with conference_types_write; seniority
 * levels with seniority_levels_read / _write.
 *
 * User info chain mappings live at GET / PUT /api/v1/users/edit/chain-mappings (next to the
 * references they edit; a three-segment path so it never meets the users module's `/users/:id`).
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import { okReply } from '../../contracts/common';
import {
  assignChainBody, conferenceType, expenseClaimType, expenseClaimTypesBody, infoChangeReference, infoChangeReferenceBody,
  infoChangeReferenceUpdate, seniorityLevel, seniorityLevelBody, userInfoChainMapping, userInfoChainMappingsBody,
} from '../../contracts/settings';
import { AppError } from '../../http/errors';
import { idParams, type Api } from '../../http/route';
import * as s from './settings.service';

/** Declares the settings routes. */
export function registerSettings({ v1 }: Api, ctx: AppContext): void {
  const read = { anyOf: ['settings_read' as const] };
  const write = { anyOf: ['settings_write' as const] };
  const em = () => ctx.ds.manager;

  v1.add({ method: 'get', path: '/users/edit/chain-mappings', summary: 'User info chain mappings: the chain of each personal-info field', access: read, response: z.array(userInfoChainMapping), handler: () => s.getInfoChainMappings(em()) });
  v1.add({ method: 'put', path: '/users/edit/chain-mappings', summary: 'Set the chain of personal-info fields', access: write, body: userInfoChainMappingsBody, response: z.array(userInfoChainMapping), handler: ({ body }) => s.setInfoChainMappings(ctx, body) });

  v1.add({ method: 'get', path: '/users/edit/references', summary: 'Personal info change references (fields a user may ask to change)', access: 'user', response: z.array(infoChangeReference), handler: () => s.listReferences(em()) });
  v1.add({ method: 'post', path: '/users/edit/references', summary: 'Add a personal info change reference (one per field)', access: write, status: 201, body: infoChangeReferenceBody, response: infoChangeReference, handler: ({ body }) => s.createReference(ctx, body) });
  for (const method of ['patch', 'put'] as const) {
    v1.add({ method, path: '/users/edit/references/:id', summary: 'Edit a personal info change reference (the field is fixed)', access: write, params: idParams, body: infoChangeReferenceUpdate, response: infoChangeReference, handler: ({ params, body }) => s.updateReference(ctx, params.id, body) });
  }
  v1.add({ method: 'delete', path: '/users/edit/references/:id', summary: 'Delete a personal info change reference', access: write, params: idParams, response: okReply, handler: ({ params }) => s.deleteReference(ctx, params.id) });

  v1.add({ method: 'get', path: '/expense-claims/types', summary: 'Expense claim types with their chains', access: { anyOf: ['settings_read', 'expense_claims_read'] }, response: z.array(expenseClaimType), handler: () => s.listExpenseClaimTypes(em()) });
  v1.add({ method: 'put', path: '/expense-claims/types', summary: 'Set chains of expense claim types (new names are added)', access: write, body: expenseClaimTypesBody, response: z.array(expenseClaimType), handler: ({ body }) => s.putExpenseClaimTypes(ctx, body) });

  v1.add({ method: 'get', path: '/conferences/types', summary: 'Conference types with their chains', access: { anyOf: ['settings_read', 'conference_types_read', 'conferences_read'] }, response: z.array(conferenceType), handler: () => s.listConferenceTypes(em()) });
  v1.add({ method: 'put', path: '/conferences/types/:id/assign-chain', summary: 'Set the chain of a conference type', access: { anyOf: ['settings_write', 'conference_types_write'] }, params: idParams, body: assignChainBody, response: conferenceType, handler: ({ params, body }) => s.assignConferenceChain(ctx, params.id, body.chain_id) });

  const levelsRead = { anyOf: ['seniority_levels_read' as const, 'settings_read' as const] };
  const levelsWrite = { anyOf: ['seniority_levels_write' as const, 'settings_write' as const] };
  v1.add({ method: 'get', path: '/seniority-levels', summary: 'Seniority levels', access: levelsRead, response: z.array(seniorityLevel), handler: () => s.listSeniorityLevels(em()) });
  v1.add({ method: 'post', path: '/seniority-levels', summary: 'Add a seniority level', access: levelsWrite, status: 201, body: seniorityLevelBody, response: seniorityLevel, handler: ({ body }) => s.createSeniorityLevel(ctx, body.name) });
  v1.add({
    method: 'put', path: '/seniority-levels', summary: 'Rename a seniority level (body carries its id)', access: levelsWrite, body: seniorityLevelBody, response: seniorityLevel,
    handler: ({ body }) => {
      if (!body.id) throw new AppError('provided_invalid_data', 400, { fields: [{ path: 'id', message: 'required' }] });
      return s.updateSeniorityLevel(ctx, body.id, body.name);
    },
  });
  v1.add({ method: 'get', path: '/seniority-levels/:id', summary: 'One seniority level', access: levelsRead, params: idParams, response: seniorityLevel, handler: ({ params }) => s.getSeniorityLevel(ctx, params.id) });
  v1.add({ method: 'put', path: '/seniority-levels/:id', summary: 'Rename a seniority level', access: levelsWrite, params: idParams, body: seniorityLevelBody, response: seniorityLevel, handler: ({ params, body }) => s.updateSeniorityLevel(ctx, params.id, body.name) });
  v1.add({ method: 'delete', path: '/seniority-levels/:id', summary: 'Delete a seniority level', access: levelsWrite, params: idParams, response: okReply, handler: ({ params }) => s.deleteSeniorityLevel(ctx, params.id) });
}

/**
 * Roles routes (spec 1 §7 Roles). Reading needs roles_read; every change needs roles_write, and the
 * service refuses (403 missing_permissions) a role or permission set beyond the caller's own.
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import { okReply } from '../../contracts/common';
import { permissionCatalogue, role, roleBody, rolePermissionsBody, roleWithPermissions } from '../../contracts/roles';
import { idParams, type Api } from '../../http/route';
import * as roles from './roles.service';

/** Declares the roles routes of spec 1 §7 on /api/v1. */
export function registerRoles({ v1 }: Api, ctx: AppContext): void {
  const read = { anyOf: ['roles_read' as const] };
  const write = { anyOf: ['roles_write' as const] };
  // Chain and settings administrators pick roles for chain items, and checklist administrators for tasks (issue 15), so they may list roles too.
  v1.add({
    method: 'get', path: '/roles', summary: 'All roles', access: { anyOf: ['roles_read', 'chain_read', 'settings_read', 'onboarding_tasks_write', 'offboarding_tasks_write'] },
    response: z.array(role), handler: ({ user }) => roles.listRoles(ctx, user),
  });
  v1.add({
    method: 'post', path: '/roles', summary: 'Create a role (permissions are set with PUT /roles/permissions)', access: write, status: 201,
    body: roleBody, response: z.object({ id: z.number() }),
    handler: async ({ body, user }) => ({ id: await roles.createRole(ctx, body.name, body.description, user) }),
  });
  v1.add({
    method: 'get', path: '/roles/permissions', summary: 'Every role with its permissions', access: read,
    response: z.array(roleWithPermissions), handler: ({ user }) => roles.rolesWithPermissions(ctx, user),
  });
  v1.add({
    method: 'get', path: '/roles/permissions/catalogue', summary: 'Permission groups and implications for the role editor', access: read,
    response: permissionCatalogue, handler: () => roles.permissionCatalogue(),
  });
  v1.add({
    method: 'put', path: '/roles/permissions', summary: 'Save a role with its permissions (implied ones are added)', access: write,
    body: rolePermissionsBody, response: z.object({ permission_names: z.array(z.string()) }),
    handler: async ({ body, user }) => ({ permission_names: await roles.updateRolePermissions(ctx, user, body) }),
  });
  v1.add({ method: 'delete', path: '/roles/default', summary: 'Remove the default role', access: write, response: okReply, handler: () => roles.removeDefaultRole(ctx) });
  v1.add({
    method: 'post', path: '/roles/:id/default', summary: 'Make a role the default one', access: write, params: idParams, response: okReply,
    handler: ({ params, user }) => roles.setDefaultRole(ctx, user, params.id),
  });
  v1.add({
    method: 'delete', path: '/roles/:id', summary: 'Delete a role nobody holds', access: write, params: idParams, response: okReply,
    handler: ({ params, user }) => roles.deleteRole(ctx, user, params.id),
  });
}

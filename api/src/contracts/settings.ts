/**
 * Settings (spec 2 §2 Settings page, §3 Mappings, §5 Settings, §7 Settings; spec 1 §3 User info
 * change field): user info chain mappings, expense claim types, conference types, seniority levels
 * and personal info change references.
 */
import { z } from 'zod';
import { INFO_CHANGE_FIELDS } from './user-info-change';

export const SETTINGS_LIMITS = { name: 255, expenseClaimTypeName: 100 } as const;

const chainId = z.number().int().positive().nullable();
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean);

/** User info chain mapping: which chain a personal-info field's change goes through. */
export const userInfoChainMapping = z.object({ request_type: z.enum(INFO_CHANGE_FIELDS), chain_id: chainId });
export const userInfoChainMappingsBody = z.array(userInfoChainMapping);

/** Expense claim type: `name` is also the tab's translation key. */
export const expenseClaimType = z.object({ id: z.number().int(), name: z.string(), chain_id: chainId });
export const expenseClaimTypesBody = z.array(z.object({ name: z.string().trim().min(1).max(SETTINGS_LIMITS.expenseClaimTypeName), chain_id: chainId }));

export const conferenceType = z.object({
  id: z.number().int(), name: z.string(), description: z.string().nullable(), chain_id: chainId, chain_name: z.string().nullable(),
});
export const assignChainBody = z.object({ chain_id: chainId });

export const seniorityLevelBody = z.object({ id: z.number().int().positive().optional(), name: z.string().trim().min(1).max(SETTINGS_LIMITS.name) });
export const seniorityLevel = z.object({ id: z.number().int(), name: z.string() });

/** Personal info change reference: one per field; `request_type` is fixed once created. */
export const infoChangeReferenceBody = z.object({
  request_type: z.enum(INFO_CHANGE_FIELDS),
  name: z.string().trim().min(1).max(SETTINGS_LIMITS.name),
  chain_id: chainId.optional().transform((v) => v ?? null),
  image_required: flag.default(false),
});
export const infoChangeReferenceUpdate = z.object({
  request_type: z.enum(INFO_CHANGE_FIELDS).optional(),
  name: z.string().trim().min(1).max(SETTINGS_LIMITS.name),
  chain_id: chainId.optional().transform((v) => v ?? null),
  image_required: flag.default(false),
});
export const infoChangeReference = z.object({
  id: z.number().int(), request_type: z.enum(INFO_CHANGE_FIELDS), name: z.string(), chain_id: chainId, chain_name: z.string().nullable(), image_required: z.boolean(),
});

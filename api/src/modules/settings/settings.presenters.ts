/**
 * The settings module's reply shapes (spec 2 §3 Mappings, §5 Settings, §7 Settings), typed by
 * api/src/contracts/settings.ts. settings.service loads rows (with chain names joined) and calls these.
 */
import type { z } from 'zod';
import type { conferenceType, expenseClaimType, infoChangeReference, seniorityLevel, userInfoChainMapping } from '../../contracts/settings';
import type { InfoChangeField } from '../../contracts/user-info-change';
import type { ConferenceType, ExpenseClaimType, SeniorityLevel, UserInfoChangeReference } from './settings.entities';

/** A personal info change reference with its chain's name (null when none). */
export const presentReference = (r: UserInfoChangeReference, chainName: string | null): z.infer<typeof infoChangeReference> => ({
  id: r.id,
  request_type: r.request_type as InfoChangeField,
  name: r.name,
  chain_id: r.chain_id,
  chain_name: chainName,
  image_required: !!r.image_required,
});

/** A user info chain mapping: a personal-info field and its chain (null when none). */
export const presentInfoChainMapping = (request_type: InfoChangeField, chainId: number | null): z.infer<typeof userInfoChainMapping> => ({
  request_type,
  chain_id: chainId,
});

/** An expense claim type. */
export const presentExpenseClaimType = (t: ExpenseClaimType): z.infer<typeof expenseClaimType> => ({ id: t.id, name: t.name, chain_id: t.chain_id });

/** A conference type with its chain's name (null when none). */
export const presentConferenceType = (t: ConferenceType, chainName: string | null): z.infer<typeof conferenceType> => ({
  id: t.id,
  name: t.name,
  description: t.description,
  chain_id: t.chain_id,
  chain_name: chainName,
});

/** A seniority level. */
export const presentSeniorityLevel = (s: SeniorityLevel): z.infer<typeof seniorityLevel> => ({ id: s.id, name: s.name });

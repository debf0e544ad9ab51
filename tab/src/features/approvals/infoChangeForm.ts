/**
 * The value rules of the personal info change form, from the contracts (spec 1 §3, §5): a text
 * field's value is required after trim and at most INFO_CHANGE_LIMITS.valueMax[field] characters;
 * relatives are the `relativesBody` list (name and surname required, at most RELATIVE_LIMITS
 * entries), and at least one. What a relationship type requires (birth date, contact number) comes
 * from the server's types and is checked by `relativesValid` beside it.
 */
import { relativesBody } from '@contracts/relatives';
import { INFO_CHANGE_LIMITS, type InfoChangeField } from '@contracts/user-info-change';
import { z } from 'zod';
import { contractErrors, type IssueKey } from '../../lib/zodForm';

/** The schema of `{ value }` for a field. */
export const infoChangeValue = (field: InfoChangeField) =>
  z.object({ value: field === 'relatives' ? relativesBody.min(1) : z.string().trim().min(1).max(INFO_CHANGE_LIMITS.valueMax[field]) });

/** The message key of the value's first issue (`required`, `tooLong` or `invalid`), undefined when valid. */
export const valueIssue = (field: InfoChangeField, value: unknown): IssueKey | undefined =>
  contractErrors(infoChangeValue(field), { value }).value;

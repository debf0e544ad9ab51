/**
 * The value rules of the personal info change form, from the contracts (spec 1 §3, §5): a text
 * field's value is required after trim and at most INFO_CHANGE_LIMITS.valueMax[field] characters;
 * relatives are the `relativesBody` list (name and surname required, at most RELATIVE_LIMITS
 * entries), and at least one. What a relationship type requires (birth date, contact number) comes
 * from the server's types and is checked by `relativesValid` beside it. {@link infoChangeFormSchema}
 * is the dialog's react-hook-form schema over all of it.
 */
import { relativesBody, type RelationshipTypeView } from '@contracts/relatives';
import { INFO_CHANGE_LIMITS, type InfoChangeField } from '@contracts/user-info-change';
import { z } from 'zod';
import { contractErrors, type IssueKey } from '../../lib/zodForm';
import { relativesValid, type RelativeDraft } from './RelativesEditor';

/** The schema of `{ value }` for a field. */
export const infoChangeValue = (field: InfoChangeField) =>
  z.object({ value: field === 'relatives' ? relativesBody.min(1) : z.string().trim().min(1).max(INFO_CHANGE_LIMITS.valueMax[field]) });

/** The message key of the value's first issue (`required`, `tooLong` or `invalid`), undefined when valid. */
export const valueIssue = (field: InfoChangeField, value: unknown): IssueKey | undefined =>
  contractErrors(infoChangeValue(field), { value }).value;

/** The dialog's values: the chosen field ('' until chosen), a text value, the relatives' rows, the picked images. */
export interface InfoChangeDraft {
  field: InfoChangeField | '';
  value: string;
  relatives: RelativeDraft[];
  files: File[];
}

/** What the rules depend on besides the values: the chosen field's reference, edit mode, the relationship types. */
export interface InfoChangeContext {
  imageRequired: boolean;
  editing: boolean;
  relationshipTypes?: readonly RelationshipTypeView[];
}

/** The request the dialog sends: the field, its value (trimmed text or the relatives' rows) and the images. */
export interface InfoChangeRequest {
  type: InfoChangeField;
  value: string | Record<string, unknown>[];
  files: File[];
}

/**
 * The dialog's schema: a field chosen (`field`), its value by the contract ({@link valueIssue}; on
 * `value` or `relatives`, message = the issue key), the relatives' relationship needs, and an image
 * when the field's reference requires one on a new request (`files`). Output: the request to send.
 */
export function infoChangeFormSchema(ctx: InfoChangeContext) {
  return z.custom<InfoChangeDraft>().transform((d, c): InfoChangeRequest => {
    if (!d.field) {
      c.addIssue({ code: 'custom', path: ['field'], message: 'required' });
      return z.NEVER;
    }
    const relatives = d.field === 'relatives';
    const issue = valueIssue(d.field, relatives ? d.relatives : d.value);
    if (issue) c.addIssue({ code: 'custom', path: [relatives ? 'relatives' : 'value'], message: issue });
    else if (relatives && !relativesValid(d.relatives, ctx.relationshipTypes)) c.addIssue({ code: 'custom', path: ['relatives'], message: 'required' });
    if (!ctx.editing && ctx.imageRequired && d.files.length === 0) c.addIssue({ code: 'custom', path: ['files'], message: 'required' });
    return { type: d.field, value: relatives ? d.relatives.map((r): Record<string, unknown> => ({ ...r })) : d.value.trim(), files: d.files };
  });
}

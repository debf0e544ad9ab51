/**
 * The personal information change request dialog (spec 1 §3 Info change request, §4, §5, §9):
 * choose a configured field (GET /api/v1/users/edit/references), give the new value and up to three
 * images (jpeg, jpg, png or pdf, each under 10,000,000 bytes; a wrong type and a too large file get
 * the same bad-file-type message). Submit is disabled without a value (and without an image when
 * the field requires one); the value is checked with the contracts' rules (infoChangeForm.ts).
 * POST /api/v1/users/:id/edit (useCreateInfoChange); the request then goes to the field's chain.
 *
 * Edit mode (`editRequestId`, the requests page's Edit action): the field is fixed and the value
 * comes from the request's object (GET /api/v2/requests/:id/inspect). The message the request was
 * returned with is shown on top. Save = PUT /api/v2/chains/:id; the owner of a returned
 * (not_initialized) request also gets "Save and submit" = PUT, then PATCH /api/v2/chains/:id/submit,
 * which starts a new round from the first chain item (useEditRequest). Busy states come from the
 * two mutations. Images are not edited (the engine's edit
 * takes the value only). The values (field, value, relatives, images) are a react-hook-form form with
 * `zodResolver(infoChangeFormSchema)`; Submit follows that schema as the user types.
 */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, makeStyles, MessageBar, MessageBarBody,
  MessageBarTitle, Select, Spinner, Text, tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Attach20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import { INFO_CHANGE_LIMITS, type InfoChangeField } from '@contracts/user-info-change';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { FormInput, FormTextarea } from '../../components/FormControls';
import { errorCode, useNotify } from '../../components/notify';
import { api } from '../../lib/api';
import { useRelationshipTypes } from '../../lib/relationships';
import { addFiles } from './infoChangeFiles';
import { infoChangeFormSchema, type InfoChangeContext, type InfoChangeDraft, type InfoChangeRequest } from './infoChangeForm';
import { RelativesEditor, type RelativeDraft } from './RelativesEditor';
import { useCreateInfoChange, useEditRequest, useInspect } from './requestsApi';

interface Reference {
  id: number;
  request_type: InfoChangeField;
  name: string;
  chain_id: number | null;
  image_required: boolean;
}

const useStyles = makeStyles({
  surface: { maxWidth: 'min(720px, 96vw)', width: '100%' },
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  files: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hidden: { display: 'none' },
});

const ACCEPT = '.jpeg,.jpg,.png,.pdf,image/jpeg,image/png,application/pdf';

export interface PersonalInfoChangeFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edits this existing request (its id) instead of asking a new change. */
  editRequestId?: number;
}

/** The object of a user_info_change request as GET /inspect gives it. */
interface InfoChangeObject {
  type: InfoChangeField;
  value: unknown;
}

const EMPTY: InfoChangeDraft = { field: '', value: '', relatives: [], files: [] };

const asDrafts = (v: unknown): RelativeDraft[] =>
  (Array.isArray(v) ? (v as Record<string, unknown>[]) : []).map((r) => ({
    name: String(r.name ?? ''), surname: String(r.surname ?? ''), relationship: String(r.relationship ?? ''),
    contact_number: String(r.contact_number ?? ''), birth_date: String(r.birth_date ?? ''),
  }));

export function PersonalInfoChangeForm({ open, onOpenChange, editRequestId }: PersonalInfoChangeFormProps) {
  const s = useStyles();
  const { t } = useTranslation('requests');
  const { userId } = useAuth();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const refs = useQuery({ queryKey: ['info-change-references'], queryFn: () => api<Reference[]>('/api/v1/users/edit/references'), enabled: open });
  const relationshipTypes = useRelationshipTypes(open);
  const [fileError, setFileError] = useState<string | null>(null);
  const creating = useCreateInfoChange();
  const saving = useEditRequest();
  const busy = creating.isPending || saving.isPending;
  const editing = editRequestId != null;
  const existing = useInspect(editing && open ? editRequestId : null);
  const object = existing.data?.object as InfoChangeObject | null | undefined;
  const [loadedFor, setLoadedFor] = useState<number | null>(null);
  // The rules depend on the chosen field's reference and the relationship types: the resolver reads them when it runs.
  const rules = useRef<InfoChangeContext>({ imageRequired: false, editing });
  const form = useForm<InfoChangeDraft, unknown, InfoChangeRequest>({
    resolver: (values, context, options) => zodResolver(infoChangeFormSchema(rules.current))(values, context, options),
    defaultValues: EMPTY,
  });
  const { control, handleSubmit, reset: resetForm, setValue, getValues } = form;
  const draft = useWatch({ control }) as InfoChangeDraft;
  const field = draft.field;
  const files = draft.files ?? [];
  const ref = refs.data?.find((r) => r.request_type === field);
  const context: InfoChangeContext = { imageRequired: !!ref?.image_required, editing, relationshipTypes: relationshipTypes.data };
  useEffect(() => {
    rules.current = context;
  });
  // Fill the form once from the request being edited (fresh data, not a cached earlier version).
  useEffect(() => {
    if (!editing || !object || existing.isFetching || loadedFor === editRequestId) return;
    resetForm({
      ...EMPTY, field: object.type,
      ...(object.type === 'relatives' ? { relatives: asDrafts(object.value) } : { value: typeof object.value === 'string' ? object.value : '' }),
    });
    setLoadedFor(editRequestId);
  }, [editing, object, existing.isFetching, loadedFor, editRequestId, resetForm]);
  // canSubmit comes from the server: the owner's returned (not initialized) request.
  const mayResubmit = editing && !!existing.data?.canSubmit;
  const max = field ? INFO_CHANGE_LIMITS.valueMax[field] : 255;
  // The form's schema as the user types: Submit waits for a valid form; a too long value says so at once.
  const issues = infoChangeFormSchema(context).safeParse(draft).error?.issues ?? [];
  const tooLong = field !== 'relatives' && issues.some((i) => i.path[0] === 'value' && i.message === 'tooLong');
  const canSubmit = issues.length === 0 && !busy;

  const reset = () => {
    setLoadedFor(null);
    resetForm(EMPTY);
    setFileError(null);
  };
  const close = () => {
    if (busy) return;
    reset();
    onOpenChange(false);
  };

  const pick = (list: FileList | null) => {
    const r = addFiles(getValues('files'), Array.from(list ?? []));
    setValue('files', r.files);
    setFileError(r.badType ? t('errors:bad_file_type') : r.tooMany ? t('infoChange.tooManyFiles', { max: INFO_CHANGE_LIMITS.maxImages }) : null);
    if (input.current) input.current.value = '';
  };

  /** Edit mode: saves the value, then (`andSubmit`) sends the returned request into its chain again. */
  const saveEdit = (andSubmit: boolean) => handleSubmit(async (request: InfoChangeRequest) => {
    if (editRequestId == null) return;
    try {
      await saving.mutateAsync({ id: editRequestId, body: { value: request.value }, andSubmit });
      notify.success(t(andSubmit ? 'infoChange.resubmitted' : 'infoChange.saved'));
      reset();
      onOpenChange(false);
    } catch (err) {
      notify.error(err);
    }
  });

  const create = handleSubmit(async (request: InfoChangeRequest) => {
    try {
      // The hook re-reads the requests and the user's info (a field without a chain is applied at once).
      await creating.mutateAsync({ userId, body: { type: request.type, value: request.value }, files: request.files });
      notify.success(t('infoChange.created'));
      reset();
      onOpenChange(false);
    } catch (err) {
      notify.error(err);
    }
  });

  const valueLabel = t('infoChange.newValue');
  return (
    <Dialog open={open} onOpenChange={(_e, d) => { if (!d.open) close(); }}>
      <DialogSurface className={s.surface}>
        <form noValidate onSubmit={(e) => void (editing ? saveEdit(mayResubmit) : create)(e)}>
          <DialogBody>
            <DialogTitle>{t(editing ? 'infoChange.editTitle' : 'infoChange.title')}</DialogTitle>
            <DialogContent className={s.content}>
              {editing && existing.isPending && <Spinner size="small" label={t('common:loading')} />}
              {editing && existing.isError && <MessageBar intent="error"><MessageBarBody>{t(`errors:${errorCode(existing.error)}`)}</MessageBarBody></MessageBar>}
              {editing && existing.data?.ownerMessage && (
                <MessageBar intent="warning" aria-label={t('infoChange.returnedMessage')}>
                  <MessageBarBody>
                    <MessageBarTitle>{t('infoChange.returnedMessage')}</MessageBarTitle>
                    {existing.data.ownerMessage}
                  </MessageBarBody>
                </MessageBar>
              )}
              {refs.isPending && open && <Spinner size="small" label={t('common:loading')} />}
              {refs.data && refs.data.length === 0 && <MessageBar intent="info"><MessageBarBody>{t('infoChange.noFields')}</MessageBarBody></MessageBar>}
              <Field label={t('infoChange.field')} required>
                <Controller control={control} name="field" render={({ field: f }) => (
                  <Select value={f.value} disabled={editing} onBlur={f.onBlur} onChange={(_e, d) => { f.onChange(d.value as InfoChangeField | ''); setValue('value', ''); }}>
                    <option value="">{t('infoChange.chooseField')}</option>
                    {(refs.data ?? []).map((r) => <option key={r.id} value={r.request_type}>{r.name}</option>)}
                  </Select>
                )} />
              </Field>
              {field === 'relatives' && (
                <Controller control={control} name="relatives" render={({ field: f }) => <RelativesEditor value={f.value} onChange={f.onChange} />} />
              )}
              {field && field !== 'relatives' && (
                <Field label={valueLabel} required validationMessage={tooLong ? t('validation.tooLong', { max }) : undefined}>
                  {field === 'home_address' || field === 'mailing_address'
                    ? <FormTextarea control={control} name="value" />
                    : <FormInput control={control} name="value" type={field === 'email' ? 'email' : field === 'phone_number' ? 'tel' : 'text'} />}
                </Field>
              )}
              {!editing && <Field
                label={t('infoChange.images')}
                required={!!ref?.image_required}
                hint={t('infoChange.imagesHint', { max: INFO_CHANGE_LIMITS.maxImages })}
                validationMessage={fileError ?? undefined}
              >
                <div>
                  <input ref={input} className={s.hidden} type="file" multiple accept={ACCEPT} aria-hidden tabIndex={-1}
                    onChange={(e) => pick(e.target.files)} data-testid="info-change-files" />
                  <Button icon={<Attach20Regular />} disabled={files.length >= INFO_CHANGE_LIMITS.maxImages} onClick={() => input.current?.click()}>
                    {t('infoChange.addImages')}
                  </Button>
                </div>
              </Field>}
              {files.length > 0 && (
                <ul className={s.files} aria-label={t('infoChange.chosenFiles')}>
                  {files.map((f) => (
                    <li key={f.name} className={s.file}>
                      <Text>{f.name}</Text>
                      <Button size="small" appearance="subtle" icon={<Dismiss20Regular />} aria-label={t('infoChange.removeFile', { name: f.name })}
                        onClick={() => setValue('files', getValues('files').filter((y) => y !== f))} />
                    </li>
                  ))}
                </ul>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={close} disabled={busy}>{t('common:cancel')}</Button>
              {editing && mayResubmit && (
                <Button disabled={!canSubmit} onClick={(e) => void saveEdit(false)(e)}>{t('infoChange.save')}</Button>
              )}
              <Button appearance="primary" type="submit" disabled={!canSubmit} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {t(!editing ? 'infoChange.submit' : mayResubmit ? 'infoChange.saveAndSubmit' : 'infoChange.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * New or edit job position (spec 3 §2 admin actions, §3 Job position, §5): title, hiring manager (people picker),
 * seniority level, location, referral level, open date and valid-until (DateField; moving the open date past
 * valid-until moves valid-until to it, with a note), external link, open, description in the shared rich-text
 * editor (JSON mode: the raw editor document, checked again on the server) and, on create, "publish now".
 * react-hook-form + zodResolver over positionForm.ts (the contract's limits).
 */
import { Checkbox, Field, makeStyles, Spinner, Switch } from '@fluentui/react-components';
import { JOB_POSITION_LIMITS as L, REFERRAL_LEVELS, type JobPositionBody } from '@contracts/job-positions';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateTimeField';
import { FormInput, FormSelect } from '../../components/FormControls';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { PeoplePicker, usePeopleMap } from '../../components/PeoplePicker';
import { issueKey } from '../../lib/zodForm';
import { positionFormFrom, positionFormSchema, validUntilAfterOpenMove, type PositionFormValues } from './positionForm';
import { usePeople, useSavePosition, useSeniorityLevels, type JobPosition } from './positionsApi';

const RichTextEditor = lazy(() => import('../../components/RichTextEditor'));

const useStyles = makeStyles({
  surface: { maxWidth: '760px' },
  dates: { display: 'grid', gap: '12px', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' },
});

export function PositionFormDialog({ position, onClose }: { position?: JobPosition; onClose: () => void }) {
  const { t } = useTranslation('positions');
  const s = useStyles();
  const notify = useNotify();
  const saving = useSavePosition();
  const people = usePeople();
  const levels = useSeniorityLevels();
  const byId = usePeopleMap(people.data, position ? [{ id: position.hiring_manager_id, name: position.hiring_manager_name, surname: '' }] : undefined);
  const [moved, setMoved] = useState(false);
  const { control, handleSubmit, formState, getValues, setValue } = useForm<PositionFormValues, unknown, JobPositionBody>({
    resolver: zodResolver(positionFormSchema),
    mode: 'onTouched',
    defaultValues: positionFormFrom(position),
  });
  const message = (field: keyof PositionFormValues, max?: number) => {
    const err = formState.errors[field];
    if (!err) return undefined;
    if (field === 'referral_level') return t('validation.referralRequired');
    if (err.message === 'valid_until_before_open') return t('validation.validUntilBeforeOpen');
    if (field === 'external_link' && err.type === 'custom') return t('validation.url');
    return t(`validation.${issueKey(err)}`, { max });
  };

  const save = async (body: JobPositionBody) => {
    try {
      const { published, ...fields } = body;
      const r = await saving.mutateAsync({ id: position?.id, body: position ? fields : { ...fields, published } });
      notify.success(t(r.message));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <FormDialog title={position ? t('editTitle') : t('newTitle')} busy={saving.isPending} surfaceClassName={s.surface}
      saveDisabled={formState.isSubmitted && !formState.isValid} onSubmit={handleSubmit(save)} onClose={onClose}>
      <Field label={t('fields.title')} required validationMessage={message('title', L.title)}>
        <FormInput control={control} name="title" maxLength={L.title + 1} autoFocus />
      </Field>
      <Controller control={control} name="hiring_manager_id" render={({ field }) => (
        <Field label={t('fields.hiringManager')} required validationMessage={message('hiring_manager_id')}>
          <PeoplePicker people={byId} selected={field.value ? [field.value] : []}
            onChange={(ids) => { field.onChange(ids[ids.length - 1] ?? ''); field.onBlur(); }}
            labels={{ selected: t('fields.hiringManager'), placeholder: t('pickerPlaceholder'), noMatch: t('pickerNoMatch'), remove: (name) => t('pickerRemove', { name }) }} />
        </Field>
      )} />
      <Field label={t('fields.referralLevel')} required validationMessage={message('referral_level')}>
        <FormSelect control={control} name="referral_level">
          <option value="">{t('fields.chooseReferral')}</option>
          {REFERRAL_LEVELS.map((l) => <option key={l} value={l}>{t(`referral_level_${l}`)}</option>)}
        </FormSelect>
      </Field>
      <Field label={t('fields.seniority')}>
        <FormSelect control={control} name="seniority_level_id">
          <option value="">{t('fields.noSeniority')}</option>
          {(levels.data ?? []).map((l) => <option key={l.id} value={String(l.id)}>{l.name}</option>)}
        </FormSelect>
      </Field>
      <Field label={t('fields.location')} validationMessage={message('location', L.location)}>
        <FormInput control={control} name="location" maxLength={L.location + 1} />
      </Field>
      <div className={s.dates}>
        <Controller control={control} name="date_open" render={({ field }) => (
          <DateField label={t('fields.dateOpen')} required value={field.value} validationMessage={message('date_open')}
            onChange={(v) => {
              field.onChange(v);
              field.onBlur();
              const next = validUntilAfterOpenMove(v, getValues('date_valid_until'));
              setMoved(next !== null);
              if (next !== null) setValue('date_valid_until', next, { shouldValidate: formState.isSubmitted });
            }} />
        )} />
        <Controller control={control} name="date_valid_until" render={({ field }) => (
          <DateField label={t('fields.dateValidUntil')} value={field.value} validationMessage={message('date_valid_until')}
            note={moved ? t('validUntilMoved') : undefined} min={getValues('date_open') || undefined}
            onChange={(v) => { field.onChange(v); field.onBlur(); setMoved(false); }} />
        )} />
      </div>
      <Field label={t('fields.externalLink')} validationMessage={message('external_link', L.external_link)}>
        <FormInput control={control} name="external_link" type="url" maxLength={L.external_link + 1} placeholder="https://" />
      </Field>
      <Controller control={control} name="is_open" render={({ field }) => (
        <Switch label={t('fields.isOpen')} checked={field.value} onChange={(_e, d) => field.onChange(d.checked)} />
      )} />
      <Field label={t('fields.description')} validationMessage={message('description')}>
        {(fieldProps) => (
          <Controller control={control} name="description" render={({ field }) => (
            <Suspense fallback={<Spinner size="tiny" />}>
              <RichTextEditor id={fieldProps.id} aria-labelledby={fieldProps['aria-labelledby']} aria-describedby={fieldProps['aria-describedby']} format="json" value={field.value} onChange={field.onChange} onBlur={field.onBlur} minHeight={160} />
            </Suspense>
          )} />
        )}
      </Field>
      {!position && (
        <Controller control={control} name="published" render={({ field }) => (
          <Checkbox label={t('fields.publishNow')} checked={field.value} onChange={(_e, d) => field.onChange(!!d.checked)} />
        )} />
      )}
    </FormDialog>
  );
}

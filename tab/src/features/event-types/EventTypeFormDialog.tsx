/**
 * Add or edit an event type (spec 2 §3 Event type, §5 Event type; issue 18 flags): every field of
 * the type, colours from the calendar colour list with a live preview, chain select only while
 * approval is needed. The form runs on react-hook-form with `zodResolver(typeFormSchema)` (the
 * contract's eventTypeBody, eventTypeLogic); errors show after a field was left or a save was tried;
 * Save spins while the mutation is pending.
 */
import { Checkbox, Combobox, Field, makeStyles, Option, Select, Switch, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { FormInput, FormTextarea } from '../../components/FormControls';
import { useNotify } from '../../components/notify';
import { useChains } from '../chains/chainsApi';
import { ColorPicker } from './ColorPicker';
import {
  BORDER_COLORS, CALENDAR_COLORS, CODE_MAX, draftOf, emptyType, normaliseTimesPerMonth, TEXT_COLORS, TEXT_MAX, TIMES_PER_MONTH_MAX, typeFormSchema, typePayload, type TypeDraft,
} from './eventTypeLogic';
import { useSaveEventType, useUnattendanceCodes, type EventCategory, type EventType } from './eventTypesApi';
import { useFluentSlotLabels } from '../../components/fluentLabels';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  grid: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fit, minmax(min(300px, 100%), 1fr))' },
  full: { gridColumn: '1 / -1' },
  checks: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(240px, 100%), 1fr))' },
  preview: { display: 'inline-block', padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`, borderRadius: tokens.borderRadiusMedium, border: `2px solid ${tokens.colorTransparentStroke}` },
});

type Flag = 'substitute_needed' | 'can_manager_submit' | 'address_required' | 'is_child_info_required' | 'counts_against_balance' | 'allows_half_day';

export function EventTypeFormDialog(props: { type: EventType | null; categoryId: number | null; categories: EventCategory[]; onClose: () => void }) {
  const { type, categoryId, categories, onClose } = props;
  const s = useStyles();
  const { t } = useTranslation('eventTypes');
  const slotLabels = useFluentSlotLabels();
  const notify = useNotify();
  const chains = useChains();
  const codes = useUnattendanceCodes();
  const saving = useSaveEventType();
  const { control, handleSubmit, formState, setValue, getValues } = useForm<TypeDraft>({
    resolver: zodResolver(typeFormSchema),
    mode: 'onTouched',
    defaultValues: type ? draftOf(type) : emptyType(categoryId),
  });
  const { errors, isSubmitted } = formState;
  const d = useWatch({ control }) as TypeDraft;
  const msg = (k: keyof TypeDraft) => {
    const key = errors[k]?.message;
    return key ? t(`validation.${key}`, { max: k === 'unattendance_code' ? CODE_MAX : TEXT_MAX }) : undefined;
  };
  const codeOptions = codes.data ?? [];

  const save = async (draft: TypeDraft) => {
    try {
      await saving.mutateAsync({ id: type?.id, body: typePayload(draft) });
      notify.success(t(type ? 'typeUpdated' : 'typeAdded'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };

  const check = (k: Flag) => (
    <Controller control={control} name={k} render={({ field }) => (
      <Checkbox label={t(`fields.${k}`)} checked={field.value} onChange={(_e, v) => field.onChange(!!v.checked)} />
    )} />
  );

  return (
    <FormDialog title={t(type ? 'editType' : 'addType')} busy={saving.isPending} saveDisabled={isSubmitted && Object.keys(errors).length > 0}
      onSubmit={handleSubmit(save)} onClose={onClose} surfaceClassName={s.surface} contentClassName={s.grid}>
      <Field label={t('fields.name')} required validationMessage={msg('name')}>
        <FormInput control={control} name="name" autoFocus />
      </Field>
      <Field label={t('fields.category')} required validationMessage={msg('event_category_id')}>
        <Controller control={control} name="event_category_id" render={({ field }) => (
          <Select ref={field.ref} onBlur={field.onBlur} value={field.value == null ? '' : String(field.value)} onChange={(_e, v) => field.onChange(v.value ? Number(v.value) : null)}>
            <option value="">{t('choose')}</option>
            {categories.map((c) => <option key={c.id} value={c.id}>{c.name}{c.active ? '' : ` (${t('disabled')})`}</option>)}
          </Select>
        )} />
      </Field>
      <Field className={s.full} label={t('fields.description')} validationMessage={msg('description')}>
        <FormTextarea control={control} name="description" />
      </Field>
      <ColorPicker label={t('fields.background_color')} value={d.background_color} colors={CALENDAR_COLORS}
        onChange={(c) => {
          // The border follows the background while they were the same.
          if (getValues('border_color') === getValues('background_color')) setValue('border_color', c);
          setValue('background_color', c);
        }} />
      <ColorPicker label={t('fields.text_color')} value={d.text_color} colors={TEXT_COLORS} onChange={(c) => setValue('text_color', c)} />
      <ColorPicker label={t('fields.border_color')} value={d.border_color} colors={BORDER_COLORS} onChange={(c) => setValue('border_color', c)} />
      <Field label={t('preview')}>
        <span className={s.preview} style={{ background: d.background_color, color: d.text_color, borderColor: d.border_color }}>
          {d.name.trim() || t('previewText')}
        </span>
      </Field>
      <Field label={t('fields.unattendance_code')} validationMessage={msg('unattendance_code')} hint={t('unattendanceHint')}>
        <Controller control={control} name="unattendance_code" render={({ field }) => (
          <Combobox expandIcon={slotLabels.expandIcon} freeform value={field.value} selectedOptions={field.value ? [field.value] : []} onBlur={field.onBlur}
            onChange={(e) => field.onChange(e.target.value)} onOptionSelect={(_e, v) => field.onChange(v.optionValue ?? '')}>
            {codeOptions.map((c) => <Option key={c.code} value={c.code} text={c.code}>{c.name === c.code ? c.code : `${c.code} — ${c.name}`}</Option>)}
          </Combobox>
        )} />
      </Field>
      <Field label={t('fields.times_per_month_per_user')} hint={t('timesHint', { max: TIMES_PER_MONTH_MAX })} validationMessage={msg('times_per_month_per_user')}>
        <FormInput control={control} name="times_per_month_per_user" type="number" step={1}
          onBlur={() => setValue('times_per_month_per_user', normaliseTimesPerMonth(getValues('times_per_month_per_user')) ? String(normaliseTimesPerMonth(getValues('times_per_month_per_user'))) : '')} />
      </Field>
      <Field label={t('fields.min_advance_time')} hint={t('minAdvanceHint')} validationMessage={msg('min_advance_time')}>
        <FormInput control={control} name="min_advance_time" type="number" min={0} />
      </Field>
      <div className={s.full}>
        <Controller control={control} name="needs_approval" render={({ field }) => (
          <Switch label={t('fields.needs_approval')} checked={field.value}
            onChange={(_e, v) => {
              field.onChange(v.checked);
              if (!v.checked) setValue('chain_id', null);
            }} />
        )} />
      </div>
      {d.needs_approval && (
        <Field label={t('fields.chain')} required validationMessage={msg('chain_id')}>
          <Controller control={control} name="chain_id" render={({ field }) => (
            <Select ref={field.ref} onBlur={field.onBlur} value={field.value == null ? '' : String(field.value)} onChange={(_e, v) => field.onChange(v.value ? Number(v.value) : null)}>
              <option value="">{chains.isLoading ? t('common:loading') : t('choose')}</option>
              {(chains.data ?? []).map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
            </Select>
          )} />
        </Field>
      )}
      <div className={`${s.full} ${s.checks}`}>
        {check('substitute_needed')}
        {check('can_manager_submit')}
        {check('address_required')}
        {check('is_child_info_required')}
        {check('counts_against_balance')}
        {check('allows_half_day')}
        <Controller control={control} name="active" render={({ field }) => (
          <Switch label={t('fields.active')} checked={field.value} onChange={(_e, v) => field.onChange(v.checked)} />
        )} />
      </div>
    </FormDialog>
  );
}

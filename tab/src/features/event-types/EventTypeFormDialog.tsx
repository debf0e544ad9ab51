/**
 * Add or edit an event type (spec 2 §3 Event type, §5 Event type): every field of the type, colours
 * from the calendar colour list with a live preview, chain select only while approval is needed.
 */
import { Checkbox, Combobox, Field, Input, makeStyles, Option, Select, Switch, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { useChains } from '../chains/chainsApi';
import { ColorPicker } from './ColorPicker';
import {
  BORDER_COLORS, CALENDAR_COLORS, CODE_MAX, draftOf, emptyType, normaliseTimesPerMonth, TEXT_COLORS, TEXT_MAX, TIMES_PER_MONTH_MAX, typeErrors, typePayload, type TypeDraft,
} from './eventTypeLogic';
import { useSaveEventType, useUnattendanceCodes, type EventCategory, type EventType } from './eventTypesApi';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  grid: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fit, minmax(min(300px, 100%), 1fr))' },
  full: { gridColumn: '1 / -1' },
  checks: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(240px, 100%), 1fr))' },
  preview: { display: 'inline-block', padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`, borderRadius: tokens.borderRadiusMedium, border: `2px solid ${tokens.colorTransparentStroke}` },
});

export function EventTypeFormDialog(props: { type: EventType | null; categoryId: number | null; categories: EventCategory[]; onClose: () => void }) {
  const { type, categoryId, categories, onClose } = props;
  const s = useStyles();
  const { t } = useTranslation('eventTypes');
  const notify = useNotify();
  const chains = useChains();
  const codes = useUnattendanceCodes();
  const [d, setD] = useState<TypeDraft>(() => (type ? draftOf(type) : emptyType(categoryId)));
  const [touched, setTouched] = useState(false);
  const saving = useSaveEventType();
  const busy = saving.isPending;
  const errors = typeErrors(d);
  const invalid = Object.keys(errors).length > 0;
  const set = <K extends keyof TypeDraft>(k: K, v: TypeDraft[K]) => setD((x) => ({ ...x, [k]: v }));
  const msg = (k: keyof TypeDraft) => (touched && errors[k] ? t(`validation.${errors[k]}`, { max: k === 'unattendance_code' ? CODE_MAX : TEXT_MAX }) : undefined);
  const codeOptions = codes.data ?? [];

  const save = async () => {
    setTouched(true);
    if (invalid) return;
    try {
      await saving.mutateAsync({ id: type?.id, body: typePayload(d) });
      notify.success(t(type ? 'typeUpdated' : 'typeAdded'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };

  const check = (k: 'substitute_needed' | 'can_manager_submit' | 'address_required' | 'is_child_info_required' | 'counts_against_balance' | 'allows_half_day') => (
    <Checkbox label={t(`fields.${k}`)} checked={d[k]} onChange={(_e, v) => set(k, !!v.checked)} />
  );

  return (
    <FormDialog title={t(type ? 'editType' : 'addType')} busy={busy} saveDisabled={touched && invalid} onSubmit={save} onClose={onClose} surfaceClassName={s.surface} contentClassName={s.grid}>
      <Field label={t('fields.name')} required validationMessage={msg('name')}>
        <Input value={d.name} onChange={(_e, v) => set('name', v.value)} autoFocus />
      </Field>
      <Field label={t('fields.category')} required validationMessage={msg('event_category_id')}>
        <Select value={d.event_category_id == null ? '' : String(d.event_category_id)}
          onChange={(_e, v) => set('event_category_id', v.value ? Number(v.value) : null)}>
          <option value="">{t('choose')}</option>
          {categories.map((c) => <option key={c.id} value={c.id}>{c.name}{c.active ? '' : ` (${t('disabled')})`}</option>)}
        </Select>
      </Field>
      <Field className={s.full} label={t('fields.description')} validationMessage={msg('description')}>
        <Textarea value={d.description} onChange={(_e, v) => set('description', v.value)} />
      </Field>
      <ColorPicker label={t('fields.background_color')} value={d.background_color} colors={CALENDAR_COLORS}
        onChange={(c) => setD((x) => ({ ...x, background_color: c, border_color: x.border_color === x.background_color ? c : x.border_color }))} />
      <ColorPicker label={t('fields.text_color')} value={d.text_color} colors={TEXT_COLORS} onChange={(c) => set('text_color', c)} />
      <ColorPicker label={t('fields.border_color')} value={d.border_color} colors={BORDER_COLORS} onChange={(c) => set('border_color', c)} />
      <Field label={t('preview')}>
        <span className={s.preview} style={{ background: d.background_color, color: d.text_color, borderColor: d.border_color }}>
          {d.name.trim() || t('previewText')}
        </span>
      </Field>
      <Field label={t('fields.unattendance_code')} validationMessage={msg('unattendance_code')} hint={t('unattendanceHint')}>
        <Combobox freeform value={d.unattendance_code} selectedOptions={d.unattendance_code ? [d.unattendance_code] : []}
          onChange={(e) => set('unattendance_code', e.target.value)}
          onOptionSelect={(_e, v) => set('unattendance_code', v.optionValue ?? '')}>
          {codeOptions.map((c) => <Option key={c.code} value={c.code} text={c.code}>{c.name === c.code ? c.code : `${c.code} — ${c.name}`}</Option>)}
        </Combobox>
      </Field>
      <Field label={t('fields.times_per_month_per_user')} hint={t('timesHint', { max: TIMES_PER_MONTH_MAX })} validationMessage={msg('times_per_month_per_user')}>
        <Input type="number" step={1} value={d.times_per_month_per_user}
          onChange={(_e, v) => set('times_per_month_per_user', v.value)}
          onBlur={() => set('times_per_month_per_user', normaliseTimesPerMonth(d.times_per_month_per_user) ? String(normaliseTimesPerMonth(d.times_per_month_per_user)) : '')} />
      </Field>
      <Field label={t('fields.min_advance_time')} hint={t('minAdvanceHint')} validationMessage={msg('min_advance_time')}>
        <Input type="number" min={0} value={d.min_advance_time} onChange={(_e, v) => set('min_advance_time', v.value)} />
      </Field>
      <div className={s.full}>
        <Switch label={t('fields.needs_approval')} checked={d.needs_approval}
          onChange={(_e, v) => setD((x) => ({ ...x, needs_approval: v.checked, chain_id: v.checked ? x.chain_id : null }))} />
      </div>
      {d.needs_approval && (
        <Field label={t('fields.chain')} required validationMessage={msg('chain_id')}>
          <Select value={d.chain_id == null ? '' : String(d.chain_id)} onChange={(_e, v) => set('chain_id', v.value ? Number(v.value) : null)}>
            <option value="">{chains.isLoading ? t('common:loading') : t('choose')}</option>
            {(chains.data ?? []).map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </Select>
        </Field>
      )}
      <div className={`${s.full} ${s.checks}`}>
        {check('substitute_needed')}
        {check('can_manager_submit')}
        {check('address_required')}
        {check('is_child_info_required')}
        {check('counts_against_balance')}
        {check('allows_half_day')}
        <Switch label={t('fields.active')} checked={d.active} onChange={(_e, v) => set('active', v.checked)} />
      </div>
    </FormDialog>
  );
}

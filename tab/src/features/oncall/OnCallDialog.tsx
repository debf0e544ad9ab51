/**
 * On-call registration (spec 2 §2, §4 On-call registration, §5 On-call): title (defaults to the
 * on-call label), description, start and end, factual times rows checked on every change (the four
 * range messages, end after start, overlap) with totals in hours and minutes; saved as a draft or
 * submitted (POST /api/v2/chains?submit= with requestType oncall). `readOnly` is the inspect modal;
 * the inspect modal of an on-call with a request offers its PDF report (GET /api/v2/exports/{userChainId},
 * spec 2 §7 Exports, written in the tab's language: `?lang=en|lt`) in a new window, or as a download
 * link when the popup is blocked.
 * The form is react-hook-form (factual times as a field array) with `zodResolver(oncallFormSchema)`,
 * re-checked as a whole on every change so the cross-field messages follow what is typed.
 */
import {
  Button, Dialog, Link, MessageBar, MessageBarBody, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, makeStyles, Spinner, Text, tokens,
} from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, DocumentPdf20Regular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../components/DateTimeField';
import { FormInput, FormTextarea } from '../../components/FormControls';
import { useNotify } from '../../components/notify';
import { instantToField, useDates } from '../../lib/dates';
import { fetchPdf, openPdf, releasePdf, type OpenedPdf } from '../../lib/pdf';
import { useEventDetails, type CalendarItem } from '../calendar/calendarApi';
import { draftSaved, useSaveOnCall } from './oncallApi';
import { factualMinutes, ONCALL_TEXT_MAX, oncallFormSchema, type OncallBody, type OncallDraft } from './oncallLogic';
import { formatHoursMinutes } from '../overtime/overtimeLogic';
import { useReturnFocus } from '../../components/useReturnFocus';

const useStyles = makeStyles({
  surface: { maxWidth: '900px', width: '100%' },
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  two: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))' },
  // Start and end side by side while each has room for its date and time, stacked on a phone.
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  field: { flex: '1 1 260px', minWidth: 0 },
  remove: { marginTop: '26px' },
  error: { color: tokens.colorPaletteRedForeground1, display: 'block' },
});

/**
 * `actions`: extra buttons before Close in the read-only (inspect) modal; `loading`: the inspect modal's
 * details are still on their way (a spinner in place of the fields, the values of `initial` shown when it
 * ends); `notice`: a message above the fields (the details could not be read).
 */
export function OnCallDialog({ initial, readOnly, loading, notice, actions, onClose }: {
  initial?: Partial<OncallDraft>; readOnly?: boolean; loading?: boolean; notice?: ReactNode; actions?: ReactNode; onClose: () => void;
}) {
  useReturnFocus();
  const s = useStyles();
  const { t } = useTranslation('calendar');
  const notify = useNotify();
  // Times are typed and shown at the company's clock (issue 11); the inspect modal shows the stored instants like every table.
  const dates = useDates();
  const { zone } = dates;
  const [defaults] = useState<OncallDraft>(() => {
    const x: OncallDraft = { title: t('oncall.defaultTitle'), description: '', start: '', end: '', factualTimes: [], ...initial };
    const field = (v: string) => (v.length > 16 ? instantToField(v, zone) : v);
    return readOnly ? x : { ...x, start: field(x.start), end: field(x.end), factualTimes: x.factualTimes.map((f) => ({ start: field(f.start), end: field(f.end) })) };
  });
  const schema = useMemo(() => oncallFormSchema(zone), [zone]);
  const { control, handleSubmit, watch, trigger, getValues, reset, formState: { errors, isSubmitted, dirtyFields } } = useForm<OncallDraft, unknown, OncallBody>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  // The inspect modal opens at once with the calendar item's values and shows the details when they come.
  const shown = readOnly ? JSON.stringify(initial ?? {}) : null;
  useEffect(() => {
    if (shown !== null) reset({ title: '', description: '', start: '', end: '', factualTimes: [], ...(JSON.parse(shown) as Partial<OncallDraft>) });
  }, [shown, reset]);
  const factual = useFieldArray({ control, name: 'factualTimes' });
  const d = useWatch({ control }) as OncallDraft;
  // The rules are checked on every change (the range messages compare fields with each other).
  useEffect(() => {
    const sub = watch((_v, { name }) => { if (name) void trigger(); });
    return () => sub.unsubscribe();
  }, [watch, trigger]);
  const saveOnCall = useSaveOnCall();
  const busy = saveOnCall.isPending ? (saveOnCall.variables.submit ? 'submit' : 'draft') : null;
  const touched = isSubmitted || !!dirtyFields.start || !!dirtyFields.end;
  const invalid = Object.keys(errors).length > 0;
  const e = {
    title: errors.title?.message, description: errors.description?.message, start: errors.start?.message, end: errors.end?.message,
    factual: (errors.factualTimes ?? []) as ({ message?: string } | undefined)[],
  };

  const save = (submit: boolean) => handleSubmit(async (body: OncallBody) => {
    try {
      await saveOnCall.mutateAsync({ submit, body });
      notify.success(t(submit ? 'messages.oncall_submitted' : 'messages.oncall_saved'));
      onClose();
    } catch (err) {
      notify.error(err);
      // The draft was saved and only the submit step failed: it is in the requests list now (the hook re-read it).
      if (draftSaved(err)) onClose();
    }
  });

  const text = (v: string) => (readOnly ? <Text>{v || t('common:na')}</Text> : null);
  return (
    <Dialog open onOpenChange={(_e, v) => !v.open && !busy && onClose()}>
      <DialogSurface className={s.surface}>
        <DialogBody>
          <DialogTitle>{t(readOnly ? 'oncall.inspectTitle' : 'oncall.title')}</DialogTitle>
          <DialogContent className={s.content}>
            {notice}
            {loading ? <Spinner label={t('common:loading')} /> : (<>
            <Field label={t('oncall.name')} required={!readOnly} validationMessage={!readOnly && e.title ? t(`oncall.errors.${e.title}`, { max: ONCALL_TEXT_MAX }) : undefined}>
              {text(d.title) ?? <FormInput control={control} name="title" />}
            </Field>
            <Field label={t('oncall.description')} validationMessage={!readOnly && e.description ? t('oncall.errors.tooLong', { max: ONCALL_TEXT_MAX }) : undefined}>
              {text(d.description) ?? <FormTextarea control={control} name="description" />}
            </Field>
            <div className={s.two}>
              {readOnly ? <Field label={t('oncall.start')}><Text>{dates.instant(d.start)}</Text></Field> : (
                <Controller control={control} name="start" render={({ field }) => (
                  <DateTimeField label={t('oncall.start')} required value={field.value}
                    validationMessage={touched && e.start ? t('oncall.errors.startRequired') : undefined} onChange={field.onChange} />
                )} />
              )}
              {readOnly ? <Field label={t('oncall.end')}><Text>{dates.instant(d.end)}</Text></Field> : (
                <Controller control={control} name="end" render={({ field }) => (
                  <DateTimeField label={t('oncall.end')} required value={field.value}
                    validationMessage={e.end && (touched || e.end !== 'required') ? t(e.end === 'required' ? 'oncall.errors.endRequired' : `oncall.errors.${e.end}`) : undefined}
                    onChange={field.onChange} />
                )} />
              )}
            </div>
            <Text weight="semibold">{t('oncall.factualTimes')}</Text>
            {factual.fields.length === 0 && <Text>{t('oncall.noFactualTimes')}</Text>}
            {factual.fields.map((row, i) => {
              const f = d.factualTimes?.[i] ?? row;
              return (
                <div key={row.id}>
                  <div className={s.row} role="group" aria-label={t('oncall.factualRow', { n: i + 1 })}>
                    {readOnly ? <Field className={s.field} label={t('oncall.factualStart')}><Text>{dates.instant(f.start)}</Text></Field> : (
                      <Controller control={control} name={`factualTimes.${i}.start`} render={({ field }) => (
                        <DateTimeField className={s.field} label={t('oncall.factualStart')} value={field.value} onChange={field.onChange} />
                      )} />
                    )}
                    {readOnly ? <Field className={s.field} label={t('oncall.factualEnd')}><Text>{dates.instant(f.end)}</Text></Field> : (
                      <Controller control={control} name={`factualTimes.${i}.end`} render={({ field }) => (
                        <DateTimeField className={s.field} label={t('oncall.factualEnd')} value={field.value} onChange={field.onChange} />
                      )} />
                    )}
                    {!readOnly ? (
                      <Button className={s.remove} appearance="subtle" icon={<Delete20Regular />} aria-label={t('oncall.removeRow', { n: i + 1 })}
                        onClick={() => factual.remove(i)} />
                    ) : <span />}
                  </div>
                  {!readOnly && e.factual[i]?.message?.split(',').map((m) => <Text key={m} role="alert" className={s.error}>{t(`oncall.errors.${m}`)}</Text>)}
                </div>
              );
            })}
            {!readOnly && (
              <div>
                <Button icon={<Add20Regular />} onClick={() => factual.append({ start: getValues('start'), end: getValues('end') })}>{t('oncall.addFactual')}</Button>
              </div>
            )}
            <Text>{t('oncall.total', { total: formatHoursMinutes(Math.round(factualMinutes(d.factualTimes ?? []))) })}</Text>
            </>)}
          </DialogContent>
          <DialogActions>
            {readOnly && !loading && actions}
            <Button onClick={onClose} disabled={!!busy}>{t(readOnly ? 'common:close' : 'common:cancel')}</Button>
            {!readOnly && (
              <>
                <Button onClick={(ev) => void save(false)(ev)} disabled={!!busy || (touched && invalid)} icon={busy === 'draft' ? <Spinner size="tiny" /> : undefined}>{t('oncall.saveDraft')}</Button>
                <Button appearance="primary" onClick={(ev) => void save(true)(ev)} disabled={!!busy || (touched && invalid)} icon={busy === 'submit' ? <Spinner size="tiny" /> : undefined}>{t('oncall.submit')}</Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The read-only on-call modal of a calendar item: its details (with factual times) from GET events/{id}/details?type=OnCall. */
export function OnCallInspect({ item, onClose }: { item: CalendarItem; onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const details = useEventDetails(item);
  const d = (details.data ?? item) as unknown as Partial<OncallDraft> & { description?: string | null; requestId?: number | null };
  const requestId = d.requestId ?? (item as CalendarItem & { requestId?: number | null }).requestId ?? null;
  // One modal from the first frame: a spinner while the details load, a warning inside it when they fail.
  return (
    <OnCallDialog readOnly loading={details.isLoading} onClose={onClose} actions={requestId ? <OnCallReportButton requestId={requestId} /> : undefined}
      notice={details.isError ? <MessageBar intent="warning"><MessageBarBody>{t('errors:failed_to_retrieve_data')}</MessageBarBody></MessageBar> : undefined}
      initial={{ title: d.title ?? '', description: d.description ?? '', start: d.start ?? '', end: d.end ?? '', factualTimes: d.factualTimes ?? [] }} />
  );
}

/**
 * "Report": the on-call request's PDF (GET /api/v2/exports/{userChainId}?lang=, in the tab's language)
 * in a new window; a download link when the popup is blocked.
 */
function OnCallReportButton({ requestId }: { requestId: number }) {
  const { t, i18n } = useTranslation('calendar');
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState<OpenedPdf | null>(null);
  useEffect(() => () => releasePdf(blocked), [blocked]);
  if (blocked) return <Link href={blocked.url} download={blocked.filename}>{t('reports.download', { name: blocked.filename })}</Link>;
  const open = async () => {
    setBusy(true);
    try {
      const lang = i18n.language === 'lt' ? 'lt' : 'en';
      const r = await fetchPdf(`/api/v2/exports/${requestId}?lang=${lang}`, `oncall-${requestId}.pdf`);
      const opened = openPdf(r.blob, r.filename);
      if (!opened.opened) setBlocked(opened);
    } catch (err) {
      notify.error(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={busy ? <Spinner size="tiny" /> : <DocumentPdf20Regular />} disabled={busy} aria-label={t('reports.oncallReport')} onClick={() => void open()}>
      {t('reports.report')}
    </Button>
  );
}

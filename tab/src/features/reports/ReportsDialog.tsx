/**
 * The /agenda report dialog (spec 2 §7 Older calls: GET /api/v1/users/{id}/events/report and
 * /users/{id}/overtimes/report, both `?from=YYYY-MM-DD&to=YYYY-MM-DD&lang=en|lt`, replying a base64
 * PDF written in the tab's language).
 * Picks the period (default the current month; previous/this/next month shortcuts) and, for
 * managers (the template's subordinates) and all_events_read holders, whose report (myself by
 * default). "Open report" opens the PDF in a new window; when the popup is blocked a download link
 * is offered instead. The server allows the user, their direct manager and all_events_read.
 * The person and the period are a react-hook-form form (`zodResolver(reportFormSchema)`: the
 * contract's `periodQuery` with both days required and the end not before the start).
 */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Link, makeStyles, MessageBar, MessageBarBody,
  Select, Spinner, tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { periodQuery } from '@contracts/overtime';
import { addMonths, endOfMonth, format, startOfMonth } from 'date-fns';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateField } from '../../components/DateTimeField';
import { useAuth } from '../../app/auth';
import { useNotify } from '../../components/notify';
import { api } from '../../lib/api';
import { openPdf, releasePdf, type Base64File, type OpenedPdf } from '../../lib/pdf';
import { useUserNames } from '../users/usersApi';
import { useEventTemplate } from '../calendar/calendarApi';
import { useReturnFocus } from '../../components/useReturnFocus';

const useStyles = makeStyles({
  surface: { maxWidth: '520px', width: '100%' },
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  two: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(min(180px, 100%), 1fr))' },
  quick: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export type ReportKind = 'vacation' | 'overtime';
const PATH: Record<ReportKind, string> = { vacation: 'events/report', overtime: 'overtimes/report' };
const QUICK = { previousMonth: -1, thisMonth: 0, nextMonth: 1 } as const;
const DAY = 'yyyy-MM-dd';

/** The first and last day (`yyyy-MM-dd`) of the month `offset` months from `now`'s. */
export function monthPeriod(offset = 0, now = new Date()): { from: string; to: string } {
  const m = addMonths(startOfMonth(now), offset);
  return { from: format(m, DAY), to: format(endOfMonth(m), DAY) };
}

/**
 * The dialog's values: whose report (an id as text) and the period (`yyyy-MM-dd`, '' while empty);
 * both days required (`required`), the end not before the start (`toBeforeFrom` on `to`), then the
 * contract's `periodQuery`. Output: the person's id and the query.
 */
export const reportFormSchema = z
  .object({ who: z.string(), from: z.string().min(1, 'required'), to: z.string().min(1, 'required') })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'toBeforeFrom' });
  })
  .transform((v) => ({ who: Number(v.who), query: periodQuery.parse({ from: v.from, to: v.to }) }));
type ReportForm = z.input<typeof reportFormSchema>;

export function ReportsDialog({ kind, onClose }: { kind: ReportKind; onClose: () => void }) {
  useReturnFocus();
  const s = useStyles();
  const { t, i18n } = useTranslation('calendar');
  const { userId, can } = useAuth();
  const notify = useNotify();
  const readAll = can('all_events_read');
  const template = useEventTemplate(!readAll);
  const names = useUserNames(readAll);
  const { control, handleSubmit, setValue } = useForm<ReportForm, unknown, z.output<typeof reportFormSchema>>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { who: String(userId), ...monthPeriod() },
  });
  const [from, to] = useWatch({ control, name: ['from', 'to'] });
  const period = { from, to };
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState<OpenedPdf | null>(null);
  useEffect(() => () => releasePdf(blocked), [blocked]);

  const people = readAll
    ? (names.data ?? []).map((p) => ({ id: p.id, fullName: `${p.name} ${p.surname}` }))
    : (template.data?.subordinates ?? []);
  const others = people.filter((p) => p.id !== userId);
  // The period's messages follow what is picked (the schema's rules; Open waits for a valid period).
  const issues = reportFormSchema.safeParse({ who: '0', from, to }).error?.issues ?? [];
  const problem = (k: 'from' | 'to') => issues.find((i) => i.path[0] === k)?.message;
  const invalid = issues.length > 0;

  const open = async ({ who, query }: z.output<typeof reportFormSchema>) => {
    setBusy(true);
    setBlocked(null);
    try {
      const r = await api<Base64File>(`/api/v1/users/${who}/${PATH[kind]}`, { query: { ...query, lang: i18n.language === 'lt' ? 'lt' : 'en' } });
      const opened = openPdf(r.data, r.filename);
      if (opened.opened) onClose();
      else setBlocked(opened);
    } catch (err) {
      notify.error(err);
    } finally {
      setBusy(false);
    }
  };
  const setPeriod = (p: { from: string; to: string }) => {
    setValue('from', p.from);
    setValue('to', p.to);
  };

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface className={s.surface}>
        <form noValidate onSubmit={(e) => void handleSubmit(open)(e)}>
          <DialogBody>
            <DialogTitle>{t(`reports.${kind}`)}</DialogTitle>
            <DialogContent className={s.content}>
              {others.length > 0 && (
                <Field label={t('reports.person')}>
                  <Controller control={control} name="who" render={({ field }) => (
                    <Select value={field.value} onBlur={field.onBlur} onChange={(_e, d) => { setBlocked(null); field.onChange(d.value); }}>
                      <option value={userId}>{t('reports.myself')}</option>
                      {others.map((p) => <option key={p.id} value={p.id}>{p.fullName}</option>)}
                    </Select>
                  )} />
                </Field>
              )}
              <div className={s.quick} role="group" aria-label={t('reports.period')}>
                {(Object.keys(QUICK) as (keyof typeof QUICK)[]).map((k) => {
                  const p = monthPeriod(QUICK[k]);
                  return (
                    <Button key={k} size="small" appearance={p.from === period.from && p.to === period.to ? 'primary' : 'secondary'}
                      aria-pressed={p.from === period.from && p.to === period.to} onClick={() => { setBlocked(null); setPeriod(p); }}>
                      {t(`reports.quick.${k}`)}
                    </Button>
                  );
                })}
              </div>
              <div className={s.two}>
                {(['from', 'to'] as const).map((k) => (
                  <Controller key={k} control={control} name={k} render={({ field }) => (
                    <DateField label={t(`reports.${k}`)} required validationMessage={problem(k) ? t(`reports.${problem(k)}`) : undefined}
                      value={field.value} onChange={(v) => { setBlocked(null); field.onChange(v); }} />
                  )} />
                ))}
              </div>
              {blocked && (
                <MessageBar intent="warning">
                  <MessageBarBody>
                    {t('reports.blocked')}{' '}
                    <Link href={blocked.url} download={blocked.filename}>{t('reports.download', { name: blocked.filename })}</Link>
                  </MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>{t('common:close')}</Button>
              <Button appearance="primary" type="submit" disabled={busy || invalid} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {t('reports.open')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

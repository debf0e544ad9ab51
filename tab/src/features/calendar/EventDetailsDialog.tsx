/**
 * Details of a calendar item (spec 2 §2, §3, §8): fields per kind (event, overtime, business trip,
 * conference, public holiday, on-call); an unknown kind shows "Unable to display"; a failed call
 * the failed_to_retrieve_data warning. Empty values show N/A.
 * Edit (the event form in edit mode, spec 2 §4 Event status) and Cancel event are offered as the
 * details reply's `can: { edit, cancel }` says (the server's calendar policy: the owner of an event
 * that is not canceled; cancel also needs the type's can_delete, past events can_delete_past_event).
 */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, MessageBar, MessageBarBody, Spinner, tokens,
} from '@fluentui/react-components';
import { Edit20Regular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { useEventTypes } from '../event-types/eventTypesApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CountryFlag, countryName } from '../../components/CountryFlag';
import { useNotify } from '../../components/notify';
import { useCancelEvent, useEventDetails, type CalendarItem } from './calendarApi';
import { eventStatusOf } from './calendarLogic';
import { EventFormDialog } from './EventFormDialog';
import { showDate } from './eventFormLogic';
import { useDates } from '../../lib/dates';
import { useReturnFocus } from '../../components/useReturnFocus';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  dt: { color: tokens.colorNeutralForeground3 },
  dd: { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  action: { whiteSpace: 'nowrap' },
});

const KNOWN = ['Event', 'Overtime', 'BusinessTrip', 'Conference', 'PublicHoliday', 'OnCall'];
type Rec = Record<string, unknown>;

export function EventDetailsDialog({ item, readOnly, onClose }: { item: CalendarItem; readOnly?: boolean; onClose: () => void }) {
  useReturnFocus();
  const s = useStyles();
  const { t, i18n } = useTranslation('calendar');
  const details = useEventDetails(KNOWN.includes(item.type) ? item : null);
  const { userId } = useAuth();
  const notify = useNotify();
  const [confirm, setConfirm] = useState(false);
  const cancel = useCancelEvent();
  const busy = cancel.isPending;
  const [editing, setEditing] = useState(false);
  const can = item.type === 'Event' && !readOnly ? ((details.data as Rec | undefined)?.can as { edit?: boolean; cancel?: boolean } | undefined) : undefined;
  const live = can?.edit === true;
  const cancelable = can?.cancel === true;
  useEventTypes(live); // the edit form reads the type's edit fields: loaded while the details are open
  const cancelEvent = async () => {
    try {
      const r = await cancel.mutateAsync({ owner: userId, id: item.id });
      notify.success(t(`messages.${r.message}`, { defaultValue: t('messages.event_deleted_successfully') }));
      onClose();
    } catch (err) {
      notify.error(err);
    } finally {
      setConfirm(false);
    }
  };
  const d: Rec = { ...(item as unknown as Rec), ...((details.data as Rec | undefined) ?? {}) };
  const str = (v: unknown) => (v === null || v === undefined || v === '' ? t('common:na') : String(v));
  const dates = useDates();
  const when = (v: unknown) => (v ? dates.instant(String(v)) : t('common:na'));
  /** Start and end rows, or one date row reading "27/11/2026, all day" for whole company days. */
  const period = (start: unknown, end: unknown): [string, ReactNode][] =>
    dates.days(start ? String(start) : null, end ? String(end) : null)
      ? [[t('details.date'), dates.range(String(start), String(end))]]
      : [[t('details.start'), when(start)], [t('details.end'), when(end)]];
  const person = (v: unknown) => (v && typeof v === 'object' ? `${(v as Rec).name ?? ''} ${(v as Rec).surname ?? ''}`.trim() || str((v as Rec).fullName) : str(v));
  const yesNo = (v: unknown) => (v == null ? t('common:na') : t(v ? 'common:yes' : 'common:no'));

  const rows: [string, ReactNode][] = (() => {
    switch (item.type) {
      case 'Event': {
        const sub = (d.substitution ?? null) as Rec | null;
        return [
          [t('details.owner'), person(d.owner)],
          [t('details.category'), str(d.categoryTypeName ?? d.categoryName)],
          [t('details.type'), str(d.typeName)],
          [t('details.status'), t(`status.${eventStatusOf(String(d.status ?? ''))}`)],
          ...period(d.start, d.end),
          // Issue 18: a half-day absence says which half of its day.
          ...(d.halfDay === 'first' || d.halfDay === 'second' ? ([[t('details.halfDay'), t(`form.${d.halfDay === 'first' ? 'firstHalf' : 'secondHalf'}`)]] as [string, ReactNode][]) : []),
          [t('details.description'), str(d.description)],
          ...(d.workingAddress ? ([[t('details.workingAddress'), str(d.workingAddress)]] as [string, ReactNode][]) : []),
          [t('details.substitute'), sub ? `${person(sub.substitute)} (${t(sub.isConfirmed ? 'details.confirmed' : 'details.unconfirmed')})` : t('common:na')],
        ];
      }
      case 'Overtime': {
        const times = (d.times as Rec[] | undefined) ?? [];
        return [
          [t('details.date'), d.date ? showDate(String(d.date)) : t('common:na')],
          [t('details.times'), times.length ? times.map((x) => `${x.from ?? x.time_from}–${x.to ?? x.time_to}`).join(', ') : t('common:na')],
          [t('details.totalHours'), str(d.totalHours)],
          [t('details.compensation'), d.compensation ? t(`overtime.compensation.${d.compensation}`) : t('common:na')],
        ];
      }
      case 'BusinessTrip':
        return [[t('details.traveler'), person(d.traveler)], ...period(d.start, d.end), [t('details.description'), str(d.description)]];
      case 'Conference':
        return [...period(d.start, d.end), [t('details.description'), str(d.description)], [t('details.confirmedConference'), yesNo(d.isConfirmed)]];
      case 'PublicHoliday':
        return [
          [t('details.country'), <><CountryFlag code={String(d.countryCode ?? '')} /> {countryName(String(d.countryCode ?? ''), i18n.language) ?? str(d.countryCode)}</>],
          [t('details.date'), showDate(String(d.date ?? d.start ?? ''))],
          [t('details.name'), str(d.name)],
          [t('details.localName'), str(d.localName)],
        ];
      case 'OnCall':
        return [[t('details.owner'), person(d.owner)], ...period(d.start, d.end), [t('details.description'), str(d.description)]];
      default:
        return [];
    }
  })();
  const title = str(item.type === 'PublicHoliday' ? ((i18n.language === 'lt' && d.localName) || d.name) : d.title ?? item.title);

  return (
    <Dialog open onOpenChange={(_e, v) => !v.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {!KNOWN.includes(item.type) ? (
              <MessageBar intent="warning"><MessageBarBody>{t('details.unableToDisplay')}</MessageBarBody></MessageBar>
            ) : (
              <>
                {details.isError && <MessageBar intent="warning"><MessageBarBody>{t('errors:failed_to_retrieve_data')}</MessageBarBody></MessageBar>}
                {details.isLoading && <Spinner size="small" label={t('common:loading')} />}
                <dl className={s.list}>
                  <dt className={s.dt}>{t('details.kind')}</dt>
                  <dd className={s.dd}>{t(`kinds.${item.type}`)}</dd>
                  {rows.map(([k, v]) => (
                    <FragmentRow key={k} k={k} v={v} dt={s.dt} dd={s.dd} />
                  ))}
                </dl>
              </>
            )}
          </DialogContent>
          <DialogActions>
            {live && <Button className={s.action} icon={<Edit20Regular />} onClick={() => setEditing(true)}>{t('details.edit')}</Button>}
            {cancelable && <Button className={s.action} onClick={() => setConfirm(true)}>{t('details.cancelEvent')}</Button>}
            <Button appearance="primary" onClick={onClose}>{t('common:close')}</Button>
          </DialogActions>
        </DialogBody>
        {/* nested dialogs live inside the surface: a second child of Dialog would be taken for its surface. The edit form
            opens over the details (Cancel comes back to them): swapping one modal for another in one render left the new one
            under aria-hidden now and then (the closing dialog's modalizer still hid the new portal) */}
        {editing && <EventFormDialog edit={item} onClose={() => setEditing(false)} onSaved={onClose} />}
        <ConfirmDialog open={confirm} title={t('details.cancelEvent')} text={t('details.cancelEventText', { title })} confirmLabel={t('details.cancelEvent')}
          cancelLabel={t('common:close')} busy={busy} onConfirm={cancelEvent} onClose={() => setConfirm(false)} />
      </DialogSurface>
    </Dialog>
  );
}

function FragmentRow({ k, v, dt, dd }: { k: string; v: ReactNode; dt: string; dd: string }) {
  return (
    <>
      <dt className={dt}>{k}</dt>
      <dd className={dd}>{v}</dd>
    </>
  );
}

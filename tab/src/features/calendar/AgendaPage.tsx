/**
 * /agenda (spec 2 §2 Calendar, both versions) and /demo/agenda (`demo`: read-only, DEMO banner):
 * title, buttons (new event, new overtime, new on-call, new business trip → /trip editor=user,
 * viewers, reports menu → vacation/overtime report dialog, filters; on a phone all but "new event"
 * in the header's "More actions" menu), the month/week calendar (a list on a phone) with the filter side panel, details and on-call
 * inspect modals, and for all_events_read the events list with CSV export. Navigation state
 * `{ openEventForm: true }` opens the new event form on arrival. Buttons are disabled while loading.
 */
import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import {
  Airplane20Regular, CalendarAdd20Regular, Clock20Regular, DocumentPdf20Regular, Filter20Regular, PeopleEye20Regular, Phone20Regular,
} from '@fluentui/react-icons';
import { addMinutes } from 'date-fns';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { useNotify } from '../../components/notify';
import { PageHeader } from '../../components/PageHeader';
import type { CalendarItem } from './calendarApi';
import { CalendarView } from './CalendarView';
import { EventDetailsDialog } from './EventDetailsDialog';
import { toLocal, type DateRow } from './eventFormLogic';
import { EventsListCard } from './EventsListCard';
import { FilterPanel } from './FilterPanel';
import { EventFormDialog as NewEventDialog } from './EventFormDialog';
import { OnCallDialog, OnCallInspect } from '../oncall/OnCallDialog';
import { OvertimeDialog } from '../overtime/OvertimeDialog';
import { ReportsDialog, type ReportKind } from '../reports/ReportsDialog';
import { useAgendaData } from './useAgendaData';
import { ViewersDialog } from './ViewersDialog';
import { NoAccessPage } from '../common/NoAccessPage';

const useStyles = makeStyles({
  body: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start', flexWrap: 'wrap', marginBottom: tokens.spacingVerticalL },
  calendar: {
    flexGrow: 1, flexBasis: '560px', minWidth: 0, background: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalM, boxShadow: tokens.shadow4,
  },
  banner: { marginBottom: tokens.spacingVerticalL },
});

type Modal =
  | { kind: 'event'; initial?: DateRow }
  | { kind: 'overtime' | 'oncall' | 'viewers' }
  | { kind: 'details' | 'inspectOncall'; item: CalendarItem }
  | { kind: 'report'; report: ReportKind }
  | null;

export function AgendaPage({ demo = false }: { demo?: boolean }) {
  const s = useStyles();
  const { t } = useTranslation('calendar');
  const { can, userId } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const allowed = demo || can('event_types_read');
  const data = useAgendaData(allowed);
  const [showFilters, setShowFilters] = useState(false);
  const [modal, setModal] = useState<Modal>(null);

  const openEventForm = !demo && !!(location.state as { openEventForm?: boolean } | null)?.openEventForm;
  useEffect(() => {
    if (!openEventForm) return;
    setModal({ kind: 'event' });
    navigate(location.pathname, { replace: true, state: null });
  }, [openEventForm, navigate, location.pathname]);
  useEffect(() => {
    if (data.error) notify.error(null);
  }, [data.error, notify]);

  if (!allowed) return <NoAccessPage />;
  const busy = data.loading;
  const onItem = (item: CalendarItem) => setModal(item.type === 'OnCall' ? { kind: 'inspectOncall', item } : { kind: 'details', item });
  // The calendar draws at company wall times (lib/dates wallIso), so a selection's local clock is the
  // company's clock: toLocal gives the form's values at the company clock as they are.
  const onSelect = (start: Date, end: Date) => {
    const allDayEnd = end.getHours() === 0 && end.getMinutes() === 0 ? addMinutes(end, -1) : end;
    setModal({ kind: 'event', initial: { start: toLocal(start), end: toLocal(allDayEnd) } });
  };

  return (
    <>
      <PageHeader
        title={t(demo ? 'demoTitle' : 'title')}
        actions={[
          ...(demo
            ? []
            : [
                { key: 'event', label: t('buttons.newEvent'), icon: <CalendarAdd20Regular />, primary: true, disabled: busy, onClick: () => setModal({ kind: 'event' }) },
                { key: 'overtime', label: t('buttons.newOvertime'), icon: <Clock20Regular />, disabled: busy, onClick: () => setModal({ kind: 'overtime' }) },
                { key: 'oncall', label: t('buttons.newOncall'), icon: <Phone20Regular />, disabled: busy, onClick: () => setModal({ kind: 'oncall' }) },
                { key: 'trip', label: t('buttons.newTrip'), icon: <Airplane20Regular />, disabled: busy, onClick: () => navigate('/trip', { state: { editor: 'user' } }) },
                { key: 'viewers', label: t('buttons.viewers'), icon: <PeopleEye20Regular />, disabled: busy, onClick: () => setModal({ kind: 'viewers' }) },
                {
                  key: 'reports', label: t('reports.menu'), icon: <DocumentPdf20Regular />, disabled: busy,
                  items: [
                    { key: 'vacation', label: t('reports.vacation'), onClick: () => setModal({ kind: 'report', report: 'vacation' }) },
                    { key: 'overtime', label: t('reports.overtime'), onClick: () => setModal({ kind: 'report', report: 'overtime' }) },
                  ],
                },
              ]),
          {
            key: 'filters', label: t(showFilters ? 'buttons.hideFilters' : 'buttons.filters'), icon: <Filter20Regular />, pressed: showFilters,
            onClick: () => setShowFilters((v) => !v),
          },
        ]}
      />
      {demo && (
        <MessageBar intent="warning" className={s.banner}><MessageBarBody>{t('demoBanner')}</MessageBarBody></MessageBar>
      )}
      <div className={s.body}>
        <div className={s.calendar} aria-busy={busy || undefined}>
          <CalendarView items={data.items} colours={data.colours} userId={userId} onRange={data.onRange} onItem={onItem} onSelect={demo ? undefined : onSelect} />
        </div>
        {showFilters && (
          <FilterPanel readOnly={demo} saved={data.filters.data} loading={data.filters.isLoading} busy={data.saving} onClose={() => setShowFilters(false)}
            onApply={(f) => {
              data.saveFilters(f).then(() => notify.success(t('filters.saved')), (err: unknown) => notify.error(err));
            }} />
        )}
      </div>
      {!demo && can('all_events_read') && <EventsListCard />}
      {modal?.kind === 'event' && <NewEventDialog initial={modal.initial} onClose={() => setModal(null)} />}
      {modal?.kind === 'overtime' && <OvertimeDialog onClose={() => setModal(null)} />}
      {modal?.kind === 'oncall' && <OnCallDialog onClose={() => setModal(null)} />}
      {modal?.kind === 'viewers' && <ViewersDialog onClose={() => setModal(null)} />}
      {modal?.kind === 'report' && <ReportsDialog kind={modal.report} onClose={() => setModal(null)} />}
      {modal?.kind === 'details' && <EventDetailsDialog item={modal.item} readOnly={demo} onClose={() => setModal(null)} />}
      {modal?.kind === 'inspectOncall' && <OnCallInspect item={modal.item} onClose={() => setModal(null)} />}
    </>
  );
}

/** /demo/agenda: the same calendar, read-only, under the DEMO banner. */
export function DemoAgendaPage() {
  return <AgendaPage demo />;
}

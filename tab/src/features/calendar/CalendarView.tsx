/**
 * The FullCalendar month and week views of the agenda (spec 2 §2, §9): week starts Monday, height
 * 720, times HH:mm, colours per event type (background, border, text), canceled events struck
 * through and translucent, own events first, public holidays as all-day background days with a
 * list item. A half-day absence (issue 18) stays an all-day item of its day with a "½ morning" /
 * "½ afternoon" marker before its title (in month, week and the phone's list alike). Clicking an item opens its details; selecting a date range opens the event form.
 * On a phone (issue 12) it opens as a month list (FullCalendar's list view, whole titles, one
 * item a line) with the toolbar over two rows; month and week stay a tap away.
 */
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import enGbLocale from '@fullcalendar/react/locales/en-gb';
import ltLocale from '@fullcalendar/react/locales/lt';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import { tokens } from '@fluentui/react-components';
import { addDays, format } from 'date-fns';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarItem } from './calendarApi';
import { CountryFlag, countryName } from '../../components/CountryFlag';
import { colourOf, conferenceKey, eventStatusOf, ownRank, type Colour, type TypeColour } from './calendarLogic';
import { useCompanyZone, wallIso, wholeDays } from '../../lib/dates';
import { usePhone } from '../../components/useLayout';
import './calendar.css';

export const CALENDAR_HEIGHT = 720;
const HHMM = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

/** The colours-list key of an item's kind (GET events/colors: pseudo type ids and kind names). */
const kindKey = (i: CalendarItem): number | string =>
  ({ BusinessTrip: -1, Overtime: -2, OnCall: -3, Conference: conferenceKey(i), PublicHoliday: i.countryCode === 'LT' ? 'holiday' : 'foreignHoliday' })[i.type] ?? 'event';
const FALLBACK: Colour = { backgroundColor: tokens.colorBrandBackground, borderColor: tokens.colorBrandStroke1, textColor: tokens.colorNeutralForegroundOnBrand };

/**
 * Whole company days (00:00 to 23:59 or to a later midnight in the company zone, lib/dates) as
 * all-day dates: start and exclusive end `YYYY-MM-DD`, so they span their days in every viewer's zone.
 */
export function allDayRange(start: string | null | undefined, end: string | null | undefined, zone: string): { start: string; end: string } | null {
  const days = wholeDays(start, end, zone);
  return days ? { start: days.start, end: format(addDays(new Date(`${days.end}T12:00:00`), 1), 'yyyy-MM-dd') } : null;
}

export interface CalendarViewProps {
  items: CalendarItem[];
  colours: TypeColour[];
  userId: number;
  onRange: (start: Date, end: Date) => void;
  onItem?: (item: CalendarItem) => void;
  onSelect?: (start: Date, end: Date) => void;
}

/** The title of an item (a holiday's local name in Lithuanian; its flag is drawn by the chip). */
export const itemTitle = (i: CalendarItem, lang: string) =>
  i.type === 'PublicHoliday' ? (lang === 'lt' && i.localName) || i.name || i.title || '' : i.title || i.name || '';

export function CalendarView({ items, colours, userId, onRange, onItem, onSelect }: CalendarViewProps) {
  const { t, i18n } = useTranslation('calendar');
  const zone = useCompanyZone();
  const phone = usePhone();
  const events = useMemo(
    () =>
      items.flatMap((i) => {
        const holiday = i.type === 'PublicHoliday';
        const c = colourOf(colours, [i.type === 'Event' ? i.eventTypeId : null, kindKey(i), i.type === 'Conference' ? 'conference' : null], FALLBACK);
        const canceled = i.type === 'Event' && eventStatusOf(i.status) === 'canceled';
        const days = holiday ? null : allDayRange(i.start, i.end, zone);
        // Timed items at the company's clock (zone-less wall times), whole days as dates.
        const start = holiday ? String(i.date ?? i.start).slice(0, 10) : (days?.start ?? wallIso(i.start ?? i.date, zone));
        const base = {
          id: `${i.type}-${i.id}`, title: itemTitle(i, i18n.language), start, end: holiday ? undefined : (days?.end ?? wallIso(i.end, zone)),
          allDay: holiday || !!days || i.allDay || undefined, color: 'transparent', contrastColor: c.textColor,
          extendedProps: { item: i, own: ownRank(i.userId, userId), ...c, canceled, holiday },
        };
        // The chip draws the colours (eventContent); only the holiday's background day takes the colour itself.
        return holiday ? [{ ...base, id: `${base.id}-bg`, title: '', display: 'background', color: c.backgroundColor }, base] : [base];
      }),
    [items, colours, userId, i18n.language, zone],
  );
  return (
    <div className="portal-calendar">
      <FullCalendar
        // The view and toolbar are chosen when the calendar mounts: a phone gets its own calendar.
        key={phone ? 'phone' : 'wide'}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicTheme]}
        initialView={phone ? 'listMonth' : 'dayGridMonth'}
        locale={i18n.language === 'lt' ? ltLocale : enGbLocale}
        firstDay={1}
        height={phone ? 'auto' : CALENDAR_HEIGHT}
        headerToolbar={
          phone
            ? { start: 'title', end: 'prev,next' }
            : { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek' }
        }
        footerToolbar={phone ? { start: 'today', end: 'listMonth,dayGridMonth,timeGridWeek' } : undefined}
        eventTimeFormat={HHMM}
        slotHeaderFormat={HHMM}
        dayMaxEvents={4}
        eventDisplay="block"
        nowIndicator
        selectable={!!onSelect}
        eventOrder={['own', 'start', 'title'] as never}
        events={events}
        datesSet={(arg) => onRange(arg.start, arg.end)}
        select={(arg) => onSelect?.(arg.start, arg.end)}
        eventClick={(arg) => {
          arg.jsEvent.preventDefault();
          onItem?.(arg.event.extendedProps.item as CalendarItem);
        }}
        eventContent={(arg) => {
          const p = arg.event.extendedProps as Colour & { canceled: boolean; holiday: boolean; item: CalendarItem };
          if (arg.event.display === 'background') return null;
          const cls = `portal-event${p.canceled ? ' portal-event-canceled' : ''}${p.holiday ? ' portal-event-holiday' : ''}`;
          const half = p.item.type === 'Event' && p.item.halfDay ? t(`halfDay.${p.item.halfDay}`) : '';
          return (
            <div className={cls} style={{ background: p.backgroundColor, color: p.textColor, borderColor: p.borderColor }}
              title={`${arg.timeText ? arg.timeText + ' ' : ''}${half ? half + ' ' : ''}${arg.event.title}${p.canceled ? ` (${t('status.canceled')})` : ''}`}>
              {p.holiday && <CountryFlag code={p.item.countryCode} title={countryName(p.item.countryCode, i18n.language)} />}
              {arg.timeText && <span className="portal-event-time">{arg.timeText}</span>}
              {half && <span className="portal-event-time">{half}</span>}
              <span>{arg.event.title}</span>
            </div>
          );
        }}
      />
    </div>
  );
}

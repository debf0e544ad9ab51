/**
 * The FullCalendar month and week views of the agenda (spec 2 §2, §9): week starts Monday, height
 * 720, times HH:mm, colours per event type (background, border, text), canceled events struck
 * through and translucent, own events first, public holidays as all-day background days with a
 * list item. Clicking an item opens its details; selecting a date range opens the event form.
 */
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import enGbLocale from '@fullcalendar/react/locales/en-gb';
import ltLocale from '@fullcalendar/react/locales/lt';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import { tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarItem } from './calendarApi';
import { colourOf, eventStatusOf, flagEmoji, ownRank, type Colour, type TypeColour } from './calendarLogic';
import './calendar.css';

export const CALENDAR_HEIGHT = 720;
const HHMM = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

/** Pseudo type ids of the kinds without an event type (spec 2 §3). */
const KIND_KEY: Record<string, number | string> = { BusinessTrip: -1, Overtime: -2, OnCall: -3, Conference: 'Conference', PublicHoliday: 'PublicHoliday' };
const FALLBACK: Record<string, { backgroundColor: string; borderColor: string; textColor: string }> = {
  PublicHoliday: { backgroundColor: tokens.colorPaletteGreenBackground3, borderColor: tokens.colorPaletteGreenBorder2, textColor: tokens.colorNeutralForegroundOnBrand },
  Conference: { backgroundColor: tokens.colorPaletteBerryBackground3, borderColor: tokens.colorPaletteBerryBorder2, textColor: tokens.colorNeutralForegroundOnBrand },
  OnCall: { backgroundColor: tokens.colorPaletteDarkOrangeBackground3, borderColor: tokens.colorPaletteDarkOrangeBorder2, textColor: tokens.colorNeutralForegroundOnBrand },
  default: { backgroundColor: tokens.colorBrandBackground, borderColor: tokens.colorBrandStroke1, textColor: tokens.colorNeutralForegroundOnBrand },
};

export interface CalendarViewProps {
  items: CalendarItem[];
  colours: TypeColour[];
  userId: number;
  onRange: (start: Date, end: Date) => void;
  onItem?: (item: CalendarItem) => void;
  onSelect?: (start: Date, end: Date) => void;
}

/** The title of an item (holidays with their flag). */
export const itemTitle = (i: CalendarItem, lang: string) =>
  i.type === 'PublicHoliday'
    ? `${i.countryCode ? flagEmoji(i.countryCode) + ' ' : ''}${(lang === 'lt' && i.localName) || i.name || i.title || ''}`
    : i.title || i.name || '';

export function CalendarView({ items, colours, userId, onRange, onItem, onSelect }: CalendarViewProps) {
  const { t, i18n } = useTranslation('calendar');
  const events = useMemo(
    () =>
      items.flatMap((i) => {
        const holiday = i.type === 'PublicHoliday';
        const c = colourOf(colours, [i.eventTypeId, KIND_KEY[i.type], i.type], FALLBACK[i.type] ?? FALLBACK.default);
        const canceled = i.type === 'Event' && eventStatusOf(i.status) === 'canceled';
        const start = holiday ? String(i.date ?? i.start).slice(0, 10) : (i.start ?? i.date ?? undefined);
        const base = {
          id: `${i.type}-${i.id}`, title: itemTitle(i, i18n.language), start, end: holiday ? undefined : (i.end ?? undefined),
          allDay: holiday || i.allDay || undefined, color: c.backgroundColor, contrastColor: c.textColor,
          extendedProps: { item: i, own: ownRank(i.userId, userId), ...c, canceled, holiday },
        };
        return holiday ? [{ ...base, id: `${base.id}-bg`, display: 'background' }, base] : [base];
      }),
    [items, colours, userId, i18n.language],
  );
  return (
    <div className="portal-calendar">
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, classicTheme]}
        initialView="dayGridMonth"
        locale={i18n.language === 'lt' ? ltLocale : enGbLocale}
        firstDay={1}
        height={CALENDAR_HEIGHT}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek' }}
        eventTimeFormat={HHMM}
        {...({ slotLabelFormat: HHMM } as object)}
        dayMaxEvents={4}
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
          return (
            <div className={cls} style={{ background: p.backgroundColor, color: p.textColor, borderColor: p.borderColor }}
              title={`${arg.timeText ? arg.timeText + ' ' : ''}${arg.event.title}${p.canceled ? ` (${t('status.canceled')})` : ''}`}>
              {arg.timeText && <span className="portal-event-time">{arg.timeText}</span>}
              <span>{arg.event.title}</span>
            </div>
          );
        }}
      />
    </div>
  );
}

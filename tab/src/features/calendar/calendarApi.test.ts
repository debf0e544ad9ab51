import type { CalendarMonthCompact } from '@contracts/calendar-month';
import { monthItems } from './calendarApi';

/** A compact month as the api sends it (contracts/calendar-month.ts): people and types once, rows by column. */
const compact: CalendarMonthCompact = {
  format: 'compact',
  statuses: ['accepted', 'waiting_for_approval', 'canceled'],
  people: { '7': 'Ona Worker', '9': 'Jonas Boss' },
  types: { '3': { name: 'Vacation', category: 'Leave', backgroundColor: '#00ff00', borderColor: '#00ff00', textColor: '#000000' } },
  holidays: [],
  events: {
    columns: [
      'id',
      'eventTypeId',
      'userId',
      'status',
      'start',
      'end',
      'title',
      'description',
      'workingAddress',
      'substituteId',
      'substituteConfirmed',
      'requestId',
    ],
    rows: [[11, 3, 7, 0, '2026-07-13T00:00:00Z', '2026-07-17T23:00:00Z', 'Summer', null, null, 9, true]],
  },
  overtimes: {
    columns: ['id', 'userId', 'status', 'date', 'times', 'totalHours', 'compensation', 'requestId'],
    rows: [[5, 9, 1, '2026-07-02', [['18:00', '20:30']], 2.5, 'pay', 40]],
  },
  oncalls: { columns: ['id', 'userId', 'status', 'start', 'end', 'title'], rows: [[2, 7, 0, '2026-07-04T06:00:00Z', '2026-07-05T06:00:00Z', 'Duty']] },
};

describe('the month reply in the calendar', () => {
  it('expands the compact form into the items the calendar draws: names, types and statuses resolved', () => {
    const items = monthItems(compact);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({
      id: 11,
      type: 'Event',
      status: 'accepted',
      userId: 7,
      owner: 'Ona Worker',
      title: 'Summer',
      eventTypeId: 3,
      start: '2026-07-13T00:00:00.000Z',
      end: '2026-07-17T23:00:00.000Z',
      substitution: { substituteId: 9, substitute: 'Jonas Boss', isConfirmed: true },
      requestId: null,
    });
    expect(items[1]).toMatchObject({
      id: 5,
      type: 'Overtime',
      status: 'waiting_for_approval',
      owner: 'Jonas Boss',
      allDay: true,
      date: '2026-07-02',
      times: [{ from: '18:00', to: '20:30' }],
      totalHours: 2.5,
    });
    expect(items[2]).toMatchObject({ id: 2, type: 'OnCall', status: 'accepted', owner: 'Ona Worker', title: 'Duty', description: null, eventTypeId: -3 });
  });

  it('takes the spec form as it is', () => {
    const item = { id: 1, type: 'Event', title: 'x' };
    expect(monthItems({ data: [item] })).toEqual([item]);
    expect(monthItems(null)).toEqual([]);
  });
});

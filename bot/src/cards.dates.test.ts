/** Whole-day items on the cards in Teams (issue 12 item 5): the dates and "all day", never clock times. */
import { approvalCard, datesText } from './cards';
import type { RequestCardView } from './ports';

const view = (dates: RequestCardView['dates']): RequestCardView => ({
  requestId: 7, type: 'event', title: 'Remote work', status: 'in_progress', owner: { id: 2, name: 'Grace Hall' },
  submittedAt: '2026-11-20T08:00:00.000Z', dates, lines: [], ownerMessage: null, chain: [], currentStepId: 11, currentStepName: 'Manager',
  approverIds: [5], canAct: false,
});

it('shows one whole day as its date and "all day" in English and "visą dieną" in Lithuanian', () => {
  const d = { start: '2026-11-27', end: '2026-11-27', allDay: true };
  expect(datesText('en', d)).toBe('27/11/2026, all day');
  expect(datesText('lt', d)).toBe('27/11/2026, visą dieną');
  const card = JSON.stringify(approvalCard(view(d), { locale: 'en', links: { publicUrl: 'https://portal.example' } }));
  expect(card).toContain('27/11/2026, all day');
  expect(card).not.toMatch(/TIME\(|22:00|23:59/);
});

it('shows several whole days as a range of dates', () => {
  expect(datesText('en', { start: '2026-12-01', end: '2026-12-03', allDay: true })).toBe('01/12/2026 – 03/12/2026, all day');
});

it('shows a timed range with its times in the reader\'s zone', () => {
  expect(datesText('en', { start: '2026-11-27T06:00:00.000Z', end: '2026-11-27T15:00:00.000Z' })).toBe(
    '{{DATE(2026-11-27T06:00:00Z, SHORT)}} {{TIME(2026-11-27T06:00:00Z)}} – {{DATE(2026-11-27T15:00:00Z, SHORT)}} {{TIME(2026-11-27T15:00:00Z)}}',
  );
});

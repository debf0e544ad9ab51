import { canAddRow, endForServer, formatHoursMinutes, rowMinutes, totalMinutes } from './overtimeLogic';

describe('overtime totals', () => {
  it('counts 00:00 as an end as 24:00', () => {
    expect(rowMinutes({ time_from: '22:00', time_to: '00:00' })).toBe(120);
    expect(endForServer('00:00')).toBe('24:00');
    expect(endForServer('18:30')).toBe('18:30');
  });
  it('disables adding while a row has no positive total', () => {
    const ok = { overtime_date: '2026-11-20', time_from: '18:00', time_to: '20:30' };
    expect(canAddRow([ok])).toBe(true);
    expect(canAddRow([ok, { ...ok, time_to: '18:00' }])).toBe(false);
    expect(canAddRow([ok, { ...ok, time_to: '' }])).toBe(false);
    expect(canAddRow([ok, { ...ok, time_from: '20:00', time_to: '19:00' }])).toBe(false);
  });
  it('sums positive totals', () => {
    expect(totalMinutes([{ overtime_date: 'x', time_from: '18:00', time_to: '20:30' }, { overtime_date: 'x', time_from: '23:00', time_to: '00:00' }])).toBe(210);
    expect(formatHoursMinutes(210)).toBe('3:30');
  });
});

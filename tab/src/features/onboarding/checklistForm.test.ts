/** Days ↔ seconds (spec 3 §5, §9: 1 day = 86400 s) and the first open category of a person's checklist. */
import type { PersonProgress } from '@contracts/onboarding';
import { categoryFormSchema, firstOpenCategory, notificationFormSchema, secondsToDays } from './checklistForm';

it('sends days as seconds, negative before the reference date; refuses fractions and empty days', () => {
  expect(categoryFormSchema.parse({ name: ' Paperwork ', days: '-2' })).toEqual({ name: 'Paperwork', seconds_to_complete: -172800 });
  expect(categoryFormSchema.parse({ name: 'Day one', days: '0' }).seconds_to_complete).toBe(0);
  expect(categoryFormSchema.safeParse({ name: 'A', days: '1.5' }).success).toBe(false);
  expect(categoryFormSchema.safeParse({ name: 'A', days: '' }).success).toBe(false);
  expect(categoryFormSchema.safeParse({ name: 'x'.repeat(256), days: '1' }).success).toBe(false);
  expect(notificationFormSchema.parse({ days: '3', daily: true })).toEqual({ seconds_prior_to_completion: 259200, daily: true });
  expect(notificationFormSchema.safeParse({ days: '-1', daily: false }).success).toBe(false);
  expect(secondsToDays(-86400)).toBe(-1);
  expect(secondsToDays(7 * 86400)).toBe(7);
});

it('opens the first category that still has an incomplete task', () => {
  const cat = (id: number, completed: number, total: number) => ({ id, name: `C${id}`, seconds_to_complete: id, completed, total, tasks_in_category: [] });
  const p = (cats: ReturnType<typeof cat>[]): PersonProgress => ({ user: { id: 1, name: 'A', surname: 'B', email: 'a@b.lt' }, reference_date: '2026-11-30', categories: cats });
  expect(firstOpenCategory(p([cat(1, 2, 2), cat(2, 0, 1), cat(3, 0, 1)]))).toBe(2);
  expect(firstOpenCategory(p([cat(1, 2, 2)]))).toBeUndefined();
});

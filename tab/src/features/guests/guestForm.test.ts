/** The guest form's rules (spec 3 §5 Guests): required fields, the contract's limits, the end following the start. */
import { emptyGuestForm, endAfterStartMove, guestFormSchema, isoToLocal, localToIso } from './guestForm';

const filled = { ...emptyGuestForm(new Date(2027, 2, 2, 8, 10)), name: 'Jonas', purpose: 'Meeting', phone_number: '+370 600 00000' };

it('starts at the next full hour for one hour', () => {
  const f = emptyGuestForm(new Date(2027, 2, 2, 8, 10));
  expect([f.date_start, f.date_end]).toEqual(['2027-03-02T09:00', '2027-03-02T10:00']);
});

it('turns the local times into ISO instants and passes a complete form', () => {
  const r = guestFormSchema.safeParse(filled);
  expect(r.success).toBe(true);
  expect(r.data?.date_start).toBe(new Date(2027, 2, 2, 9, 0).toISOString());
  expect(r.data?.notes).toBeNull();
  expect(isoToLocal(localToIso('2027-03-02T09:30'))).toBe('2027-03-02T09:30');
});

it('names the missing, too long and misordered fields', () => {
  const issues = (v: object) => guestFormSchema.safeParse({ ...filled, ...v }).error?.issues.map((i) => `${String(i.path[0])}:${i.code}`) ?? [];
  expect(issues({ name: ' ' })).toEqual(['name:too_small']);
  expect(issues({ date_start: '' })).toEqual(['date_start:too_small']);
  expect(issues({ purpose: 'x'.repeat(2049) })).toEqual(['purpose:too_big']);
  expect(guestFormSchema.safeParse({ ...filled, date_end: '2027-03-02T08:00' }).error?.issues[0]).toMatchObject({ path: ['date_end'], message: 'end_before_start' });
});

it('moves the end to the start only when the start passes it', () => {
  expect(endAfterStartMove('2027-03-02T11:00', '2027-03-02T10:00')).toBe('2027-03-02T11:00');
  expect(endAfterStartMove('2027-03-02T09:00', '2027-03-02T10:00')).toBeNull();
  expect(endAfterStartMove('2027-03-02T09:00', '')).toBe('2027-03-02T09:00');
});

/** The guest form's rules (spec 3 §5 Guests): required fields, the contract's limits, the end following the start. */
import { emptyGuestForm, endAfterStartMove, guestFormFrom, guestFormSchema } from './guestForm';

const ZONE = 'Europe/Vilnius';
const schema = guestFormSchema(ZONE);
const filled = { ...emptyGuestForm(ZONE, new Date('2027-03-02T06:10:00Z')), name: 'Jonas', purpose: 'Meeting', phone_number: '+370 600 00000' };

it('starts at the next full hour for one hour, at the company clock (08:10 in Vilnius is 06:10 UTC)', () => {
  const f = emptyGuestForm(ZONE, new Date('2027-03-02T06:10:00Z'));
  expect([f.date_start, f.date_end]).toEqual(['2027-03-02T09:00', '2027-03-02T10:00']);
});

it('reads the times at the company clock into ISO instants and passes a complete form', () => {
  const r = schema.safeParse(filled);
  expect(r.success).toBe(true);
  expect(r.data?.date_start).toBe('2027-03-02T07:00:00.000Z');
  expect(r.data?.notes).toBeNull();
  const guest = { name: 'Jonas', purpose: 'Meeting', phone_number: '1', notes: null, is_employee: false, date_start: '2027-03-02T07:30:00.000Z', date_end: '2027-03-02T08:00:00.000Z' };
  expect(guestFormFrom(guest as Parameters<typeof guestFormFrom>[0], ZONE).date_start).toBe('2027-03-02T09:30');
});

it('names the missing, too long and misordered fields', () => {
  const issues = (v: object) => schema.safeParse({ ...filled, ...v }).error?.issues.map((i) => `${String(i.path[0])}:${i.code}`) ?? [];
  expect(issues({ name: ' ' })).toEqual(['name:too_small']);
  expect(issues({ date_start: '' })).toEqual(['date_start:too_small']);
  expect(issues({ purpose: 'x'.repeat(2049) })).toEqual(['purpose:too_big']);
  expect(schema.safeParse({ ...filled, date_end: '2027-03-02T08:00' }).error?.issues[0]).toMatchObject({ path: ['date_end'], message: 'end_before_start' });
});

it('moves the end to the start only when the start passes it', () => {
  expect(endAfterStartMove('2027-03-02T11:00', '2027-03-02T10:00')).toBe('2027-03-02T11:00');
  expect(endAfterStartMove('2027-03-02T09:00', '2027-03-02T10:00')).toBeNull();
  expect(endAfterStartMove('2027-03-02T09:00', '')).toBe('2027-03-02T09:00');
});

/** The conference form's rules (spec 3 §5 Conferences and trainings): required fields, price ≥ 0, blank or 0 max = unlimited, end not before start. */
import { conferenceFormSchema, emptyConferenceForm } from './conferenceForm';

const ZONE = 'Europe/Vilnius';
const schema = conferenceFormSchema(ZONE);
const filled = { ...emptyConferenceForm(ZONE, new Date('2030-03-02T08:10:00Z')), title: 'Summit', description: 'Talks', location: 'Vilnius', price_per_person: '12,50' };
const issues = (v: object) => schema.safeParse({ ...filled, ...v }).error?.issues.map((i) => `${String(i.path[0])}:${i.code}`) ?? [];

it('passes a complete form as the JSON body, tomorrow 09:00 read at the company clock (Vilnius, UTC+2 in March)', () => {
  expect([filled.date_start, filled.date_end]).toEqual(['2030-03-03T09:00', '2030-03-03T17:00']);
  const r = schema.safeParse(filled);
  expect(r.success).toBe(true);
  expect(r.data).toMatchObject({ price_per_person: 12.5, max_participants: null, link: null, date_start: '2030-03-03T07:00:00.000Z' });
  expect(schema.safeParse({ ...filled, max_participants: '0' }).data?.max_participants).toBeNull();
  expect(schema.safeParse({ ...filled, max_participants: '20' }).data?.max_participants).toBe(20);
});

it('names the missing, negative and misordered fields', () => {
  expect(issues({ title: ' ' })).toEqual(['title:too_small']);
  expect(issues({ price_per_person: '-1' })).toEqual(['price_per_person:too_small']);
  expect(issues({ price_per_person: '' })).toEqual(['price_per_person:invalid_type']);
  expect(issues({ max_participants: '1.5' })).toEqual(['max_participants:invalid_type']);
  expect(issues({ date_end: '2030-03-03T08:00' })).toEqual(['date_end:custom']);
  expect(issues({ description: 'x'.repeat(513) })).toEqual(['description:too_big']);
});

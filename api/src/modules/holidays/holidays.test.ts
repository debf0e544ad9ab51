/** Public holidays over HTTP (spec 2 §3 PublicHoliday, §7 v1 publicholidays, §9 countries). */
import { startTestApp, TestApp } from '../../test/harness';

let t: TestApp;
let user: Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  t = await startTestApp();
  user = await t.signIn('zygimantas@demo.lt');
});
afterAll(() => t.close());

it('lists Lithuanian public holidays with English and Lithuanian names', async () => {
  const r = await user.get('/api/v1/publicholidays/countries=LT?year=2026').expect(200);
  expect(r.body).toContainEqual({ name: "New Year's Day", localName: 'Naujieji metai', date: '2026-01-01', countryCode: 'LT' });
  expect(r.body).toContainEqual({ name: 'Day of Restoration of the State of Lithuania', localName: 'Lietuvos valstybės atkūrimo diena', date: '2026-02-16', countryCode: 'LT' });
  expect(r.body).toContainEqual(expect.objectContaining({ date: '2026-03-11', localName: 'Lietuvos nepriklausomybės atkūrimo diena' }));
  expect(r.body).toContainEqual(expect.objectContaining({ date: '2026-06-24', countryCode: 'LT' }));
  expect(r.body.every((h: { date: string }) => h.date.startsWith('2026-'))).toBe(true);
});

it('joins several countries and accepts lower-case codes; a date range limits the list', async () => {
  const r = await user.get('/api/v1/publicholidays/countries=lt,de,se?from=2026-12-24&to=2026-12-26').expect(200);
  const codes = new Set(r.body.map((h: { countryCode: string }) => h.countryCode));
  expect(codes).toEqual(new Set(['LT', 'DE', 'SE']));
  expect(r.body.every((h: { date: string }) => h.date >= '2026-12-24' && h.date <= '2026-12-26')).toBe(true);
  expect(r.body).toContainEqual(expect.objectContaining({ countryCode: 'DE', date: '2026-12-25', localName: '1. Weihnachtstag' }));
});

it('defaults to the previous, current and next year', async () => {
  const y = new Date().getUTCFullYear();
  const r = await user.get('/api/v1/publicholidays/countries=NL').expect(200);
  const years = new Set(r.body.map((h: { date: string }) => Number(h.date.slice(0, 4))));
  expect(years).toEqual(new Set([y - 1, y, y + 1]));
});

it('refuses unknown countries and needs a sign-in', async () => {
  const r = await user.get('/api/v1/publicholidays/countries=LT,XX').expect(400);
  expect(r.body.error_code).toBe('provided_invalid_data');
  await t.http().get('/api/v1/publicholidays/countries=LT').expect(401);
});

it('lists the offered countries with names in English and Lithuanian and flags, LT default', async () => {
  const r = await user.get('/api/v1/publicholidays/countries').expect(200);
  expect(r.body.map((c: { code: string }) => c.code)).toEqual(['LT', 'NL', 'RO', 'AU', 'BE', 'DE', 'NO', 'SE']);
  expect(r.body[0]).toEqual({ code: 'LT', name: 'Lithuania', nameLt: 'Lietuva', flag: '🇱🇹', isDefault: true });
  expect(r.body.find((c: { code: string }) => c.code === 'DE')).toMatchObject({ name: 'Germany', nameLt: 'Vokietija', flag: '🇩🇪', isDefault: false });
});

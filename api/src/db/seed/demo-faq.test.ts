/**
 * The demo FAQ (issue 17 item 7) as an employee finds it on /FAQ: 25 questions in 5 categories (leave,
 * trips, IT, office, payroll) in Lithuanian and in English, found by the search in either language (also
 * without diacritics), some votes, and suggested questions going straight to HR's chain.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { FaqQuestion } from '../../modules/faq/faq.entities';
import { inTransaction } from '../tx';
import { seedDemoFaq } from './demo-faq';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await inTransaction(t.ctx.ds, (em) => seedDemoFaq(em));
  await inTransaction(t.ctx.ds, (em) => seedDemoFaq(em));
});
afterAll(() => t.close());

it('holds 25 questions in 5 categories in Lithuanian and English, searchable in both, with votes; a suggestion reaches HR', async () => {
  const tomas = await t.signIn('tomas@demo.lt');
  const categories = (await tomas.get('/api/v1/faq/categories').expect(200)).body;
  expect(categories.data.map((c: { name: string }) => c.name).sort()).toEqual([
    'Atostogos / Leave', 'Biuras / Office', 'Darbo užmokestis / Payroll', 'IT', 'Komandiruotės / Business trips',
  ]);
  // Each question in Lithuanian and in English.
  expect(categories.data.every((c: { question_count: number }) => c.question_count === 10)).toBe(true);
  expect(categories.uncategorized_count).toBe(0);
  expect(await t.ctx.ds.getRepository(FaqQuestion).count()).toBe(50);

  const found = (await tomas.get('/api/v1/faq').query({ q: 'kiek atostogu dienu man priklauso' }).expect(200)).body;
  expect(found.data[0]).toMatchObject({ question: 'Kiek kasmetinių atostogų dienų man priklauso?', helpful: 2, not_helpful: 1, my_vote: null, can: { vote: true } });
  const english = (await tomas.get('/api/v1/faq').query({ q: 'how many vacation days do I have' }).expect(200)).body;
  expect(english.data[0]).toMatchObject({ question: 'How many days of annual leave (vacation) do I get?', helpful: 1 });
  const payroll = (await tomas.get('/api/v1/faq').query({ q: 'when is the salary paid' }).expect(200)).body;
  expect(payroll.data[0].question).toBe('When is the salary paid?');

  const r = await tomas.post('/api/v1/faq/request').send({ question: 'Ar yra sporto klubo nuolaida?' });
  expect([r.status, r.body.status]).toEqual([201, 'in_progress']);
  const hr = await t.signIn('hr@demo.lt');
  const object = (await hr.get(`/api/v1/requests/${r.body.request_id}/object`).expect(200)).body;
  expect(object).toMatchObject({ question: 'Ar yra sporto klubo nuolaida?', question_id: null });
  const done = await hr.patch(`/api/v2/chains/${r.body.request_id}/approve`);
  expect(done.body).toMatchObject({ status: 'approved' });
});

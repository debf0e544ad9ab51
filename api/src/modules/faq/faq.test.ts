/**
 * FAQ over HTTP (issue 17 item 1; spec 3 §3 FAQ, §5 FAQ, §6 frequently_asked_questions_*, §7 FAQ, §8 codes):
 * categories (name ≤ 255, faq_category_not_found, deleting keeps the questions uncategorised), questions
 * (question ≤ 255, answers sanitised, -1 = uncategorised), one vote per user per question (faq_vote_deny,
 * also under concurrent votes), search by words (FTS5 on SQLite and the portable LIKE fallback agree),
 * suggested questions through the engine becoming questions when approved.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { buildChain, buildUser, type Person } from '../../test/factories';
import { ApprovalRequest } from '../approvals/approvals.entities';
import { FaqQuestion, FaqSuggestion, FaqVote } from './faq.entities';
import { searchQuestions, searchStems } from './faq.search';

let t: TestApp;
let hr: Person;
let emp: Person;
let other: Person;
let outsider: Person;

beforeAll(async () => {
  t = await startTestApp();
  hr = await buildUser(t, { permissions: ['frequently_asked_questions_write'] });
  emp = await buildUser(t, { permissions: ['frequently_asked_questions_read'] });
  other = await buildUser(t, { permissions: ['frequently_asked_questions_read'] });
  outsider = await buildUser(t, { permissions: ['library_read'] });
});
afterAll(() => t.close());

const category = async (name: string) => (await hr.agent.post('/api/v1/faq/categories').send({ name }).expect(201)).body.category;
const question = async (body: Record<string, unknown>) => (await hr.agent.post('/api/v1/faq').send({ answer: '', category_id: -1, ...body }).expect(201)).body.question;

it('manages categories: add, rename, limits, unknown ids and permissions', async () => {
  const r = await hr.agent.post('/api/v1/faq/categories').send({ name: 'Leave' });
  expect(r.status).toBe(201);
  expect(r.body).toEqual({ message: 'faq_category_added', category: { id: expect.any(Number), name: 'Leave', question_count: 0 } });
  const id = r.body.category.id;
  const renamed = await hr.agent.put(`/api/v1/faq/categories/${id}`).send({ name: 'Leave and holidays' });
  expect([renamed.status, renamed.body.message, renamed.body.category.name]).toEqual([200, 'faq_category_updated', 'Leave and holidays']);

  for (const name of ['', '   ', 'x'.repeat(256)]) {
    const bad = await hr.agent.post('/api/v1/faq/categories').send({ name });
    expect([bad.status, bad.body.error_code, bad.body.fields[0].path]).toEqual([400, 'provided_invalid_data', 'name']);
  }
  expect((await hr.agent.post('/api/v1/faq/categories').send({ name: 'x'.repeat(255) })).status).toBe(201);
  for (const call of [hr.agent.put('/api/v1/faq/categories/99999').send({ name: 'Nope' }), hr.agent.delete('/api/v1/faq/categories/99999')]) {
    const res = await call;
    expect([res.status, res.body.error_code]).toEqual([404, 'faq_category_not_found']);
  }
  const denied = await emp.agent.post('/api/v1/faq/categories').send({ name: 'Mine' });
  expect([denied.status, denied.body.error_code]).toEqual([403, 'missing_permissions']);
  expect((await outsider.agent.get('/api/v1/faq/categories')).status).toBe(403);
  const list = (await emp.agent.get('/api/v1/faq/categories').expect(200)).body;
  expect(list.can_write).toBe(false);
  expect(list.data.map((c: { name: string }) => c.name)).toContain('Leave and holidays');
});

it('stores questions with sanitised answers; -1 is uncategorised; an unknown category is 404; limits are kept', async () => {
  const it1 = await category('IT');
  const q = await question({ question: 'How do I reset my password?', answer: '<p>Open <a href="https://id.example.com" onclick="x()">the portal</a></p><script>alert(1)</script><img src=x onerror=alert(1)>', category_id: it1.id });
  expect(q).toMatchObject({ question: 'How do I reset my password?', category_id: it1.id, helpful: 0, not_helpful: 0, my_vote: null, can: { edit: true, delete: true, vote: true } });
  expect(q.answer).toBe('<p>Open <a href="https://id.example.com" rel="noopener noreferrer" target="_blank">the portal</a></p>');

  const loose = await question({ question: 'Where is the coffee machine?', answer: '<p>Kitchen</p>', category_id: -1 });
  expect(loose.category_id).toBeNull();
  const missing = await hr.agent.post('/api/v1/faq').send({ question: 'Orphan?', answer: '', category_id: 99999 });
  expect([missing.status, missing.body.error_code]).toEqual([404, 'faq_category_not_found']);
  for (const body of [{ question: '' }, { question: 'x'.repeat(256) }]) {
    const bad = await hr.agent.post('/api/v1/faq').send({ answer: '', ...body });
    expect([bad.status, bad.body.fields[0].path]).toEqual([400, 'question']);
  }
  expect((await emp.agent.post('/api/v1/faq').send({ question: 'Mine?', answer: '' })).status).toBe(403);

  // Lists by category (-1: the uncategorised ones), an employee sees no edit rights.
  const inIt = (await emp.agent.get(`/api/v1/faq?category_id=${it1.id}`).expect(200)).body;
  expect(inIt.data.map((x: { id: number }) => x.id)).toEqual([q.id]);
  expect(inIt.data[0].can).toEqual({ edit: false, delete: false, vote: true });
  const uncategorised = (await emp.agent.get('/api/v1/faq?category_id=-1&pageSize=100').expect(200)).body;
  expect(uncategorised.data.map((x: { id: number }) => x.id)).toContain(loose.id);
  expect(uncategorised.data.every((x: { category_id: number | null }) => x.category_id === null)).toBe(true);

  const edited = await hr.agent.put(`/api/v1/faq/${loose.id}`).send({ question: 'Where is the coffee machine now?', answer: '<p>Second floor</p>', category_id: it1.id });
  expect([edited.status, edited.body.question.category_id, edited.body.question.answer]).toEqual([200, it1.id, '<p>Second floor</p>']);
  expect((await hr.agent.put('/api/v1/faq/99999').send({ question: 'x', answer: '' })).body.error_code).toBe('faq_question_not_found');

  // Deleting the category keeps its questions, uncategorised.
  await hr.agent.delete(`/api/v1/faq/categories/${it1.id}`).expect(200);
  expect((await t.ctx.ds.getRepository(FaqQuestion).findOneByOrFail({ id: q.id })).category_id).toBeNull();
  await hr.agent.delete(`/api/v1/faq/${q.id}`).expect(200);
  expect((await emp.agent.get(`/api/v1/faq/${q.id}`)).status).toBe(404);
});

it('records one vote per user per question: a second vote is 409 faq_vote_deny, also when votes race', async () => {
  const q = await question({ question: 'Can I bring my dog to the office?', answer: '<p>On Fridays</p>' });
  const first = await emp.agent.post('/api/v1/faq/votes').send({ question_id: q.id, is_helpful: true });
  expect(first.status).toBe(201);
  expect(first.body.question).toMatchObject({ helpful: 1, not_helpful: 0, my_vote: true, can: { vote: false } });
  const again = await emp.agent.post('/api/v1/faq/votes').send({ question_id: q.id, is_helpful: false });
  expect([again.status, again.body.error_code]).toEqual([409, 'faq_vote_deny']);
  const seen = (await other.agent.get(`/api/v1/faq/${q.id}`).expect(200)).body.question;
  expect(seen).toMatchObject({ helpful: 1, not_helpful: 0, my_vote: null, can: { vote: true } });

  const racing = await Promise.all(Array.from({ length: 8 }, (_, i) => other.agent.post('/api/v1/faq/votes').send({ question_id: q.id, is_helpful: i % 2 === 0 })));
  expect(racing.filter((r) => r.status === 201)).toHaveLength(1);
  expect(racing.filter((r) => r.status === 409 && r.body.error_code === 'faq_vote_deny')).toHaveLength(7);
  expect(await t.ctx.ds.getRepository(FaqVote).countBy({ question_id: q.id })).toBe(2);
  expect((await emp.agent.post('/api/v1/faq/votes').send({ question_id: 99999, is_helpful: true })).body.error_code).toBe('faq_question_not_found');
  expect((await outsider.agent.post('/api/v1/faq/votes').send({ question_id: q.id, is_helpful: true })).status).toBe(403);
});

it('searches words over questions and answers, best first; FTS5 and the portable LIKE fallback agree', async () => {
  const leave = await category('Atostogos');
  const days = await question({ question: 'How many vacation days do I get per year?', answer: '<p>Everyone gets <strong>20 working days</strong> of annual leave.</p>', category_id: leave.id });
  const carry = await question({ question: 'Can unused leave be carried over?', answer: '<p>Up to 5 vacation days move to the next year.</p>', category_id: leave.id });
  const lt = await question({ question: 'Kiek atostogų dienų priklauso?', answer: '<p>Kasmetinės atostogos – 20 darbo dienų.</p>' });
  await question({ question: 'Who orders the office snacks?', answer: '<p>The office manager.</p>' });

  const r = (await emp.agent.get('/api/v1/faq').query({ q: 'how many vacation days do I have' }).expect(200)).body;
  expect(r.data[0].id).toBe(days.id);
  expect(r.data.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([days.id, carry.id]));
  expect(r.totalCount).toBe(r.data.length);

  // Lithuanian without diacritics and another inflection; narrowed by category.
  const noDiacritics = (await emp.agent.get('/api/v1/faq').query({ q: 'atostogu dienos' }).expect(200)).body;
  expect(noDiacritics.data[0].id).toBe(lt.id);
  const narrowed = (await emp.agent.get('/api/v1/faq').query({ q: 'vacation', category_id: -1 }).expect(200)).body;
  expect(narrowed.data).toEqual([]);
  expect((await emp.agent.get('/api/v1/faq').query({ q: 'weather on Mars' }).expect(200)).body.totalCount).toBe(0);
  expect((await emp.agent.get('/api/v1/faq').query({ q: 'how do I' }).expect(200)).body.totalCount).toBe(0);
  // Edits and deletes reach the index (triggers).
  await hr.agent.put(`/api/v1/faq/${carry.id}`).send({ question: 'Can unused leave be carried over?', answer: '<p>Ask payroll.</p>', category_id: leave.id }).expect(200);
  expect((await emp.agent.get('/api/v1/faq').query({ q: 'payroll' })).body.data.map((x: { id: number }) => x.id)).toEqual([carry.id]);

  const em = t.ctx.ds.manager;
  for (const text of ['how many vacation days do I have', 'atostogu dienos', 'payroll', 'weather on Mars']) {
    const fts = await searchQuestions(em, text, { offset: 0, limit: 20 });
    const like = await searchQuestions(em, text, { offset: 0, limit: 20, portable: true });
    expect([like.total, like.ids[0]]).toEqual([fts.total, fts.ids[0]]);
  }
  expect(searchStems('How many vacation days do I have?')).toEqual(['vacati', 'days']);
});

it('suggested questions go through the engine and become questions when approved', async () => {
  // No chain mapped: refused, nothing stored.
  const before = await t.ctx.ds.getRepository(FaqSuggestion).count();
  const refused = await emp.agent.post('/api/v1/faq/request').send({ question: 'Is there a gym discount?' });
  expect([refused.status, refused.body.error_code]).toEqual([400, 'chain_mapping_not_configured']);
  expect(await t.ctx.ds.getRepository(FaqSuggestion).count()).toBe(before);

  const admin = await t.signIn('admin@demo.lt');
  await buildChain(t, admin, [{ name: 'HR answers', assignee_type: 'module_responsible', can_edit: true }], { mapTo: 'QuestionSuggestion' });
  const tooLong = await emp.agent.post('/api/v1/faq/request').send({ question: 'x'.repeat(256) });
  expect([tooLong.status, tooLong.body.fields[0].path]).toEqual([400, 'question']);
  expect((await outsider.agent.post('/api/v1/faq/request').send({ question: 'Gym?' })).status).toBe(403);

  const r = await emp.agent.post('/api/v1/faq/request').send({ question: 'Is there a gym discount?', answer: null, category_id: -1 });
  expect(r.status).toBe(201);
  expect(r.body).toEqual({ message: 'question_request_successfully_submitted', id: expect.any(Number), request_id: expect.any(Number), status: 'in_progress' });
  const stored = await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: r.body.request_id });
  expect([stored.request_name, stored.object_id, stored.user_id]).toEqual(['question_suggestion', r.body.id, emp.id]);

  // HR (module responsible: frequently_asked_questions_write) sees it, adds the answer and approves.
  const object = (await hr.agent.get(`/api/v1/requests/${r.body.request_id}/object`).expect(200)).body;
  expect(object).toMatchObject({ question: 'Is there a gym discount?', answer: '', user_id: emp.id, question_id: null });
  const cat = await category('Benefits');
  await hr.agent.put(`/api/v2/chains/${r.body.request_id}`).send({ answer: '<p>Yes, 30% at <em>FitLine</em>.</p><script>x</script>', category_id: cat.id }).expect(200);
  expect((await emp.agent.get('/api/v1/faq').query({ q: 'gym' })).body.totalCount).toBe(0);
  const done = await hr.agent.patch(`/api/v2/chains/${r.body.request_id}/approve`);
  expect(done.body).toMatchObject({ status: 'approved' });

  const found = (await emp.agent.get('/api/v1/faq').query({ q: 'gym discount' }).expect(200)).body.data;
  expect(found[0]).toMatchObject({ question: 'Is there a gym discount?', answer: '<p>Yes, 30% at <em>FitLine</em>.</p>', category_id: cat.id });
  expect((await t.ctx.ds.getRepository(FaqSuggestion).findOneByOrFail({ id: r.body.id })).question_id).toBe(found[0].id);
});

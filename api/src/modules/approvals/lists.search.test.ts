/**
 * The request lists' search over the trigram index (issue 11 item 3; migration 1700000009300,
 * lists.ts search): what a user types finds the same requests as a substring match would — any
 * case, inside a word, in the title, description or type, or the owner's name — including requests
 * created or renamed after the index was built; words under 3 characters and characters that mean
 * something to FTS or LIKE are plain text.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { buildChain, buildRequest, buildRole, buildUser, type Person } from '../../test/factories';
import { mapTestType, registerTestType } from '../../test/request-type';
import { ApprovalRequest } from './approvals.entities';

let t: TestApp;
let owner: Person;
let manager: Person;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  registerTestType();
  admin = await t.signIn('admin@demo.lt');
  const role = await buildRole(t);
  manager = await buildUser(t, { roleId: role, name: 'Mantas', surname: 'Vadovas' });
  owner = await buildUser(t, { roleId: role, managerId: manager.id, name: 'Ieva', surname: 'Trigramaitė' });
  await mapTestType(t, (await buildChain(t, admin, [{ assignee_type: 'direct_manager' }])).chainId);
  const titles = { laptop: 'New LAPTOP stand', quote: 'Monitor "27 inch" 100% brightness', short: 'TV wall mount', renamed: 'Old name' };
  for (const [k, title] of Object.entries(titles)) ids[k] = await buildRequest(t, { ownerId: owner.id, title });
});
afterAll(() => t.close());

const search = async (q: string) =>
  ((await owner.agent.get(`/api/v2/requests?includeFinished=true&pageSize=50&q=${encodeURIComponent(q)}`).expect(200)).body as { data: { id: number }[]; totalCount: number });
const found = async (q: string) => (await search(q)).data.map((r) => r.id).sort((a, b) => a - b);

describe('request search', () => {
  it('finds a word in any case and inside a word, and every word must match', async () => {
    expect(await found('laptop')).toEqual([ids.laptop]);
    expect(await found('APTO')).toEqual([ids.laptop]);
    expect(await found('stand laptop')).toEqual([ids.laptop]);
    expect(await found('stand monitor')).toEqual([]);
    expect((await search('laptop')).totalCount).toBe(1);
  });

  it("finds requests by the owner's name (every request of the owner)", async () => {
    expect(await found('trigramait')).toEqual(Object.values(ids).sort((a, b) => a - b));
    expect(await found('Ieva laptop')).toEqual([ids.laptop]);
  });

  it('treats quotes and percent signs as text, and short words too', async () => {
    expect(await found('"27')).toEqual([ids.quote]);
    expect(await found('100%')).toEqual([ids.quote]);
    expect(await found('TV')).toEqual([ids.short]);
    expect(await found('%')).toEqual([ids.quote]);
  });

  it('finds the Lithuanian title and description too (a Lithuanian reader searches what they read)', async () => {
    await t.ctx.ds.getRepository(ApprovalRequest).update(ids.short, { title_lt: 'Televizoriaus laikiklis', description_lt: 'Tipas: Kuras; Iš viso: 12,00 EUR' });
    expect(await found('kuras')).toEqual([ids.short]);
    expect(await found('TELEVIZORIAUS')).toEqual([ids.short]);
    expect(await found('12,00')).toEqual([ids.short]);
  });

  it('follows a renamed request at once', async () => {
    await t.ctx.ds.getRepository(ApprovalRequest).update(ids.renamed, { title: 'Ergonomic chair', title_lt: 'Ergonominė kėdė' });
    expect(await found('ergonomic')).toEqual([ids.renamed]);
    expect(await found('old name')).toEqual([]);
  });
});

describe('a common word in the whole-company list (issue 11 item 3: the index as a membership test)', () => {
  it('counts and pages every match, any case of any letter, with the owner names still matching', async () => {
    // 2,100 submitted requests whose title holds the word (more than the index's "rare" bound, 2,000): copies of one, through the index's triggers
    const source = await buildRequest(t, { ownerId: manager.id, title: 'x', fields: { status: 'approved', title: 'ŠVENTINIS stalas 0', issued_date: new Date(Date.UTC(2025, 11, 31)) } });
    const cols = ((await t.ctx.ds.query('PRAGMA table_info(requests)')) as { name: string }[]).map((c) => c.name).filter((c) => c !== 'id');
    const values = cols.map((c) => (c === 'title' ? "'ŠVENTINIS stalas ' || n.i" : c === 'issued_date' ? "datetime('2026-01-01', '+' || n.i || ' minutes')" : `r.${c}`));
    await t.ctx.ds.query(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2099) INSERT INTO requests (${cols.join(', ')}) SELECT ${values.join(', ')} FROM requests r, n WHERE r.id = ?`,
      [source],
    );
    const list = async (q: string, page = 1) =>
      (await admin.get(`/api/v2/requests/unapproved?includeFinished=true&pageSize=50&page=${page}&q=${encodeURIComponent(q)}`).expect(200)).body as { data: { id: number; eventName: string | null }[]; totalCount: number };
    const first = await list('šventinis');
    expect(first.totalCount).toBe(2100);
    expect(first.data[0].eventName).toBe('ŠVENTINIS stalas 2099'); // newest first
    expect((await list('ventini STALAS 20', 2)).totalCount).toBe([...Array(2100).keys()].filter((i) => String(i).includes('20')).length);
    expect((await list('Šventinis Vadovas')).totalCount).toBe(2100);
    expect((await list('šventinis Trigramaitė')).totalCount).toBe(0);
    expect((await list('šventinis', 43)).data).toHaveLength(0);
    expect((await list('šventinis', 42)).data).toHaveLength(50);
    // the total of a search is kept only while nothing changes
    await t.ctx.ds.getRepository(ApprovalRequest).update(source, { title: 'Kėdė' });
    expect((await list('šventinis')).totalCount).toBe(2099);
    expect((await list('šventinis', 42)).data).toHaveLength(49);
  });
});


/**
 * db/raw.ts over a real SQLite database: rows read as arrays (better-sqlite3's raw mode) come back as
 * the same values the driver gives, as objects (rawRows) or as arrays in the SELECT's order
 * (rawTuples), also inside a transaction and for a text reused with other values.
 */
import { startTestApp, type TestApp } from '../test/harness';
import { rawRows, rawTuples } from './raw';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const SQL = 'SELECT u.id, u.email, u.manager_id, u.deleted_at, u.activated_at FROM users u WHERE u.id IN (:...ids) ORDER BY u.id';

describe('db/raw', () => {
  it('rawRows gives the objects the driver gives, rawTuples the same values in column order', async () => {
    const em = app.ctx.ds.manager;
    const ids = (await em.query('SELECT id FROM users ORDER BY id LIMIT 3')).map((r: { id: number }) => r.id);
    expect(ids.length).toBe(3);
    const driver = await em.query(SQL.replace('(:...ids)', `(${ids.join(', ')})`));
    const rows = await rawRows(em, SQL, { ids });
    expect(rows).toEqual(driver);
    expect(Object.keys(rows[0])).toEqual(['id', 'email', 'manager_id', 'deleted_at', 'activated_at']);
    expect(await rawTuples(em, SQL, { ids })).toEqual(driver.map((r: Record<string, unknown>) => Object.values(r)));
    // the same text again with other values reuses the statement
    expect(await rawRows(em, SQL, { ids: [ids[2], -1, -2] })).toEqual([driver[2]]);
  });

  it('reads inside a transaction see its own writes', async () => {
    const seen = await app.ctx.ds.transaction(async (em) => {
      await em.query("UPDATE users SET name = 'Inside' WHERE id = (SELECT min(id) FROM users)");
      return rawRows<{ name: string }>(em, 'SELECT u.name FROM users u WHERE u.id = (SELECT min(id) FROM users)');
    });
    expect(seen).toEqual([{ name: 'Inside' }]);
  });
});

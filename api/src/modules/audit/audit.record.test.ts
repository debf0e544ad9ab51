/** recordAudit writes inside the caller's transaction: the entry commits with the action and a failing action leaves none. */
import { inTransaction } from '../../db/tx';
import { startTestApp, TestApp } from '../../test/harness';
import { AuditLogRow } from './audit.entities';
import { recordAudit } from './audit.record';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('commits the entry with the action', async () => {
  const id = await inTransaction(t.ctx.ds, (em) =>
    recordAudit(em, { actorId: 1, action: 'user.updated', targetType: 'user', targetId: 7, details: { fields: ['name'] }, client: 'tab' }),
  );
  const row = await t.ctx.ds.getRepository(AuditLogRow).findOneByOrFail({ id });
  expect(row).toMatchObject({ actor_id: 1, on_behalf_of_id: null, action: 'user.updated', target_type: 'user', target_id: '7', client: 'tab' });
  expect(JSON.parse(row.details ?? '{}')).toEqual({ fields: ['name'] });
});

it('leaves no entry when the action fails after recording', async () => {
  const before = await t.ctx.ds.getRepository(AuditLogRow).count();
  await expect(
    inTransaction(t.ctx.ds, async (em) => {
      await recordAudit(em, { actorId: 1, action: 'role.deleted', targetType: 'role', targetId: 99, client: 'tab' });
      throw new Error('the action failed');
    }),
  ).rejects.toThrow('the action failed');
  expect(await t.ctx.ds.getRepository(AuditLogRow).count()).toBe(before);
});

/**
 * External accounting system sync over real HTTP (issue 13 item 5; spec 1 §6–§7 POST navision/sync,
 * spec 2 §7 GET navision/countries, §8 user_has_no_navision_id): the file drop (default) and the
 * HTTP connector against a local server; users created, updated and locked; documents sent once.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Role } from '../roles/roles.entities';
import { User } from '../users/users.entities';
import { buildUser, buildUserRecord, type Person } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { registerNavisionSource, type NavisionDocument } from './navision.sources';

/**
 * Documents of a source registered by this test (the real ones come from trips and claims, whose
 * demo documents are sent too: the assertions look at this source's documents only).
 */
let approved: NavisionDocument[] = [];
registerNavisionSource({ kind: 'test_document', approved: async () => approved });

const employee = (n: string, extra: Record<string, unknown> = {}) => ({
  navision_id: `E-${n}`, name: `Name${n}`, surname: `Surname${n}`, email: `person${n}@external.lt`, position: 'Accountant', ...extra,
});

describe('file drop (the default)', () => {
  let t: TestApp;
  let hr: Person;
  const outbox = () => path.join(t.dataDir, 'navision-outbox');
  const writeEmployees = (list: unknown) => {
    fs.mkdirSync(outbox(), { recursive: true });
    fs.writeFileSync(path.join(outbox(), 'employees.json'), JSON.stringify(list));
  };
  beforeAll(async () => {
    t = await startTestApp();
    hr = await buildUser(t, { permissions: ['users_read', 'users_write'] });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    approved = [];
  });

  it('creates new people with the default role, links and updates those matched by e-mail, skips bad and repeated entries', async () => {
    const known = await buildUserRecord(t, { email: 'known@external.lt', name: 'Known', surname: 'Person' });
    writeEmployees([
      employee('1'),
      { navision_id: 'E-2', name: 'Known', surname: 'Person', email: 'Known@external.lt', position: 'Driver' },
      { navision_id: 'E-3', name: '', surname: 'NoName', email: 'x@external.lt' },
      employee('1'),
    ]);
    const mails = t.outbox().length;
    const res = await hr.agent.post('/api/v1/navision/sync');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'navision_synced', users: { created: 1, updated: 1, unchanged: 0, skipped: 2 } });
    await t.ctx.events.drain();
    expect(t.outbox()).toHaveLength(mails); // no activation e-mail: they sign in with Microsoft

    const users = t.ctx.ds.getRepository(User);
    const created = await users.findOneByOrFail({ email: 'person1@external.lt' });
    const defaultRole = await t.ctx.ds.getRepository(Role).findOneByOrFail({ default_role: true });
    expect(created).toMatchObject({ navision_id: 'E-1', name: 'Name1', role_id: defaultRole.id, position: 'Accountant', password_hash: null, username: 'person1' });
    expect(await users.findOneByOrFail({ id: known.id })).toMatchObject({ navision_id: 'E-2', position: 'Driver', email: 'Known@external.lt' });
    // …but the portal's e-mails reach them (only their subscriptions decide): nobody could switch this on for a synced person
    expect((await hr.agent.get(`/api/v1/users/${created.id}/info`)).body.should_send_email).toBe(true);

    // synced people are locked from edits in the portal
    const edit = await hr.agent.put(`/api/v1/users/${created.id}`).send({ name: 'Changed', surname: 'Here', username: 'person1', email: 'person1@external.lt', role_id: defaultRole.id });
    expect(edit.body.error_code).toBe('cannot_edit_navision_user');

    // a second run changes nothing
    const again = await hr.agent.post('/api/v1/navision/sync');
    expect(again.body.users).toEqual({ created: 0, updated: 0, unchanged: 2, skipped: 2 });
  });

  it('never takes over an e-mail that belongs to someone else', async () => {
    await buildUserRecord(t, { email: 'taken@external.lt', navisionId: 'OTHER-1' });
    writeEmployees([employee('9', { email: 'taken@external.lt' })]);
    const res = await hr.agent.post('/api/v1/navision/sync');
    expect(res.body.users).toMatchObject({ created: 0, updated: 0, skipped: 1 });
    expect(await t.ctx.ds.getRepository(User).countBy({ navision_id: 'E-9' })).toBe(0);
  });

  it('sends each approved document once, and reports owners without a navision id', async () => {
    writeEmployees([]);
    await hr.agent.post('/api/v1/navision/sync'); // the demo's approved documents go first
    approved = [
      { kind: 'test_document', id: 1, userId: 5, navisionId: 'E-1', payload: { total_cents: 12345 } },
      { kind: 'test_document', id: 2, userId: 6, navisionId: null, payload: {} },
    ];
    const first = await hr.agent.post('/api/v1/navision/sync');
    expect(first.body.documents).toEqual({ sent: 1, failed: [{ kind: 'test_document', id: 2, user_id: 6, error_code: 'user_has_no_navision_id' }] });
    const file = JSON.parse(fs.readFileSync(path.join(outbox(), 'test_document-1.json'), 'utf8'));
    expect(file).toEqual({ kind: 'test_document', id: 1, navision_id: 'E-1', payload: { total_cents: 12345 } });
    expect(fs.existsSync(path.join(outbox(), 'test_document-2.json'))).toBe(false);

    fs.rmSync(path.join(outbox(), 'test_document-1.json'));
    const second = await hr.agent.post('/api/v1/navision/sync');
    expect(second.body.documents.sent).toBe(0);
    expect(fs.existsSync(path.join(outbox(), 'test_document-1.json'))).toBe(false);
  });

  it('needs users_write and a configured default role; without one nothing changes', async () => {
    const plain = await buildUser(t, { permissions: ['users_read'] });
    expect((await plain.agent.post('/api/v1/navision/sync')).body.error_code).toBe('missing_permissions');

    writeEmployees([employee('7')]);
    const roles = t.ctx.ds.getRepository(Role);
    const def = await roles.findOneByOrFail({ default_role: true });
    await roles.update(def.id, { default_role: false });
    try {
      const res = await hr.agent.post('/api/v1/navision/sync');
      expect(res.status).toBe(400);
      expect(res.body.error_code).toBe('default_role_not_configured');
      expect(await t.ctx.ds.getRepository(User).countBy({ navision_id: 'E-7' })).toBe(0);
    } finally {
      await roles.update(def.id, { default_role: true });
    }
  });

  it('lists the destination countries in English and Lithuanian', async () => {
    const en = await hr.agent.get('/api/v1/navision/countries');
    expect(en.status).toBe(200);
    expect(en.body.length).toBeGreaterThanOrEqual(245);
    expect(en.body).toContainEqual({ Code: 'DE', Name: 'Germany' });
    const lt = await hr.agent.get('/api/v1/navision/countries?lang=lt');
    expect(lt.body).toContainEqual({ Code: 'DE', Name: 'Vokietija' });
    expect(lt.body).toContainEqual({ Code: 'LT', Name: 'Lietuva' });
  });
});

describe('HTTP connector (NAVISION_URL)', () => {
  let server: http.Server;
  let t: TestApp;
  const posted: { auth?: string; key?: string; body: unknown }[] = [];
  let failDocuments = false;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        if (req.url === '/bc/employees' && req.method === 'GET') {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(req.headers.authorization === `Basic ${Buffer.from('portal:s3cret').toString('base64')}` ? [employee('42')] : []));
        } else if (req.url === '/bc/documents' && req.method === 'POST') {
          if (failDocuments) {
            res.statusCode = 503;
            res.end();
            return;
          }
          posted.push({ auth: req.headers.authorization, key: req.headers['idempotency-key'] as string, body: JSON.parse(body) });
          res.statusCode = 201;
          res.end('{}');
        } else {
          res.statusCode = 404;
          res.end();
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    t = await startTestApp({ NAVISION_URL: `http://127.0.0.1:${port}/bc`, NAVISION_USER: 'portal', NAVISION_PASSWORD: 's3cret' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => server.close(r));
  });

  it('pulls the employees and pushes documents with basic auth and an idempotency key, retrying the ones that failed', async () => {
    const hr = await buildUser(t, { permissions: ['users_write'] });
    await hr.agent.post('/api/v1/navision/sync'); // the demo's approved documents go first
    posted.length = 0;
    approved = [{ kind: 'test_document', id: 7, userId: 1, navisionId: 'E-42', payload: { purpose: 'Fair in Köln' } }];

    failDocuments = true;
    const failed = await hr.agent.post('/api/v1/navision/sync');
    expect(failed.status).toBe(200);
    expect(failed.body.users.created).toBe(0); // E-42 came with the first call
    expect(failed.body.documents).toEqual({ sent: 0, failed: [{ kind: 'test_document', id: 7, user_id: 1, error_code: 'failed_to_update_data' }] });
    expect(await t.ctx.ds.getRepository(User).countBy({ navision_id: 'E-42' })).toBe(1);

    failDocuments = false;
    const ok = await hr.agent.post('/api/v1/navision/sync');
    expect(ok.body.documents).toEqual({ sent: 1, failed: [] });
    expect(posted).toEqual([
      {
        auth: `Basic ${Buffer.from('portal:s3cret').toString('base64')}`,
        key: 'test_document-7',
        body: { kind: 'test_document', id: 7, navision_id: 'E-42', payload: { purpose: 'Fair in Köln' } },
      },
    ]);
    await hr.agent.post('/api/v1/navision/sync');
    expect(posted).toHaveLength(1);
  });

  it('answers failed_to_retrieve_data when the external system cannot be read', async () => {
    const hr = await buildUser(t, { permissions: ['users_write'] });
    await new Promise((r) => server.close(r));
    server.closeAllConnections();
    const res = await hr.agent.post('/api/v1/navision/sync');
    expect(res.body.error_code).toBe('failed_to_retrieve_data');
    await new Promise<void>((r) => server.listen((t.ctx.config.NAVISION_URL ? Number(new URL(t.ctx.config.NAVISION_URL).port) : 0), '127.0.0.1', r));
  });
});

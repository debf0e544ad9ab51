/**
 * One upload never carries two files of the same name (spec 1 §5 "Attachments in general: … no
 * duplicate file names"): the info change request is refused with the upload's code (bad_file_type,
 * reason duplicate, the file's name) and nothing is stored; names compare as stored, ignoring case.
 */
import { StoredFile } from '../../shared/files';
import { buildChain } from '../../test/factories';
import { startTestApp, TestApp } from '../../test/harness';
import { User } from '../users/users.entities';
import { UserInfoChange } from './user-info-change.entities';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signIn']>>;
let ownerId: number;
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PDF = Buffer.from('%PDF-1.4\n% test\n').toString('base64');

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin@demo.lt');
  const { chainId: chain } = await buildChain(t, admin, [{ name: 'Manager confirms', assignee_type: 'direct_manager' }], { name: 'Surname change' });
  await admin.post('/api/v1/users/edit/references').send({ request_type: 'surname', name: 'Surname', chain_id: chain, image_required: true }).expect(201);
  owner = await t.signIn('tomas@demo.lt');
  ownerId = (await t.ctx.ds.getRepository(User).findOneByOrFail({ email: 'tomas@demo.lt' })).id;
});
afterAll(() => t.close());

const ask = (images: { name: string; data: string }[]) => owner.post(`/api/v1/users/${ownerId}/edit`).send({ type: 'surname', value: 'Naujas', images });
const counts = async () => [await t.ctx.ds.getRepository(StoredFile).count(), await t.ctx.ds.getRepository(UserInfoChange).count()];

it.each([
  [
    'the same name twice',
    [
      { name: 'id-card.png', data: PNG },
      { name: 'id-card.png', data: PNG },
    ],
    'id-card.png',
  ],
  [
    'names differing only in case',
    [
      { name: 'Scan.pdf', data: PDF },
      { name: 'scan.PDF', data: PDF },
    ],
    'scan.PDF',
  ],
])('refuses %s with bad_file_type (reason duplicate) and stores nothing', async (_label, images, file) => {
  const before = await counts();
  const r = await ask(images);
  expect([r.status, r.body.error_code, r.body.reason, r.body.file]).toEqual([400, 'bad_file_type', 'duplicate', file]);
  expect(await counts()).toEqual(before);
});

it('accepts files with different names', async () => {
  const r = await ask([
    { name: 'id-card.png', data: PNG },
    { name: 'id-card-back.png', data: PNG },
  ]);
  expect(r.status).toBe(201);
});

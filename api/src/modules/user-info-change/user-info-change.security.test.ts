/**
 * Issue 9 item 8 over real HTTP: the probe's upload payloads against POST /api/v1/users/:id/edit
 * (info change images, spec 1 §5). Refusals are 400 `bad_file_type` with a reason and store nothing;
 * accepted files come back (GET /api/v1/requests/:id/object) with a cleaned name and clean bytes.
 */
import sharp from 'sharp';
import { StoredFile } from '../../shared/files';
import { startTestApp, TestApp } from '../../test/harness';
import { buildUser, type Person } from '../../test/factories';

let t: TestApp;
let owner: Person;
let png: Buffer;

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64');
const files = () => t.ctx.ds.getRepository(StoredFile).count();
const upload = (images: { name: string; data: string }[]) => owner.agent.post(`/api/v1/users/${owner.id}/edit`).send({ type: 'name', value: 'Rasa', images });
/** Uploads and reads back what approvers get (name, content type, bytes). */
const roundTrip = async (name: string, bytes: Buffer) => {
  const r = await upload([{ name, data: b64(bytes) }]);
  expect(r.status).toBe(201);
  const object = (await owner.agent.get(`/api/v1/requests/${r.body.request_id}/object`).expect(200)).body;
  const [image] = object.images as { name: string; content_type: string; data: string }[];
  return { name: image.name, contentType: image.content_type, bytes: Buffer.from(image.data, 'base64') };
};

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin@demo.lt');
  owner = await buildUser(t);
  await admin.post('/api/v1/users/edit/references').send({ request_type: 'name', name: 'Name', chain_id: null }).expect(201);
  png = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

it.each([
  [
    'a PNG signature followed by <script>',
    'x.png',
    () => Buffer.concat([png.subarray(0, 8), Buffer.from('<script>alert(document.cookie)</script>')]),
    ['type', 'content'],
  ],
  ['x.html.png with HTML content', 'x.html.png', () => Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'), ['type']],
  ['an .exe renamed to .png', 'setup.png', () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(200)]), ['type']],
  [
    'a PDF with /JavaScript',
    'invoice.pdf',
    () => Buffer.from('%PDF-1.7\n1 0 obj <</Type/Catalog/OpenAction 2 0 R>> endobj\n2 0 obj <</S/JavaScript/JS(app.alert(1))>> endobj\n%%EOF\n'),
    ['content'],
  ],
  ['a PDF with an escaped /Launch', 'invoice.pdf', () => Buffer.from('%PDF-1.7\n1 0 obj <</S/L#61unch/F(cmd.exe)>> endobj\n%%EOF\n'), ['content']],
])('refuses %s with bad_file_type and stores nothing', async (_what, name, bytes, reasons) => {
  const before = await files();
  const r = await upload([
    { name: 'ok.png', data: b64(png) },
    { name, data: b64(bytes()) },
  ]);
  expect([r.status, r.body.error_code]).toEqual([400, 'bad_file_type']);
  expect(reasons).toContain(r.body.reason);
  expect(Object.keys(r.body).sort()).toEqual(['error_code', 'file', 'message', 'reason']);
  expect(await files()).toBe(before);
});

it('re-encodes a real image so that bytes appended after it are gone', async () => {
  const got = await roundTrip('photo.png', Buffer.concat([png, Buffer.from('<script>alert(document.cookie)</script>')]));
  expect([got.name, got.contentType]).toEqual(['photo.png', 'image/png']);
  expect(got.bytes.includes('<script>')).toBe(false);
  expect((await sharp(got.bytes).metadata()).format).toBe('png');
});

it.each([
  ['../../../../tmp/evil.png', 'evil.png'],
  ['..\\..\\evil.png', 'evil.png'],
  ['evil.html\x00.png', 'evil.html.png'],
  ['\x00', 'file.png'],
  ['x.html.png', 'x.html.png'],
  ['photo.pdf', 'photo.png'],
])('stores the name %j as %j (the content is a png)', async (name, stored) => {
  const got = await roundTrip(name, png);
  expect([got.name, got.contentType]).toEqual([stored, 'image/png']);
});

it('keeps a passive PDF as it was sent, under a .pdf name', async () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n%%EOF\n');
  const got = await roundTrip('sprendimas', pdf);
  expect([got.name, got.contentType, got.bytes.equals(pdf)]).toEqual(['sprendimas.pdf', 'application/pdf', true]);
});

/** The OpenAPI document at /api/docs, generated from the same route declarations and zod contracts that validate requests. */
import { startTestApp, TestApp } from '../test/harness';

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
}
interface Operation {
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { name: string; in: string }[];
  security?: unknown[];
  responses: Record<string, unknown>;
}
type Doc = { openapi: string; info: { version: string }; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await startTestApp();
  const res = await t.http().get('/api/docs/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => t.close());

const bodySchema = (path: string, method: string) => doc.paths[path]?.[method]?.requestBody?.content['application/json'].schema;

it('is OpenAPI 3.1 with the api version', () => {
  expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
  expect(doc.info.version).toBe(t.ctx.config.version);
});

it('documents sign-in with its request schema, as a public call', () => {
  const schema = bodySchema('/api/v1/login', 'post')!;
  expect(schema.type).toBe('object');
  expect(Object.keys(schema.properties!)).toEqual(expect.arrayContaining(['email', 'password']));
  expect(schema.required).toEqual(expect.arrayContaining(['email', 'password']));
  expect(doc.paths['/api/v1/login'].post.security).toEqual([]);
});

it('documents the role permissions calls with the PUT body and the access rule', () => {
  const path = doc.paths['/api/v1/roles/permissions'];
  expect(Object.keys(path)).toEqual(expect.arrayContaining(['get', 'put']));
  const schema = bodySchema('/api/v1/roles/permissions', 'put')!;
  expect(Object.keys(schema.properties!)).toEqual(expect.arrayContaining(['role_id', 'name', 'description', 'permission_names']));
  expect(schema.properties!.permission_names).toMatchObject({ type: 'array', items: { type: 'string' } });
  expect(schema.required).toEqual(expect.arrayContaining(['role_id', 'name', 'permission_names']));
  expect(path.put.security).not.toEqual([]);
  expect(path.put.responses).toHaveProperty('403');
});

it('writes path parameters in OpenAPI form', () => {
  const op = doc.paths['/api/v1/users/{id}/permissions']?.get;
  expect(op?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]));
});

it('contains every declared route', () => {
  const missing = t.routes
    .map((r) => ({ method: r.method, path: r.path.replace(/:(\w+)/g, '{$1}') }))
    .filter((r) => !doc.paths[r.path]?.[r.method])
    .map((r) => `${r.method} ${r.path}`);
  expect(missing).toEqual([]);
});

it('serves the documentation page as HTML with its script', async () => {
  const page = await t.http().get('/api/docs').redirects(1);
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.text).toMatch(/swagger-ui/i);
  const init = await t.http().get('/api/docs/swagger-ui-init.js');
  expect(init.status).toBe(200);
  expect(init.text).toContain('/api/v1/login');
});

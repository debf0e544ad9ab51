/// <reference types="node" />
/**
 * Issue 10 item 4: no component writes through `api()` itself. Every POST/PUT/PATCH/DELETE of the
 * listed feature folders and of tab/src/components goes through a mutation hook in the feature's
 * api file (`*Api.ts`), which re-reads what it changes. The sources are read as text.
 *
 * Every folder under tab/src/features is checked.
 */
import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';

const SRC = join(__dirname, '..');
/** Every feature folder: a new module is checked from its first file. */
const FEATURES = readdirSync(join(SRC, 'features')).filter((f) => statSync(join(SRC, 'features', f)).isDirectory());
const ROOTS = [...FEATURES.map((f) => join(SRC, 'features', f)), join(SRC, 'components'), join(SRC, 'app')];

/** An `api(...)` / `api<T>(...)` / `apiBlob(...)` call whose options send a writing method. */
const RAW_WRITE = /\bapi(?:Blob)?\s*(?:<[^>()]*>)?\s*\([^;]*?method\s*:\s*['"`](POST|PUT|PATCH|DELETE)['"`]/s;

/** Source files allowed to call the api for writes: the feature api files. */
const isApiFile = (file: string) => /(^|[/\\])[a-zA-Z]*Api\.tsx?$/.test(file);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('tab writes go through mutation hooks', () => {
  it('the check spots a raw write and lets reads and api files pass', () => {
    expect(RAW_WRITE.test("await api(`/api/v1/users/${id}`, { method: 'DELETE' });")).toBe(true);
    expect(RAW_WRITE.test("const r = await api<{ id: number }>('/api/v1/roles', {\n  method: 'POST',\n  body,\n});")).toBe(true);
    expect(RAW_WRITE.test("useQuery({ queryKey: k, queryFn: () => api<Role[]>('/api/v1/roles') });")).toBe(false);
    expect(isApiFile('features/users/usersApi.ts')).toBe(true);
    expect(isApiFile('features/users/UsersPage.tsx')).toBe(false);
  });

  it.each(ROOTS.map((r) => [relative(SRC, r), r]))('%s: no component calls api() for a write', (_name, root) => {
    const offenders = sources(root)
      .filter((file) => !isApiFile(file) && RAW_WRITE.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});

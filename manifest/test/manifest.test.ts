/**
 * The Teams app package, built the way a release is built (`node manifest/build.mjs`, a child
 * process with only the variables given here): a package Teams accepts on upload, the ids and
 * addresses of the environment in it, and clear refusals when something is missing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { PNG } from 'pngjs';

jest.setTimeout(60_000);

const BUILD = path.resolve(__dirname, '..', 'build.mjs');
const VALIDATE = path.resolve(__dirname, '..', 'validate.mjs');

const BOT_ID = '8f1c2a4e-5b6d-4e7f-9a0b-1c2d3e4f5a6b';
const CLIENT_ID = '3d4e5f60-7182-4a3b-8c4d-5e6f708192a3';
const TEST_ENV = {
  PUBLIC_URL: 'https://portal.contoso.test/',
  MicrosoftAppId: BOT_ID,
  AAD_CLIENT_ID: CLIENT_ID,
  APP_VERSION: '2.3.4',
};

interface Manifest {
  $schema: string;
  manifestVersion: string;
  version: string;
  id: string;
  icons: { color: string; outline: string };
  accentColor: string;
  staticTabs: { entityId: string; name?: string; contentUrl?: string; scopes: string[] }[];
  bots: { botId: string; scopes: string[]; commandLists: { scopes: string[]; commands: { title: string }[] }[] }[];
  validDomains: string[];
  webApplicationInfo: { id: string; resource: string };
}

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-manifest-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Runs the build with exactly `vars` (plus PATH/HOME), never the developer's own ids. */
function build(vars: Record<string, string>, args: string[] = []) {
  const out = fs.mkdtempSync(path.join(tmp, 'out-'));
  const res = spawnSync(process.execPath, [BUILD, '--out', out, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...vars },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { out, status: res.status, stdout: res.stdout, stderr: res.stderr };
}

/**
 * Schema errors of a manifest: @microsoft/app-manifest's validator with the schema bundled in
 * the published package (no network). It runs in a child Node, because the package requires an
 * ES module, which Node loads and jest's module system does not.
 */
function schemaErrors(manifest: unknown): string[] {
  const file = path.join(fs.mkdtempSync(path.join(tmp, 'check-')), 'manifest.json');
  fs.writeFileSync(file, JSON.stringify(manifest));
  const res = spawnSync(process.execPath, [VALIDATE, '--json', file], { encoding: 'utf8', timeout: 60_000 });
  expect(res.stdout).toMatch(/^\[/);
  return JSON.parse(res.stdout) as string[];
}

async function readZip(file: string) {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const names = Object.values(zip.files)
    .filter((f) => !f.dir)
    .map((f) => f.name)
    .sort();
  const read = (name: string) => zip.file(name)!.async('nodebuffer');
  return { names, read };
}

describe('the Teams app package', () => {
  let out: string;
  let manifest: Manifest;
  let zip: Awaited<ReturnType<typeof readZip>>;

  beforeAll(async () => {
    const res = build(TEST_ENV);
    expect({ status: res.status, stderr: res.stderr }).toMatchObject({ status: 0 });
    out = res.out;
    zip = await readZip(path.join(out, 'employee-portal.zip'));
    manifest = JSON.parse((await zip.read('manifest.json')).toString('utf8'));
  });

  it('holds manifest.json and both icons at the root of the zip, and nothing else', async () => {
    expect(zip.names).toEqual(['color.png', 'manifest.json', 'outline.png']);
    expect([manifest.icons.color, manifest.icons.outline].sort()).toEqual(['color.png', 'outline.png']);
    // the loose manifest.json next to the zip is the same file
    expect(fs.readFileSync(path.join(out, 'manifest.json'))).toEqual(await zip.read('manifest.json'));
  });

  it('matches the published schema of its manifest version, offline', () => {
    expect(manifest.$schema).toBe(
      `https://developer.microsoft.com/json-schemas/teams/v${manifest.manifestVersion}/MicrosoftTeams.schema.json`,
    );
    expect(schemaErrors(manifest)).toEqual([]);
    // and the validator does reject a broken one
    const broken = { ...manifest, bots: [{ ...manifest.bots[0], botId: 'not-a-guid' }] };
    expect(schemaErrors(broken).join('\n')).toMatch(/\/bots\/0\/botId/);
  });

  it('carries the ids, version and addresses of the environment', () => {
    expect(manifest.version).toBe('2.3.4');
    expect(manifest.id).toBe(BOT_ID);
    expect(manifest.bots[0].botId).toBe(BOT_ID);
    expect(manifest.webApplicationInfo).toEqual({ id: CLIENT_ID, resource: `api://portal.contoso.test/${CLIENT_ID}` });
    expect(manifest.validDomains).toEqual(['portal.contoso.test']);
    expect(manifest.accentColor).toMatch(/^#[0-9A-Fa-f]{6}$/);
  });

  it('pins Home, Requests and Calendar as personal tabs on PUBLIC_URL', () => {
    const tabs = manifest.staticTabs
      .filter((t) => t.contentUrl)
      .map((t) => ({ name: t.name, url: t.contentUrl, scopes: t.scopes }));
    expect(tabs).toEqual([
      { name: 'Home', url: 'https://portal.contoso.test/', scopes: ['personal'] },
      { name: 'Requests', url: 'https://portal.contoso.test/requests', scopes: ['personal'] },
      { name: 'Calendar', url: 'https://portal.contoso.test/agenda', scopes: ['personal'] },
    ]);
  });

  it('offers the bot in personal and team scope with help, pending and my requests in each', () => {
    const bot = manifest.bots[0];
    expect(bot.scopes.sort()).toEqual(['personal', 'team']);
    for (const scope of ['personal', 'team']) {
      const list = bot.commandLists.find((l) => l.scopes.includes(scope));
      expect(list?.commands.map((c) => c.title)).toEqual(['help', 'pending', 'my requests']);
    }
  });

  it('has a 192x192 colour icon and a 32x32 outline icon of white on transparent only', async () => {
    const color = PNG.sync.read(await zip.read('color.png'));
    expect([color.width, color.height]).toEqual([192, 192]);
    const outline = PNG.sync.read(await zip.read('outline.png'));
    expect([outline.width, outline.height]).toEqual([32, 32]);

    let opaque = 0;
    let transparent = 0;
    const offenders: string[] = [];
    for (let i = 0; i < outline.data.length; i += 4) {
      const [r, g, b, a] = outline.data.subarray(i, i + 4);
      if (a === 0) transparent++;
      else if (r !== 255 || g !== 255 || b !== 255) offenders.push(`pixel ${i / 4}: rgba(${r},${g},${b},${a})`);
      else if (a === 255) opaque++;
    }
    expect(offenders).toEqual([]);
    // a visible symbol on a see-through background, not an empty or a filled square
    expect(opaque).toBeGreaterThan(100);
    expect(transparent).toBeGreaterThan(300);
  });

  it('is reproducible: the same environment gives the same zip', () => {
    const again = build(TEST_ENV);
    expect(again.status).toBe(0);
    expect(fs.readFileSync(path.join(again.out, 'employee-portal.zip'))).toEqual(
      fs.readFileSync(path.join(out, 'employee-portal.zip')),
    );
  });
});

describe('building without a complete environment', () => {
  it('lists every missing variable and exits with 1', () => {
    const res = build({ PUBLIC_URL: 'https://portal.contoso.test' });
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/MicrosoftAppId/);
    expect(res.stderr).toMatch(/AAD_CLIENT_ID/);
    expect(res.stderr).not.toMatch(/PUBLIC_URL\s/);
    expect(fs.readdirSync(res.out)).toEqual([]);
  });

  it('refuses an http address, since Teams loads tabs over https only', () => {
    const res = build({ ...TEST_ENV, PUBLIC_URL: 'http://localhost:3978' });
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/PUBLIC_URL must use https/);
  });

  it('fails on schema errors, naming the field', () => {
    const res = build({ ...TEST_ENV, MicrosoftAppId: 'not-a-guid' });
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/does not match the Teams manifest schema/);
    expect(res.stderr).toMatch(/\/bots\/0\/botId/);
    expect(fs.readdirSync(res.out)).toEqual([]);
  });

  it('builds a valid package with placeholder ids under --demo, keeping what is set', async () => {
    const res = build({ AAD_APP_ID_URI: 'api://portal.example.com/custom' }, ['--demo']);
    expect(res.status).toBe(0);
    expect(res.stderr).toMatch(/do not upload/);
    const { read } = await readZip(path.join(res.out, 'employee-portal.zip'));
    const m = JSON.parse((await read('manifest.json')).toString('utf8')) as Manifest;
    expect(m.webApplicationInfo.resource).toBe('api://portal.example.com/custom');
    expect(schemaErrors(m)).toEqual([]);
  });
});

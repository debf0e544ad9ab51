#!/usr/bin/env node
/**
 * Offline checks of a Teams app manifest or app package, with the schemas bundled in
 * @microsoft/app-manifest (the schema named by the manifest's manifestVersion; no network).
 *
 *   node manifest/validate.mjs manifest/build/employee-portal.zip
 *   node manifest/validate.mjs some/manifest.json
 *   node manifest/validate.mjs --json <file>      the errors as a JSON array on stdout
 *
 * For a package (.zip) it also checks what Teams checks on upload: manifest.json and the
 * icons it names at the root of the zip, the colour icon 192x192, the outline icon 32x32 and
 * made of white and transparent pixels only.
 * Exit code 0 when valid, 1 otherwise (each problem on its own line).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
import pngjs from 'pngjs';

const require = createRequire(import.meta.url);

/** The Teams manifest schema of `manifestVersion`, read from @microsoft/app-manifest (no network). */
export function loadSchema(manifestVersion) {
  const pkgDir = path.dirname(require.resolve('@microsoft/app-manifest/package.json'));
  const file = path.join(pkgDir, 'build', 'json-schemas', 'teams', `v${manifestVersion}`, 'MicrosoftTeams.schema.json');
  if (!fs.existsSync(file)) {
    throw new Error(`@microsoft/app-manifest has no bundled schema for manifest version ${manifestVersion}`);
  }
  // Same clean-up as the package's own loader: some schemas carry \a and \v escapes, invalid in JSON.
  return JSON.parse(fs.readFileSync(file, 'utf8').replace(/\\a/g, '\\u0007').replace(/\\v/g, '\\u000b'));
}

/** Schema errors of `manifest`, one string each (empty when it is valid). */
export async function validateManifest(manifest) {
  if (!manifest || typeof manifest.manifestVersion !== 'string') return ['manifestVersion is missing'];
  const { AppManifestUtils } = require('@microsoft/app-manifest');
  return AppManifestUtils.validateAgainstSchema(manifest, loadSchema(manifest.manifestVersion));
}

const ICON_SIZES = { color: 192, outline: 32 };

/** Problems of an app package (a zip's bytes): layout, schema and icons. */
export async function checkPackage(zipBytes) {
  const zip = await JSZip.loadAsync(zipBytes);
  const entry = zip.file('manifest.json');
  if (!entry) return ['manifest.json is not at the root of the zip'];
  let manifest;
  try {
    manifest = JSON.parse(await entry.async('string'));
  } catch (e) {
    return [`manifest.json is not JSON: ${e.message}`];
  }
  const problems = (await validateManifest(manifest)).map((e) => `manifest.json: ${e}`);
  for (const [kind, size] of Object.entries(ICON_SIZES)) {
    const name = manifest.icons?.[kind];
    const file = name && zip.file(name);
    if (!file) {
      problems.push(`the ${kind} icon ${name ?? '(not named)'} is not at the root of the zip`);
      continue;
    }
    let png;
    try {
      png = pngjs.PNG.sync.read(await file.async('nodebuffer'));
    } catch (e) {
      problems.push(`${name} is not a PNG: ${e.message}`);
      continue;
    }
    if (png.width !== size || png.height !== size) {
      problems.push(`${name} is ${png.width}x${png.height}, Teams wants ${size}x${size}`);
    }
    if (kind === 'outline') {
      const d = png.data;
      for (let i = 0; i < d.length; i += 4) {
        if (d[i + 3] !== 0 && (d[i] !== 255 || d[i + 1] !== 255 || d[i + 2] !== 255)) {
          problems.push(`${name} must be white on transparent; pixel ${i / 4} is rgba(${d[i]},${d[i + 1]},${d[i + 2]},${d[i + 3]})`);
          break;
        }
      }
    }
  }
  return problems;
}

async function main() {
  const args = process.argv.slice(2);
  const json = args[0] === '--json';
  const file = json ? args[1] : args[0];
  if (!file) {
    console.error('Usage: node validate.mjs [--json] <manifest.json | package.zip>');
    process.exitCode = 1;
    return;
  }
  const bytes = fs.readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file));
  const problems = file.endsWith('.zip') ? await checkPackage(bytes) : await validateManifest(JSON.parse(bytes.toString('utf8')));
  if (json) console.log(JSON.stringify(problems));
  else if (problems.length) console.error(problems.join('\n'));
  else console.log(`${file}: valid`);
  process.exitCode = problems.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e?.message ?? String(e));
    process.exitCode = 1;
  });
}

#!/usr/bin/env node
/**
 * Builds the Teams app package: manifest.template.json filled from the environment, checked
 * against the manifest's JSON schema (offline, with the schema bundled in
 * @microsoft/app-manifest), written with its two icons as build/manifest.json and zipped as
 * build/employee-portal.zip (manifest.json, color.png, outline.png at the root). The zip is
 * checked again as Teams would on upload (validate.mjs) before anything is written.
 *
 *   npm run manifest                              from the repository root, variables from the environment
 *   node manifest/build.mjs --env-file .env       read variables from a dotenv file first (the environment wins)
 *   npm run package:demo -w manifest              placeholder ids, for a local check only (= build.mjs --demo)
 *   node manifest/build.mjs --out /tmp/pkg        another output folder
 * (`npm run manifest -- -- --demo` also works: the root script has no `--` of its own.)
 *
 * Environment:
 *   PUBLIC_URL       https address the portal is served on (tabs, bot, validDomains)   required
 *   MicrosoftAppId   the bot's Entra app (client) id                                     required
 *   AAD_CLIENT_ID    the SSO Entra app (client) id (webApplicationInfo.id)               required
 *   AAD_APP_ID_URI   Application ID URI of the SSO app; default api://<PUBLIC_URL host>/<AAD_CLIENT_ID>
 *   APP_VERSION      package version, MAJOR.MINOR.PATCH; default the repository's version
 *   TEAMS_APP_ID     the Teams app id; default MicrosoftAppId
 *
 * Exit code 0 on success, 1 when a variable is missing or invalid or the manifest does not
 * match the schema (every problem is listed on stderr).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
import { ACCENT, colorIcon, outlineIcon } from './icons.mjs';
import { checkPackage, validateManifest } from './validate.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATE = path.join(HERE, 'manifest.template.json');
export const ZIP_NAME = 'employee-portal.zip';

/** Placeholders used by `--demo` for whatever is not set: never upload such a package. */
export const DEMO = {
  PUBLIC_URL: 'https://portal.example.com',
  MicrosoftAppId: '00000000-0000-4000-8000-00000000b07d',
  AAD_CLIENT_ID: '00000000-0000-4000-8000-00000000a11d',
};

const REQUIRED = {
  PUBLIC_URL: 'https address the portal is served on, e.g. https://portal.contoso.com',
  MicrosoftAppId: "the bot's Microsoft Entra app (client) id",
  AAD_CLIENT_ID: 'the SSO Microsoft Entra app (client) id',
};

/** A problem the user must fix; the message is printed as is and the exit code is 1. */
export class BuildError extends Error {}

/** Zip entries get a fixed date so that the same input gives the same package. */
const ZIP_DATE = new Date(Date.UTC(2024, 0, 1));

/**
 * Resolves the template's values from `env`.
 * @throws BuildError listing every missing or invalid variable.
 */
export function resolveValues(env, { demo = false } = {}) {
  const pick = (k) => (env[k] ?? '').trim() || (demo ? (DEMO[k] ?? '') : '');
  const missing = Object.keys(REQUIRED).filter((k) => !pick(k));
  if (missing.length) {
    const width = Math.max(...missing.map((k) => k.length));
    throw new BuildError(
      [
        'Cannot build the Teams app package; these variables are not set:',
        ...missing.map((k) => `  ${k.padEnd(width)}  ${REQUIRED[k]}`),
        'Set them in the environment (or pass --env-file <file>), or use --demo for placeholder values.',
      ].join('\n'),
    );
  }

  const problems = [];
  let url;
  try {
    url = new URL(pick('PUBLIC_URL'));
  } catch {
    problems.push(`PUBLIC_URL is not a URL: ${pick('PUBLIC_URL')}`);
  }
  if (url && url.protocol !== 'https:') {
    problems.push(`PUBLIC_URL must use https (Teams loads tabs and calls bots over https only): ${url.href}`);
  }
  if (url && (url.search || url.hash || url.username)) {
    problems.push(`PUBLIC_URL must be a plain address without query, fragment or credentials: ${url.href}`);
  }

  const version = (env.APP_VERSION ?? '').trim() || repositoryVersion();
  if (!/^\d{1,9}\.\d{1,9}\.\d{1,9}$/.test(version)) {
    problems.push(`APP_VERSION must be MAJOR.MINOR.PATCH (numbers only), got: ${version}`);
  }
  if (problems.length) throw new BuildError(`Cannot build the Teams app package:\n  ${problems.join('\n  ')}`);

  const publicUrl = url.href.replace(/\/+$/, '');
  const host = url.host; // with the port when it is not 443
  const clientId = pick('AAD_CLIENT_ID');
  const botId = pick('MicrosoftAppId');
  return {
    PUBLIC_URL: publicUrl,
    PUBLIC_HOST: host,
    APP_VERSION: version,
    TEAMS_APP_ID: (env.TEAMS_APP_ID ?? '').trim() || botId,
    MicrosoftAppId: botId,
    AAD_CLIENT_ID: clientId,
    // Entra ID URIs name the domain only (no port), as Teams tab SSO expects.
    AAD_APP_ID_URI: (env.AAD_APP_ID_URI ?? '').trim() || `api://${url.hostname}/${clientId}`,
    ACCENT_COLOR: ACCENT,
  };
}

/** Replaces every `{{NAME}}` in the template's strings; an unknown name is a bug in the template. */
export function fillTemplate(template, values) {
  const walk = (v) => {
    if (typeof v === 'string') {
      return v.replace(/\{\{(\w+)\}\}/g, (_, name) => {
        if (!(name in values)) throw new Error(`manifest.template.json uses an unknown placeholder {{${name}}}`);
        return values[name];
      });
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(template);
}

/** Checks the schema cannot express; each one is printed as a warning. */
function warnings(manifest) {
  const out = [];
  const resource = manifest.webApplicationInfo?.resource ?? '';
  const m = /^api:\/\/([^/]+)\//.exec(resource);
  const hosts = manifest.validDomains.map((d) => d.replace(/:\d+$/, ''));
  if (m && !hosts.includes(m[1])) {
    out.push(
      `AAD_APP_ID_URI (${resource}) names the host ${m[1]}, not ${hosts.join(', ')}: ` +
        'Teams tab SSO expects api://<the tab host>/<client id>.',
    );
  }
  return out;
}

/**
 * Builds the package into `outDir`.
 * @returns the manifest and the paths written.
 * @throws BuildError when a variable is missing or invalid or the manifest does not match the schema.
 */
export async function buildPackage(env, { demo = false, outDir = path.join(HERE, 'build') } = {}) {
  const values = resolveValues(env, { demo });
  const manifest = fillTemplate(JSON.parse(fs.readFileSync(TEMPLATE, 'utf8')), values);

  const errors = await validateManifest(manifest);
  if (errors.length) {
    throw new BuildError(
      `manifest.json does not match the Teams manifest schema v${manifest.manifestVersion}:\n  ${errors.join('\n  ')}`,
    );
  }

  const files = {
    'manifest.json': Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
    [manifest.icons.color]: colorIcon(),
    [manifest.icons.outline]: outlineIcon(),
  };
  const zip = new JSZip();
  for (const [name, data] of Object.entries(files)) zip.file(name, data, { date: ZIP_DATE });
  const zipped = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
  const packageProblems = await checkPackage(zipped);
  if (packageProblems.length) throw new BuildError(`The app package is not valid:\n  ${packageProblems.join('\n  ')}`);

  fs.mkdirSync(outDir, { recursive: true });
  for (const [name, data] of Object.entries(files)) fs.writeFileSync(path.join(outDir, name), data);
  const zipPath = path.join(outDir, ZIP_NAME);
  fs.writeFileSync(zipPath, zipped);
  return { manifest, outDir, zipPath, warnings: warnings(manifest) };
}

function repositoryVersion() {
  try {
    return JSON.parse(fs.readFileSync(path.join(HERE, '..', 'package.json'), 'utf8')).version;
  } catch {
    return '1.0.0';
  }
}

const USAGE = `Usage: node build.mjs [--demo] [--out <dir>] [--env-file <file>]

  --demo             fill PUBLIC_URL, MicrosoftAppId and AAD_CLIENT_ID with placeholders when unset
  --out <dir>        output folder (default: manifest/build)
  --env-file <file>  load variables from a dotenv file first (the environment wins)

Reads PUBLIC_URL, MicrosoftAppId, AAD_CLIENT_ID, AAD_APP_ID_URI, APP_VERSION, TEAMS_APP_ID.`;

function parseArgs(argv) {
  const opts = { demo: false, outDir: undefined, envFile: undefined, help: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new BuildError(`${a} needs a value\n\n${USAGE}`);
      return argv[++i];
    };
    if (a === '--demo') opts.demo = true;
    else if (a === '--out') opts.outDir = value();
    else if (a === '--env-file') opts.envFile = value();
    else if (a === '--help' || a === '-h') opts.help = true;
    else throw new BuildError(`Unknown argument: ${a}\n\n${USAGE}`);
  }
  return opts;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.help) {
    console.log(USAGE);
    return;
  }
  // npm runs workspace scripts in the workspace folder; paths given by the user are relative to where they typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  if (opts.envFile) {
    const file = path.resolve(base, opts.envFile);
    if (!fs.existsSync(file)) throw new BuildError(`--env-file: no such file ${file}`);
    process.loadEnvFile(file);
  }
  const outDir = opts.outDir ? path.resolve(base, opts.outDir) : undefined;
  const { manifest, zipPath, warnings: warns } = await buildPackage(process.env, { demo: opts.demo, outDir });

  for (const w of warns) console.warn(`warning: ${w}`);
  console.log(`Teams app package ${manifest.version} (manifest v${manifest.manifestVersion}, schema valid)`);
  console.log(`  app id   ${manifest.id}`);
  console.log(`  bot id   ${manifest.bots[0].botId}`);
  console.log(`  tabs on  ${manifest.validDomains.join(', ')}`);
  console.log(`  SSO      ${manifest.webApplicationInfo.id}  ${manifest.webApplicationInfo.resource}`);
  console.log(`  wrote    ${path.join(path.dirname(zipPath), 'manifest.json')}`);
  console.log(`           ${zipPath}`);
  if (opts.demo) console.warn('note: --demo may have used placeholder values; do not upload this package.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e instanceof BuildError ? e.message : (e?.stack ?? String(e)));
    process.exitCode = 1;
  });
}

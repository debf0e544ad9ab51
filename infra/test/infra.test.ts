/**
 * The deployment files against the configuration they feed (api/src/config.ts): an app setting
 * with a misspelt name is silently ignored by the server, a variable missing from .env.example
 * is one nobody knows to set, and a secret with a default ends up in the repository. There is
 * no Bicep compiler on this machine, so the template's structure is checked here as well.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (p: string) => fs.readFileSync(path.join(ROOT, p), 'utf8');

const configSource = read('api/src/config.ts');
const bicep = read('infra/main.bicep');
const envExample = read('infra/.env.example');
const parametersExample = JSON.parse(read('infra/main.parameters.example.json')) as {
  parameters: Record<string, { value: unknown }>;
};

/** Variable names of the zod schema in config.ts (`  NAME: z...` lines of `const schema = z.object({`). */
function configVariables(): string[] {
  const start = configSource.indexOf('const schema = z.object({');
  const end = configSource.indexOf('\n});', start);
  expect(start).toBeGreaterThan(-1);
  const names = [...configSource.slice(start, end).matchAll(/^ {2}(\w+):/gm)].map((m) => m[1]);
  expect(names.length).toBeGreaterThan(20);
  return names;
}

/**
 * Bicep source with comments removed and the text of strings blanked (quotes and `${...}`
 * interpolations kept, since those hold code), for structure checks.
 */
function stripped(src: string): string {
  let out = '';
  // modes: code (with the depth of `{` opened inside an interpolation) or string
  const stack: ({ mode: 'code'; depth: number } | { mode: 'string' })[] = [{ mode: 'code', depth: 0 }];
  for (let i = 0; i < src.length; i++) {
    const top = stack[stack.length - 1];
    const c = src[i];
    if (top.mode === 'string') {
      if (c === '\\') i++;
      else if (c === "'") {
        stack.pop();
        out += c;
      } else if (c === '$' && src[i + 1] === '{') {
        stack.push({ mode: 'code', depth: 0 });
        out += '${';
        i++;
      } else if (c === '\n') out += c;
      continue;
    }
    if (c === '/' && src[i + 1] === '/') {
      while (i < src.length && src[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      out += src.slice(i, end).replace(/[^\n]/g, '');
      i = end + 1;
    } else if (c === "'") {
      stack.push({ mode: 'string' });
      out += c;
    } else if (c === '{') {
      top.depth++;
      out += c;
    } else if (c === '}' && top.depth === 0 && stack.length > 1) {
      stack.pop(); // end of an interpolation
      out += c;
    } else {
      if (c === '}') top.depth--;
      out += c;
    }
  }
  return out;
}

interface Param {
  name: string;
  secure: boolean;
  defaultValue: string | undefined;
}

function bicepParams(): Param[] {
  const out: Param[] = [];
  const lines = bicep.split('\n');
  lines.forEach((line, i) => {
    const m = /^param (\w+) (\w+)(?: = (.*))?$/.exec(line.trim());
    if (!m) return;
    let secure = false;
    for (let j = i - 1; j >= 0 && lines[j].trim().startsWith('@'); j--) if (lines[j].trim() === '@secure()') secure = true;
    out.push({ name: m[1], secure, defaultValue: m[3] });
  });
  return out;
}

/** `KEY: value` pairs of the web app's appsettings resource. */
function appSettings(): Map<string, string> {
  const start = bicep.indexOf("resource appSettings 'Microsoft.Web/sites/config@");
  expect(start).toBeGreaterThan(-1);
  const propsAt = bicep.indexOf('properties: {', start);
  const end = bicep.indexOf('\n  }\n}', propsAt);
  const body = bicep.slice(propsAt, end);
  const map = new Map<string, string>();
  for (const m of body.matchAll(/^ {4}(\w+): (.+?)(?:\s*\/\/.*)?$/gm)) map.set(m[1], m[2].trim());
  return map;
}

describe('infra/.env.example', () => {
  const lines = envExample.split('\n');
  const assigned = new Map(
    lines.flatMap((l, i) => {
      const m = /^(\w+)=(.*)$/.exec(l);
      return m ? [[m[1], { value: m[2], comment: lines[i - 1] ?? '' }] as const] : [];
    }),
  );

  it('lists every variable of api/src/config.ts, each under a one-line comment', () => {
    const missing = configVariables().filter((v) => !assigned.has(v));
    expect(missing).toEqual([]);
    const uncommented = [...assigned].filter(([, a]) => !a.comment.startsWith('# ')).map(([k]) => k);
    expect(uncommented).toEqual([]);
  });

  it('names no variable the server does not read, apart from the manifest build ones', () => {
    const known = new Set([...configVariables(), 'APP_VERSION', 'TEAMS_APP_ID']);
    expect([...assigned.keys()].filter((k) => !known.has(k))).toEqual([]);
  });

  it('carries no secret values', () => {
    const secrets = [...assigned].filter(([k, a]) => /(PASSWORD|SECRET)$/.test(k) && a.value !== '').map(([k]) => k);
    expect(secrets).toEqual([]);
  });
});

describe('infra/main.bicep', () => {
  const params = bicepParams();
  const settings = appSettings();

  it('sets only app settings the server reads (a misspelt name would be ignored), plus platform ones', () => {
    const known = new Set(configVariables());
    const unknown = [...settings.keys()].filter((k) => !known.has(k) && !/^(SCM|WEBSITES?)_/.test(k));
    expect(unknown).toEqual([]);
  });

  it('configures the production server: SQL Server encrypted, no demo data, bot and SSO ids', () => {
    expect(settings.get('NODE_ENV')).toBe("'production'");
    expect(settings.get('DB_TYPE')).toBe("'mssql'");
    expect(settings.get('DB_ENCRYPT')).toBe("'true'");
    expect(settings.get('PORTAL_SEED')).toBe("'none'");
    // App Service's front end is one proxy hop (issue 9 item 4); signing keys from the Key Vault (item 10)
    expect(settings.get('TRUST_PROXY')).toBe("'1'");
    expect(bicep).toMatch(/var jwtSecretSetting = useKeyVault \? '@Microsoft\.KeyVault\(VaultName=\$\{keyVaultName\};SecretName=jwt-secret\)'/);
    expect(params.find((p) => p.name === 'jwtSecret')).toEqual({ name: 'jwtSecret', secure: true, defaultValue: undefined });
    expect(params.find((p) => p.name === 'cookieSecret')).toEqual({ name: 'cookieSecret', secure: true, defaultValue: undefined });
    for (const name of [
      'PUBLIC_URL', 'DB_HOST', 'DB_PORT', 'DB_NAME', 'DB_USER', 'DB_PASSWORD', 'MicrosoftAppId', 'MicrosoftAppPassword',
      'MicrosoftAppTenantId', 'MicrosoftAppType', 'AAD_CLIENT_ID', 'AAD_CLIENT_SECRET', 'AAD_TENANT_ID', 'AAD_AUTHORITY',
      'AAD_APP_ID_URI', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_SECURE', 'SMTP_FROM',
      'JWT_SECRET', 'COOKIE_SECRET', 'PORTAL_ADMIN_EMAIL', 'PORTAL_ADMIN_PASSWORD',
    ]) {
      expect([name, settings.has(name)]).toEqual([name, true]);
    }
    // booleans must be lowercase: Bicep's string(true) gives "True", which the config refuses
    expect([...settings.values()].filter((v) => /^string\(\w*(Secure|Encrypt|Enabled)\w*\)$/.test(v))).toEqual([]);
  });

  it('takes every password and secret as a @secure() parameter without a value', () => {
    const secretLike = params.filter((p) => /password|secret/i.test(p.name));
    expect(secretLike.length).toBeGreaterThanOrEqual(6);
    expect(secretLike.filter((p) => !p.secure).map((p) => p.name)).toEqual([]);
    const withValue = params.filter((p) => p.secure && p.defaultValue !== undefined && p.defaultValue !== "''");
    expect(withValue.map((p) => p.name)).toEqual([]);
  });

  it('outputs no secret', () => {
    const secure = params.filter((p) => p.secure).map((p) => p.name);
    const outputs = bicep.split('\n').filter((l) => l.startsWith('output '));
    expect(outputs.length).toBeGreaterThan(3);
    expect(outputs.filter((l) => secure.some((s) => new RegExp(`\\b${s}\\b`).test(l)))).toEqual([]);
  });

  it('uses every parameter it declares', () => {
    const code = stripped(bicep);
    const unused = params.filter((p) => (code.match(new RegExp(`\\b${p.name}\\b`, 'g')) ?? []).length < 2);
    expect(unused.map((p) => p.name)).toEqual([]);
  });

  it('registers the bot with the Teams channel on https://<app>/api/messages', () => {
    expect(bicep).toMatch(/resource \w+ 'Microsoft\.BotService\/botServices@[\d-]+(-preview)?' = \{/);
    expect(bicep).toMatch(/endpoint: '\$\{publicUrl\}\/api\/messages'/);
    expect(bicep).toMatch(/channelName: 'MsTeamsChannel'/);
    expect(bicep).toMatch(/param linuxFxVersion string = 'NODE\|20-lts'/);
    expect(bicep).toMatch(/linuxFxVersion: linuxFxVersion/);
    expect(bicep).toMatch(/appCommandLine: 'npm start'/);
  });

  it('is balanced: braces, brackets and parentheses close in order outside strings and comments', () => {
    const code = stripped(bicep);
    const stack: string[] = [];
    const pairs: Record<string, string> = { '}': '{', ']': '[', ')': '(' };
    const problems: string[] = [];
    code.split('\n').forEach((line, i) => {
      for (const ch of line) {
        if ('{[('.includes(ch)) stack.push(ch);
        else if (ch in pairs && stack.pop() !== pairs[ch]) problems.push(`line ${i + 1}: unexpected ${ch}`);
      }
    });
    expect(problems).toEqual([]);
    expect(stack).toEqual([]);
  });
});

describe('infra/main.parameters.example.json', () => {
  const params = bicepParams();

  it('names only parameters of main.bicep, and no secure one (those are passed at deployment)', () => {
    const declared = new Set(params.map((p) => p.name));
    const secure = new Set(params.filter((p) => p.secure).map((p) => p.name));
    const names = Object.keys(parametersExample.parameters);
    expect(names.filter((n) => !declared.has(n))).toEqual([]);
    expect(names.filter((n) => secure.has(n))).toEqual([]);
  });

  it('gives every required parameter (no default) a placeholder, apart from the secure ones', () => {
    const required = params.filter((p) => p.defaultValue === undefined && !p.secure).map((p) => p.name);
    expect(required.filter((n) => !(n in parametersExample.parameters))).toEqual([]);
  });
});

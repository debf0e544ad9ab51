import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * `import { Home24Regular } from '@fluentui/react-icons'` in our sources becomes an import of the
 * icon's family module (`@fluentui/react-icons/svg/home`). The package root re-exports icons from
 * modules of hundreds of icons each, and a module lives in one chunk: every icon a lazy page took
 * from a module the shell also uses was downloaded with the first load (issue 11 first load).
 * Names without a family file (types, helpers such as bundleIcon) stay on the root import.
 */
function fluentIconFamilies(): Plugin {
  let dir = import.meta.dirname;
  while (!fs.existsSync(path.join(dir, 'node_modules/@fluentui/react-icons')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  const atoms = path.join(dir, 'node_modules/@fluentui/react-icons/lib/atoms/svg');
  const families = new Map<string, string | null>();
  /** `CalendarLtr24Regular` → `calendar-ltr` when that file exports the name. */
  const familyOf = (name: string): string | null => {
    if (families.has(name)) return families.get(name)!;
    const base = /^([A-Z]\w*?)\d*(Regular|Filled|Color|Light)$/.exec(name)?.[1];
    const family = base?.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Za-z])(\d)/g, '$1-$2').toLowerCase();
    const file = family && path.join(atoms, `${family}.js`);
    const found = file && fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(`export const ${name} =`) ? family : null;
    families.set(name, found ?? null);
    return found ?? null;
  };
  return {
    name: 'fluent-icon-families',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes("from '@fluentui/react-icons'")) return null;
      const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*'@fluentui\/react-icons';/g, (all: string, names: string) => {
        const root: string[] = [];
        const byFamily = new Map<string, string[]>();
        for (const spec of names.split(',').map((s) => s.trim()).filter(Boolean)) {
          const family = spec.startsWith('type ') ? null : familyOf(spec.split(/\s+as\s+/)[0]);
          if (family) byFamily.set(family, [...(byFamily.get(family) ?? []), spec]);
          else root.push(spec);
        }
        const lines = [
          ...(root.length ? [`import { ${root.join(', ')} } from '@fluentui/react-icons';`] : []),
          ...[...byFamily].map(([family, specs]) => `import { ${specs.join(', ')} } from '@fluentui/react-icons/svg/${family}';`),
        ];
        // Same number of lines, so that the lines below keep their place in the source map.
        const breaks = all.split('\n').length - 1;
        return lines.join(' ') + '\n'.repeat(breaks);
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}

// The tab: built into tab/dist and served by the api process; `npm run dev -w tab` proxies the api.
// Feature pages are split into lazily loaded chunks (src/app/routes.tsx); the largest chunk stays under 800 kB.
// DEV_API_URL points the dev server's proxy at another api (default http://localhost:3978).
const API = process.env.DEV_API_URL ?? 'http://localhost:3978';
export default defineConfig({
  plugins: [fluentIconFamilies(), react()],
  resolve: { alias: { '@contracts': path.resolve(import.meta.dirname, '../api/src/contracts') } },
  // '/api/' with its slash: the tab's own /api-keys page must not go to the api.
  server: { port: 5173, proxy: { '/api/': API, '/health': API } },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 800 },
});

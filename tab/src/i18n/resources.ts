/**
 * Every text of the tab: `<lang>/<ns>.json`, found by `import.meta.glob` — a feature adds its
 * `en/<ns>.json` and `lt/<ns>.json` and nothing else (no list to register in). Each file is a chunk
 * of its own, downloaded when its namespace is first used in the reader's language (see index.ts).
 * Browser only (vite): tests read the same files through tab/src/test/texts.ts.
 */
import type { TextLoader } from '.';

const files = import.meta.glob<ResourceModule>('./*/*.json', { import: 'default' });
type ResourceModule = Awaited<ReturnType<TextLoader>>;

/** Loads `<lng>/<ns>.json`; rejects for a namespace that has no file. */
export const loadTexts: TextLoader = (lng, ns) => {
  const file = files[`./${lng}/${ns}.json`];
  return file ? file() : Promise.reject(new Error(`no texts for ${lng}/${ns}`));
};

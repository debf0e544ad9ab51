/**
 * Every text of the tab for jsdom tests, read synchronously from tab/src/i18n/<lang>/<ns>.json
 * (the browser downloads them one namespace at a time, tab/src/i18n/resources.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Resource, ResourceLanguage } from 'i18next';

const DIR = path.join(__dirname, '..', 'i18n');

/** `{ en: { common: {...}, ... }, lt: {...} }`, every namespace file of every language folder. */
export function readAllTexts(): Resource {
  const langs = fs.readdirSync(DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  return Object.fromEntries(langs.map((lang) => {
    const files = fs.readdirSync(path.join(DIR, lang)).filter((f) => f.endsWith('.json')).sort();
    const texts: ResourceLanguage = Object.fromEntries(files.map((f) => [f.slice(0, -5), JSON.parse(fs.readFileSync(path.join(DIR, lang, f), 'utf8'))]));
    return [lang, texts];
  }));
}

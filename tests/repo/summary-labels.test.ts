/**
 * Request summaries (contracts/approvals.ts `requestSummary`) carry their line labels in English
 * (`{ label: 'Location', value }`, written by each request type's module); the tab shows them
 * through the `requests` namespace's `summaryLabels` (features/approvals/RequestDetailsDialog.tsx),
 * falling back to the English text. Every label a module writes must have its Lithuanian text, or
 * a Lithuanian user reads English in the request details (seen: a training's "Location").
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const MODULES = path.join(ROOT, 'api', 'src', 'modules');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** The literal labels of summary lines (`{ label: '…', value: … }`) in a module's source. */
export function summaryLabels(source: string): string[] {
  return [...source.matchAll(/\{\s*label:\s*'([^']+)',\s*value:/g)].map((m) => m[1]);
}

const translations = (lang: string) =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'tab', 'src', 'i18n', lang, 'requests.json'), 'utf8')) as { summaryLabels: Record<string, string> }).summaryLabels;

describe('request summary labels', () => {
  it('finds labels in a summary line', () => {
    expect(summaryLabels("lines: [{ label: 'Location', value: c.location }, { label: 'Price per person', value: x }]")).toEqual(['Location', 'Price per person']);
  });

  it('has every label the modules write in both languages', () => {
    const labels = [...new Set(sources(MODULES).flatMap((f) => summaryLabels(fs.readFileSync(f, 'utf8'))))].sort();
    expect(labels.length).toBeGreaterThan(20);
    for (const lang of ['en', 'lt']) {
      const missing = labels.filter((l) => !translations(lang)[l]);
      expect({ lang, missing }).toEqual({ lang, missing: [] });
    }
  });
});

import { ERROR_CATALOGUE } from '@contracts/../http/errors';
import { readAllTexts } from '../test/texts';

const resources = readAllTexts() as Record<'en' | 'lt', Record<string, Record<string, unknown>>>;
const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('translations', () => {
  it('has the same namespace files in English and Lithuanian', () => {
    expect(Object.keys(resources.lt).sort()).toEqual(Object.keys(resources.en).sort());
  });

  it.each(Object.keys(resources.en))('namespace %s has the same keys in English and Lithuanian', (ns) => {
    const en = keys(resources.en[ns]).sort();
    const lt = keys(resources.lt[ns] ?? {}).sort();
    expect(lt).toEqual(en);
  });

  it('has a text for every error code the api can reply with, in both languages', () => {
    const missing = Object.keys(ERROR_CATALOGUE).filter((code) => !(code in resources.en.errors) || !(code in resources.lt.errors));
    expect(missing).toEqual([]);
  });

  it('is really translated: Lithuanian texts are not English copies', () => {
    const en = resources.en.common.nav as Record<string, string>;
    const lt = resources.lt.common.nav as Record<string, string>;
    const same = Object.keys(en).filter((k) => en[k] === lt[k]);
    expect(same.length).toBeLessThan(3);
  });
});

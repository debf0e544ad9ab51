/** Word uploads by content (file-checks.ts): docx and doc accepted where allowed, macro projects and lookalikes refused. */
import { compoundFile, CONTENT_TYPES, docx, storedZip } from '../test/word-files';
import { checkFile, FileRules } from './file-checks';

const RULES: FileRules = { types: ['pdf', 'doc', 'docx'], maxBytes: 10_000_000, code: 'bad_file_type' };
const b64 = (b: Buffer) => b.toString('base64');
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: { code: string; extra: { reason: string } }) => `${e.code} ${e.extra.reason}`,
  );

it('accepts a docx and a doc by content, whatever their names say, and names them by their type', async () => {
  const x = await checkFile({ name: 'cv.pdf', data: b64(docx()) }, RULES);
  expect([x.name, x.contentType]).toEqual(['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']);
  const d = await checkFile({ name: 'Gyvenimo aprašymas', data: b64(compoundFile('Root Entry', 'WordDocument', '1Table')) }, RULES);
  expect([d.name, d.contentType]).toEqual(['Gyvenimo aprašymas.doc', 'application/msword']);
});

it('refuses macro projects, other compound files, other Office packages and kinds the call does not allow', async () => {
  expect(await refusal(checkFile({ name: 'cv.docx', data: b64(docx({ 'word/vbaProject.bin': 'x' })) }, RULES))).toBe('bad_file_type content');
  expect(await refusal(checkFile({ name: 'cv.doc', data: b64(compoundFile('Root Entry', 'WordDocument', 'Macros', '_VBA_PROJECT')) }, RULES))).toBe('bad_file_type content');
  expect(await refusal(checkFile({ name: 'cv.doc', data: b64(compoundFile('Root Entry', 'Workbook')) }, RULES))).toBe('bad_file_type content');
  const macroDoc = storedZip({ '[Content_Types].xml': CONTENT_TYPES('application/vnd.ms-word.document.macroEnabled.main+xml'), 'word/document.xml': '<x/>' });
  expect(await refusal(checkFile({ name: 'cv.docx', data: b64(macroDoc) }, RULES))).toBe('bad_file_type type');
  expect(await refusal(checkFile({ name: 'cv.docx', data: b64(docx()) }, { ...RULES, types: ['pdf'] }))).toBe('bad_file_type type');
  expect(await refusal(checkFile({ name: 'cv.docx', data: b64(Buffer.from('PK\u0003\u0004 not really')) }, RULES))).toBe('bad_file_type type');
});

/**
 * The file store (DESIGN.md "Data" and "Uploads"): files live in the `files` table as a blob. Each
 * call passes its module's rules (allowed kinds, size limit, error code); every file is checked by
 * content before anything is written (file-checks.ts: type from the magic bytes, images re-encoded,
 * PDFs without active content, cleaned display name), else `AppError(rules.code)` with a `reason`
 * (e.g. `bad_file_type`, spec 1 §5: the same code for type, size, content and duplicate names). Downloads of stored
 * bytes go through download.ts (attachment + nosniff).
 *
 * The blob column is not mapped on the entity (its column type differs between SQLite and SQL
 * Server); it is written and read with parameterised statements built by the driver, so the same
 * code runs on both engines.
 */
import { Column, CreateDateColumn, Entity, EntityManager, In, PrimaryGeneratedColumn } from 'typeorm';
import { AppError } from '../http/errors';
import { CheckedFile, checkFile, FileRules, IncomingFile } from './file-checks';

export { checkFile, cleanFileName } from './file-checks';
export type { CheckedFile, FileRules, IncomingFile } from './file-checks';

@Entity('files')
export class StoredFile {
  @PrimaryGeneratedColumn() id: number;
  /** Display name: the uploaded name cleaned (file-checks.ts `cleanFileName`, at most 255 characters). */
  @Column({ type: String, length: 255 }) name: string;
  @Column({ type: String, length: 100 }) content_type: string;
  /** Bytes. */
  @Column({ type: Number }) size: number;
  @Column({ type: Number, nullable: true }) created_by_user_id: number | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

/** What the store returns for a stored file (list replies carry this, never the bytes). */
export interface StoredFileInfo {
  id: number;
  /** Cleaned display name ending in the detected type's extension. */
  name: string;
  content_type: string;
  /** Bytes as stored (images: after re-encoding). */
  size: number;
}

/**
 * Refuses two files of one upload with the same display name (spec 1 §5 "no duplicate file names"),
 * or one named like a file the owner keeps (`keptNames`, as stored): names compared as stored
 * (cleaned, with the detected type's extension), ignoring letter case.
 * @throws AppError(rules.code, 400, { file, reason: 'duplicate' })
 */
function assertUniqueNames(checked: CheckedFile[], rules: FileRules, keptNames: readonly string[]): void {
  const seen = new Set(keptNames.map((n) => n.toLowerCase()));
  for (const { name } of checked) {
    const key = name.toLowerCase();
    if (seen.has(key)) throw new AppError(rules.code, 400, { file: name, reason: 'duplicate' });
    seen.add(key);
  }
}

/**
 * Checks (by content, see file-checks.ts) and stores files, in the order given; nothing is written
 * when any file is refused, nor when two files carry the same name, nor when one is named like a
 * stored file the owner keeps beside them (`keptNames`: their stored names, e.g. a book's kept images).
 * @returns the stored files' metadata
 * @throws AppError(rules.code) with reason size | type | content | duplicate
 */
export async function saveFiles(em: EntityManager, files: IncomingFile[], rules: FileRules, userId: number | null, keptNames: readonly string[] = []): Promise<StoredFileInfo[]> {
  const checked: CheckedFile[] = [];
  for (const f of files) checked.push(await checkFile(f, rules));
  assertUniqueNames(checked, rules, keptNames);
  const stored: StoredFileInfo[] = [];
  const d = em.connection.driver;
  for (const { name, bytes, contentType } of checked) {
    const r = await em.getRepository(StoredFile).insert({ name, content_type: contentType, size: bytes.length, created_by_user_id: userId });
    const id = Number(r.identifiers[0].id);
    const [sql, params] = d.escapeQueryWithParameters(`UPDATE ${d.escape('files')} SET ${d.escape('data')} = :data WHERE ${d.escape('id')} = :id`, {
      data: bytes,
      id,
    });
    await em.query(sql, params);
    stored.push({ id, name, content_type: contentType, size: bytes.length });
  }
  return stored;
}

/** Reads a file's metadata and bytes, or null. */
export async function readFile(em: EntityManager, id: number): Promise<(StoredFile & { data: Buffer }) | null> {
  const meta = await em.getRepository(StoredFile).findOneBy({ id });
  if (!meta) return null;
  const d = em.connection.driver;
  const [sql, params] = d.escapeQueryWithParameters(`SELECT ${d.escape('data')} AS data FROM ${d.escape('files')} WHERE ${d.escape('id')} = :id`, { id });
  const rows: { data: Buffer | null }[] = await em.query(sql, params);
  return { ...meta, data: Buffer.from(rows[0]?.data ?? Buffer.alloc(0)) };
}

/** The stored display names of files by id (the `keptNames` of {@link saveFiles}); unknown ids are left out. */
export async function storedNames(em: EntityManager, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await em.getRepository(StoredFile).find({ where: { id: In(ids) }, select: { id: true, name: true } });
  return rows.map((r) => r.name);
}

/** Deletes files by id. */
export async function deleteFiles(em: EntityManager, ids: number[]): Promise<void> {
  if (ids.length) await em.getRepository(StoredFile).delete(ids);
}

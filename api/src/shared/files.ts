/**
 * The file store (DESIGN.md "Data"): files live in the `files` table as a blob. Type and size are
 * checked before anything is written: the extension must be allowed and the content must start with
 * that type's signature (JPEG, PNG, PDF…), and the size must be under the limit; otherwise
 * `AppError(code)` (e.g. `bad_file_type`, spec 1 §5: the same code for type and size).
 *
 * The blob column is not mapped on the entity (its column type differs between SQLite and SQL
 * Server); it is written and read with parameterised statements built by the driver, so the same
 * code runs on both engines.
 */
import { Column, CreateDateColumn, Entity, EntityManager, PrimaryGeneratedColumn } from 'typeorm';
import { AppError } from '../http/errors';

@Entity('files')
export class StoredFile {
  @PrimaryGeneratedColumn() id: number;
  /** Original file name as uploaded (at most 255 characters). */
  @Column({ type: String, length: 255 }) name: string;
  @Column({ type: String, length: 100 }) content_type: string;
  /** Bytes. */
  @Column({ type: Number }) size: number;
  @Column({ type: Number, nullable: true }) created_by_user_id: number | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

/** Known types: extension → content type and leading bytes. */
const TYPES: Record<string, { contentType: string; signature: number[] }> = {
  jpeg: { contentType: 'image/jpeg', signature: [0xff, 0xd8, 0xff] },
  jpg: { contentType: 'image/jpeg', signature: [0xff, 0xd8, 0xff] },
  png: { contentType: 'image/png', signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  pdf: { contentType: 'application/pdf', signature: [0x25, 0x50, 0x44, 0x46] },
};

export interface FileRules {
  /** Allowed extensions, lower case without dot (subset of jpeg, jpg, png, pdf). */
  types: readonly string[];
  /** The size must be strictly below this many bytes. */
  maxBytes: number;
  /** Error code for a refused file (type or size). */
  code: string;
}

export interface IncomingFile {
  name: string;
  /** Base64 text, optionally as a data URL (`data:image/png;base64,...`). */
  data: string;
}

/** Decodes and checks one file. @returns the bytes and content type. @throws AppError(rules.code) */
export function checkFile(file: IncomingFile, rules: FileRules): { bytes: Buffer; contentType: string; ext: string } {
  const ext = (/\.([A-Za-z0-9]+)$/.exec(file.name)?.[1] ?? '').toLowerCase();
  const known = TYPES[ext];
  const fail = (reason: string) => new AppError(rules.code, 400, { file: file.name, reason });
  if (!known || !rules.types.includes(ext)) throw fail('type');
  const b64 = file.data.replace(/^data:[^,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(b64)) throw fail('type');
  // Size check before decoding the whole payload: base64 is 4 characters per 3 bytes.
  if (Math.floor((b64.replace(/\s/g, '').length * 3) / 4) - 2 >= rules.maxBytes) throw fail('size');
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length === 0 || bytes.length >= rules.maxBytes) throw fail('size');
  if (!known.signature.every((b, i) => bytes[i] === b)) throw fail('type');
  return { bytes, contentType: known.contentType, ext };
}

/** Checks and stores files; returns their ids in order. Nothing is written when any file is refused. */
export async function saveFiles(em: EntityManager, files: IncomingFile[], rules: FileRules, userId: number | null): Promise<number[]> {
  const checked = files.map((f) => ({ f, ...checkFile(f, rules) }));
  const ids: number[] = [];
  const d = em.connection.driver;
  for (const { f, bytes, contentType } of checked) {
    const r = await em.getRepository(StoredFile).insert({ name: f.name.slice(0, 255), content_type: contentType, size: bytes.length, created_by_user_id: userId });
    const id = Number(r.identifiers[0].id);
    const [sql, params] = d.escapeQueryWithParameters(`UPDATE ${d.escape('files')} SET ${d.escape('data')} = :data WHERE ${d.escape('id')} = :id`, { data: bytes, id });
    await em.query(sql, params);
    ids.push(id);
  }
  return ids;
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

/** Deletes files by id. */
export async function deleteFiles(em: EntityManager, ids: number[]): Promise<void> {
  if (ids.length) await em.getRepository(StoredFile).delete(ids);
}

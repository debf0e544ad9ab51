/**
 * Connectors to the external accounting system (issue 13 item 5): pull the employees, push a
 * document. Two implementations, chosen by the environment (README "External accounting system"):
 * - file drop (default): employees read from `DATA_DIR/navision-outbox/employees.json` (a JSON
 *   array of {@link ExternalEmployee}); each document written as `<kind>-<id>.json` in that folder;
 * - HTTP (`NAVISION_URL`, `NAVISION_USER`, `NAVISION_PASSWORD`): `GET {url}/employees`,
 *   `POST {url}/documents` with an `Idempotency-Key: <kind>-<id>` header (a 409 counts as received).
 * Both are idempotent per document.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { externalEmployee, type ExternalEmployee } from '../../contracts/navision';
import type { NavisionDocument } from './navision.sources';

/** Thrown when the external system cannot be read or refuses a document; `message` says why (logged, never replied). */
export class NavisionError extends Error {}

export interface NavisionConnector {
  /** Every employee of the external system (invalid entries dropped and counted by the caller). */
  pullEmployees(): Promise<{ employees: ExternalEmployee[]; invalid: number }>;
  /** Delivers one document; delivering the same document twice is harmless. */
  pushDocument(doc: NavisionDocument): Promise<void>;
}

/** Parses a list of employees, keeping the valid ones. */
function parseEmployees(raw: unknown): { employees: ExternalEmployee[]; invalid: number } {
  if (!Array.isArray(raw)) throw new NavisionError('the employee list is not a JSON array');
  const employees: ExternalEmployee[] = [];
  let invalid = 0;
  for (const item of raw) {
    const r = externalEmployee.safeParse(item);
    if (r.success) employees.push(r.data);
    else invalid++;
  }
  return { employees, invalid };
}

const docBody = (doc: NavisionDocument) => ({ kind: doc.kind, id: doc.id, navision_id: doc.navisionId, payload: doc.payload });
const fileName = (doc: NavisionDocument) => `${doc.kind}-${doc.id}.json`;

/** The file-drop connector over `dir`. */
export function fileDropConnector(dir: string): NavisionConnector {
  return {
    async pullEmployees() {
      let text: string;
      try {
        text = await fs.readFile(path.join(dir, 'employees.json'), 'utf8');
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { employees: [], invalid: 0 };
        throw e;
      }
      try {
        return parseEmployees(JSON.parse(text));
      } catch (e) {
        throw new NavisionError(`employees.json: ${(e as Error).message}`);
      }
    },
    async pushDocument(doc) {
      await fs.mkdir(dir, { recursive: true });
      const target = path.join(dir, fileName(doc));
      const tmp = `${target}.${process.pid}.tmp`;
      await fs.writeFile(tmp, JSON.stringify(docBody(doc), null, 2));
      await fs.rename(tmp, target); // whole file or none; the same name again replaces it
    },
  };
}

/** The HTTP connector to `url` with basic authentication when a user is given. */
export function httpConnector(url: string, user?: string, password?: string): NavisionConnector {
  const base = url.replace(/\/$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (user) headers.authorization = `Basic ${Buffer.from(`${user}:${password ?? ''}`).toString('base64')}`;
  return {
    async pullEmployees() {
      const res = await fetch(`${base}/employees`, { headers, signal: AbortSignal.timeout(15_000) });
      if (!res.ok) throw new NavisionError(`GET /employees answered ${res.status}`);
      return parseEmployees(await res.json().catch(() => null));
    },
    async pushDocument(doc) {
      const res = await fetch(`${base}/documents`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': `${doc.kind}-${doc.id}` },
        body: JSON.stringify(docBody(doc)),
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok && res.status !== 409) throw new NavisionError(`POST /documents (${fileName(doc)}) answered ${res.status}`);
    },
  };
}

/** The connector the configuration names: HTTP when NAVISION_URL is set, else the file drop under DATA_DIR. */
export function connectorFor(config: Pick<Config, 'NAVISION_URL' | 'NAVISION_USER' | 'NAVISION_PASSWORD' | 'dataDir'>): NavisionConnector {
  if (config.NAVISION_URL) return httpConnector(config.NAVISION_URL, config.NAVISION_USER, config.NAVISION_PASSWORD);
  return fileDropConnector(path.join(config.dataDir, 'navision-outbox'));
}


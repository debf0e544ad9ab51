/**
 * Ready replies of big reads, kept until the database changes (issue 11 item 2: a whole-company
 * calendar month is 1.1 MB of JSON whose building, serialising and compressing was most of a call once
 * its rows were cached). A reply is kept as JSON bytes with the data version it was built at
 * (db/raw.ts dataVersion, read by the caller BEFORE the reads the reply is built from); its br or gzip
 * form is made on the first call that asks for it and kept with it. A later call with the same key and
 * the same version gets those bytes as they are (Content-Encoding set, so the compression middleware
 * leaves them alone); any write by any worker changes the version, so the next call builds afresh.
 * The first build goes out through the route as a {@link PreparedJson} (its reply contract checked
 * outside production, its bytes sent as they are: serialised once).
 */
import type express from 'express';
import { KeptUntilChange } from '../db/kept';
import { encodeJson, replyEncoding, sendEncodedJson } from './json-reply';

/** A reply already serialised: the route checks `value` against its contract and sends `bytes` (http/route.ts). */
export class PreparedJson {
  constructor(
    readonly value: unknown,
    readonly bytes: Buffer,
  ) {}
}

/** Keeps ready replies by key, at most `maxEntries` and about `maxBytes` in all (oldest dropped first: db/kept.ts). */
export class ReplyCache {
  /** Per key: the reply's bytes by encoding ('identity' = the JSON). */
  private kept: KeptUntilChange<Map<string, Buffer>>;

  constructor(maxEntries: number, maxBytes: number) {
    this.kept = new KeptUntilChange(maxEntries, maxBytes);
  }

  /**
   * Sends the reply kept for `key` at `version` and resolves to undefined (the route sees the reply
   * sent), or builds it, keeps it and resolves to it as {@link PreparedJson} for the route to send.
   * `version` null (inside a transaction, or a database without a version): built and not kept.
   */
  async serve<T>(req: express.Request, res: express.Response, key: string, version: string | null, build: () => Promise<T>): Promise<T | PreparedJson | undefined> {
    if (version === null) return build();
    const bytes = this.kept.get(key, version);
    if (bytes) {
      const json = bytes.get('identity')!;
      const encoding = replyEncoding(req, json.length);
      let body = bytes.get(encoding);
      if (!body) {
        body = encodeJson(json, encoding);
        bytes.set(encoding, body);
        this.kept.grow(key, body.length);
      }
      sendEncodedJson(res, 200, body, encoding, false);
      return undefined;
    }
    const result = await build();
    const json = Buffer.from(JSON.stringify(result));
    this.kept.set(key, version, new Map([['identity', json]]), json.length);
    return new PreparedJson(result, json);
  }
}

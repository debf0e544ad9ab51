/**
 * How a JSON reply's bytes go out (issue 11 item 2, "responses over a few kB compressed"): under
 * {@link COMPRESS_FROM} bytes as they are; up to {@link COMPRESS_AT_ONCE_UP_TO} compressed at once on
 * the calling thread (br at quality 4 with the size known, else gzip, as the client accepts), with
 * Content-Encoding set so that the compression middleware (app.ts) leaves them alone; larger ones
 * through that middleware's stream. Measured on this machine: a 5 KB list page costs ≈ 25 µs of CPU
 * compressed at once against ≈ 100 µs through a stream (an encoder per reply and a hop to libuv's
 * thread pool), a 64 KB page ≈ 105 µs against ≈ 205 µs.
 */
import zlib from 'node:zlib';
import type express from 'express';

/** Replies from this many bytes are compressed (also the compression middleware's threshold in app.ts). */
export const COMPRESS_FROM = 2048;
/** Replies up to this many bytes are compressed at once (≈ 0.1 ms of the event loop at most); larger ones stream. */
export const COMPRESS_AT_ONCE_UP_TO = 64 * 1024;

/** The encoding a reply of `length` bytes goes out in for this request: 'br', 'gzip' or 'identity'. */
export function replyEncoding(req: express.Request, length: number): 'br' | 'gzip' | 'identity' {
  if (length < COMPRESS_FROM) return 'identity';
  return req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : 'identity';
}

/** `json` compressed in `encoding` at once (br quality 4, the compression middleware's level). */
export function encodeJson(json: Buffer, encoding: 'br' | 'gzip' | 'identity'): Buffer {
  if (encoding === 'br') return zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length } });
  if (encoding === 'gzip') return zlib.gzipSync(json);
  return json;
}

/**
 * Sends `body` (JSON, already in `encoding`) with its headers. With `etag` (as res.json does) express
 * adds a weak ETag of the bytes and answers a matching If-None-Match with 304; without it the bytes
 * go out as they are (a kept reply: no hashing of a megabyte per call).
 */
export function sendEncodedJson(res: express.Response, status: number, body: Buffer, encoding: 'br' | 'gzip' | 'identity', etag = true): void {
  res.status(status);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.vary('Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  if (etag) {
    res.send(body);
    return;
  }
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/** Sends serialised JSON as described above. */
export function sendJson(req: express.Request, res: express.Response, status: number, json: Buffer): void {
  const encoding = json.length <= COMPRESS_AT_ONCE_UP_TO ? replyEncoding(req, json.length) : 'identity';
  sendEncodedJson(res, status, encodeJson(json, encoding), encoding);
}

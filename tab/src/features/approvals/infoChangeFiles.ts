/**
 * Image rules of the personal info change request (spec 1 §5, §9): jpeg, jpg, png or pdf, at most
 * three files, each smaller than 10,000,000 bytes. A wrong type and a too large file get the same
 * bad-file-type message.
 */
import { INFO_CHANGE_LIMITS } from '@contracts/user-info-change';

export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

/** True when the file's extension (or MIME type) is allowed and it is under the size limit. */
export function isAcceptedImage(f: PickedFile): boolean {
  const ext = f.name.includes('.') ? f.name.split('.').pop()!.toLowerCase() : '';
  const mime = f.type.toLowerCase().split('/').pop() ?? '';
  const types = INFO_CHANGE_LIMITS.imageTypes as readonly string[];
  const typeOk = types.includes(ext) || (ext === '' && types.includes(mime));
  return typeOk && f.size < INFO_CHANGE_LIMITS.maxImageBytes;
}

/**
 * Adds picked files to the current ones: rejected files are reported as `badType`, files beyond
 * the limit of three as `tooMany`; files with a name already present are skipped.
 */
export function addFiles<T extends PickedFile>(current: T[], picked: T[]): { files: T[]; badType: boolean; tooMany: boolean } {
  const files = [...current];
  let badType = false;
  let tooMany = false;
  for (const f of picked) {
    if (!isAcceptedImage(f)) {
      badType = true;
      continue;
    }
    if (files.some((x) => x.name === f.name)) continue;
    if (files.length >= INFO_CHANGE_LIMITS.maxImages) {
      tooMany = true;
      continue;
    }
    files.push(f);
  }
  return { files, badType, tooMany };
}

/** Reads a file as base64 without the data-URL prefix. */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(r.error ?? new Error('read failed'));
    r.readAsDataURL(file);
  });
}

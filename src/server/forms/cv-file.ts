// The CV upload: one PDF or DOCX, recognised by its content (a renamed program is refused), at most 5 MB,
// checked for active content in a worker thread (cv-inspection.ts) once the post has passed the robot
// check and its rate limits, and stored outside the public folder under a new random name. Word 97-2003
// files are refused: their macros hide in an OLE container nothing here can vet.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { cvMaxBytes } from '../../domain/forms/schemas';
import type { FormMessageKey } from '../../domain/forms/schemas/form-message';
import { StoreUnavailable } from '../store/store-unavailable';
import type { InspectionTurn } from './cv-inspection';

/** A CV file's content type and extension, as its bytes reveal them. */
export interface CvFileType {
  readonly mime: string;
  readonly ext: 'pdf' | 'docx';
}

/** The type of a CV file by its first bytes, or the message that refuses it; its content is checked later. */
export async function checkCvFile(bytes: Uint8Array): Promise<CvFileType | FormMessageKey> {
  if (bytes.byteLength === 0) return 'required';
  if (bytes.byteLength > cvMaxBytes) return 'fileTooLarge';
  const found = await fileTypeFromBuffer(bytes);
  if (found === undefined) return 'fileType';
  if (found.mime === 'application/pdf') return { mime: found.mime, ext: 'pdf' };
  if (found.ext === 'docx') return { mime: found.mime, ext: 'docx' };
  return 'fileType';
}

/**
 * The message that refuses a CV's content (`fileUnsafe`; `fileUnchecked` when its check did not finish in
 * time), or undefined when the file may go to the agency; checked in the turn taken for it.
 */
export async function checkCvContent(
  bytes: Uint8Array,
  type: CvFileType,
  turn: InspectionTurn,
): Promise<FormMessageKey | undefined> {
  const outcome = await turn.run(bytes, type.ext);
  if (outcome === 'ok') return undefined;
  return outcome === 'timeout' ? 'fileUnchecked' : 'fileUnsafe';
}

/**
 * Stores a checked CV under a new random name in `dir`; returns its path. A file that cannot be kept
 * (the disk full, the folder not writable) is the server's trouble, never the visitor's: nothing of it
 * stays, and the error is a StoreUnavailable, answered 503 "try again" like a database that is away.
 */
export async function storeCvFile(dir: string, bytes: Uint8Array, type: CvFileType): Promise<string> {
  const path = join(dir, `${randomUUID()}.${type.ext}`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(path, bytes, { flag: 'wx' });
  } catch (error) {
    await rm(path, { force: true }).catch(() => undefined);
    throw new StoreUnavailable(error);
  }
  return path;
}

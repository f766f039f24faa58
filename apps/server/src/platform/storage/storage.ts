// Where uploaded files live, behind one interface: the embedded default keeps them under
// DATA_DIR/uploads and receives them at its own signed upload URL; production puts them in an
// S3-compatible bucket through presigned POSTs (s3.ts, not written yet). Callers never see which.
import type { Readable } from 'node:stream';

/** What an upload URL allows: one file under `key`, of one content type, up to `maxBytes`, until `expiresAt`. */
export interface UploadLimits {
  readonly key: string;
  readonly contentType: string;
  readonly maxBytes: number;
  readonly expiresAt: Date;
}

/** The `url` and `fields` of a presign reply: POST the fields and then the file there, without auth. */
export interface UploadTarget {
  readonly url: string;
  readonly fields: Record<string, string>;
}

export interface StoredFile {
  readonly stream: Readable;
  readonly size: number;
}

export interface FileStorage {
  /** A signed upload target for one file under `limits.key`. */
  presignUpload(limits: UploadLimits): UploadTarget;
  /** A link that serves the file until `expiresAt` to whoever holds it. */
  signedDownloadUrl(key: string, expiresAt: Date): string;
  /** The stored bytes, or null when nothing was stored under the key. */
  read(key: string): Promise<StoredFile | null>;
  /** Deletes what is stored under the key; nothing happens when there is nothing. */
  remove(key: string): Promise<void>;
}

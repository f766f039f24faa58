// Where uploaded files live, behind one interface: the embedded default keeps them under
// DATA_DIR/uploads and receives them at its own signed upload URL (local.ts); production puts them in an
// S3-compatible bucket that browsers POST to through presigned POSTs (s3.ts). `kind` tells the two apart
// where the server's part differs: who receives an upload and when it is checked.
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

/**
 * What both storages do. Signing may need to resolve credentials (a bucket), so presigning and links may
 * answer a promise; the embedded storage answers at once.
 */
interface CommonFileStorage {
  /** A signed upload target for one file under `limits.key`. */
  presignUpload(limits: UploadLimits): UploadTarget | Promise<UploadTarget>;
  /** A link that serves the file until `expiresAt` to whoever holds it. */
  signedDownloadUrl(key: string, expiresAt: Date): string | Promise<string>;
  /** The stored bytes, or null when nothing was stored under the key. */
  read(key: string): Promise<StoredFile | null>;
  /** Stores bytes the server made itself (demo files, tests), replacing what is under the key. */
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** Deletes what is stored under the key; nothing happens when there is nothing. */
  remove(key: string): Promise<void>;
}

/**
 * Uploads arrive at this server's `/api/uploads/<key>/` route, which checks each one as it comes (fields,
 * size, sniffed type) before writing it; links are this server's `/api/files/<key>/` with a signature.
 */
export interface EmbeddedFileStorage extends CommonFileStorage {
  readonly kind: 'embedded';
  /** Whether upload fields are exactly as this storage signed them (expiry is checked by the caller). */
  verifyUploadFields(fields: Readonly<Record<string, string | undefined>>): boolean;
  /** Whether a file link's expiry and signature are as this storage signed them for the key. */
  verifyDownload(key: string, expires: string, signature: string): boolean;
}

/**
 * Browsers POST uploads straight to the bucket, which enforces the signed policy (key, size range,
 * Content-Type, expiry); the server never sees the bytes go in, so it checks the object (size, sniffed
 * type) when a record attaches it. Links are presigned GETs of the bucket.
 */
export interface BucketFileStorage extends CommonFileStorage {
  readonly kind: 'bucket';
  /** The size of the object under the key, or null when there is none. */
  sizeOf(key: string): Promise<number | null>;
  /** Up to `length` first bytes of the object (for type sniffing), or null when there is none. */
  readStart(key: string, length: number): Promise<Uint8Array | null>;
  /** The origin browsers talk to (uploads and links), for the Content-Security-Policy. */
  readonly browserOrigin: string;
  /** Releases the client's connections. */
  close(): void;
}

export type FileStorage = EmbeddedFileStorage | BucketFileStorage;

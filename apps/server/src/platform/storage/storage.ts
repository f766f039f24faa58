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
  /**
   * A link that serves the file until `expiresAt` to whoever holds it, as an attachment named `fileName`
   * (the key when not given).
   */
  signedDownloadUrl(key: string, expiresAt: Date, fileName?: string): string | Promise<string>;
  /** The stored bytes, or null when nothing was stored under the key. */
  read(key: string): Promise<StoredFile | null>;
  /** Stores bytes the server made itself (demo files, tests), replacing what is under the key. */
  write(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Stores a file the server makes as it goes (an export of 100,000 rows), without holding it in memory;
   * answers its size in bytes.
   */
  writeStream(key: string, chunks: AsyncIterable<Uint8Array>, contentType: string): Promise<number>;
  /** Deletes what is stored under the key (and an upload for it); nothing happens when there is nothing. */
  remove(key: string): Promise<void>;
}

/**
 * Uploads arrive at this server's `/api/uploads/<key>/` route, which checks each one as it comes (fields,
 * size, sniffed type; pictures re-encoded) before writing it; links are this server's `/api/files/<key>/`
 * with a signature.
 */
export interface EmbeddedFileStorage extends CommonFileStorage {
  readonly kind: 'embedded';
  /** Whether upload fields are exactly as this storage signed them (expiry is checked by the caller). */
  verifyUploadFields(fields: Readonly<Record<string, string | undefined>>): boolean;
  /** Whether a file link's expiry and signature are as this storage signed them for the key. */
  verifyDownload(key: string, expires: string, signature: string): boolean;
}

/** An upload as it arrived in the bucket: its size, its first bytes, and the version they are of. */
export interface InspectedUpload {
  readonly size: number;
  readonly start: Uint8Array;
  /** The object's ETag: `readUpload` and `acceptUpload` take this version only. */
  readonly version: string;
}

/**
 * Browsers POST uploads straight to the bucket, which enforces the signed policy (key, size range,
 * Content-Type, expiry), into a place nothing reads. The server never sees the bytes go in, so it checks the
 * object (size, sniffed type) when a record attaches it and only then puts it under its key: as it is (a
 * PDF) or re-encoded by the server (a picture). Links are presigned GETs of the bucket.
 */
export interface BucketFileStorage extends CommonFileStorage {
  readonly kind: 'bucket';
  /** The size of the object under the key, or null when there is none. */
  sizeOf(key: string): Promise<number | null>;
  /** The browser's upload for `key` with up to `length` first bytes (to sniff), or null when none arrived. */
  inspectUpload(key: string, length: number): Promise<InspectedUpload | null>;
  /**
   * All the bytes of the inspected `version` of the upload for `key` (a picture, to re-encode); null when
   * the upload is gone or was replaced since it was inspected.
   */
  readUpload(key: string, version: string): Promise<Uint8Array | null>;
  /**
   * Puts the inspected `version` of the upload under `key` as it is and drops the arrival; false when the
   * upload is gone or was replaced since it was inspected.
   */
  acceptUpload(key: string, version: string): Promise<boolean>;
  /** Puts bytes the server made from the upload (a re-encoded picture) under `key` and drops the arrival. */
  acceptUploadAs(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The origin browsers talk to (uploads and links), for the Content-Security-Policy. */
  readonly browserOrigin: string;
  /** Releases the client's connections. */
  close(): void;
}

export type FileStorage = EmbeddedFileStorage | BucketFileStorage;

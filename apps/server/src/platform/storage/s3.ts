// The production file storage: an S3-compatible bucket written through presigned POSTs
// (@aws-sdk/s3-presigned-post, conditions: exact key, content-length-range, Content-Type, expiry) and
// read through presigned GETs. NOT IMPLEMENTED YET: left for the production-storage issue (see
// docs/decisions/010-uploads.md). It must implement FileStorage so no caller changes.
import type { FileStorage } from './storage';

export interface S3StorageOptions {
  readonly bucket: string;
  readonly region: string;
  /** For S3-compatible services other than AWS (MinIO, R2...). */
  readonly endpoint?: string;
}

/** Stub: throws on construction so that no configuration can silently select it. */
export function createS3Storage(_options: S3StorageOptions): FileStorage {
  throw new Error('S3 storage is not implemented yet: see docs/decisions/010-uploads.md');
}

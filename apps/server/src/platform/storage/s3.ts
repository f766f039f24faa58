// The production file storage: an S3-compatible bucket. Browsers POST uploads straight to it through
// presigned POSTs whose policy fixes the key, the size range and the Content-Type until an expiry; files
// are read through presigned GETs (private links) or by the server (public files, the credential card).
// Anything handed to a browser is signed with a second client configured with the endpoint as browsers
// reach it (S3_PUBLIC_ENDPOINT), which may differ from the one the server talks to.
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../../config';
import { sniffContentType } from './sniff';
import type { BucketFileStorage, StoredFile, UploadLimits, UploadTarget } from './storage';

/** A presigned URL lives at least this long, however close its expiry (S3 refuses 0). */
const MIN_EXPIRY_SECONDS = 1;

export class S3FileStorage implements BucketFileStorage {
  readonly kind = 'bucket';
  readonly browserOrigin: string;
  private readonly bucket: string;
  /** Talks to the bucket. */
  private readonly client: S3Client;
  /** Only signs what browsers are given; never sends a request. */
  private readonly signer: S3Client;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    const common: S3ClientConfig = {
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials && { credentials: settings.credentials }),
    };
    this.client = new S3Client({ ...common, ...(settings.endpoint && { endpoint: settings.endpoint }) });
    const browserEndpoint = settings.publicEndpoint ?? settings.endpoint;
    this.signer = browserEndpoint ? new S3Client({ ...common, endpoint: browserEndpoint }) : this.client;
    this.browserOrigin = browserOriginOf(settings);
  }

  async presignUpload(limits: UploadLimits): Promise<UploadTarget> {
    const { url, fields } = await createPresignedPost(this.signer, {
      Bucket: this.bucket,
      Key: limits.key, // added to the policy as an exact condition
      Fields: { 'Content-Type': limits.contentType }, // each field is an exact condition too
      Conditions: [['content-length-range', 1, limits.maxBytes]],
      Expires: secondsUntil(limits.expiresAt),
    });
    return { url, fields };
  }

  signedDownloadUrl(key: string, expiresAt: Date): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      // Personal documents: no shared cache keeps them, and they open in the browser.
      ResponseCacheControl: 'private, no-store',
      ResponseContentDisposition: 'inline',
    });
    return getSignedUrl(this.signer, command, { expiresIn: secondsUntil(expiresAt) });
  }

  async read(key: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!object.Body) return null;
      // In Node the body is an IncomingMessage, a Readable.
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async sizeOf(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async readStart(key: string, length: number): Promise<Uint8Array | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${length - 1}` }),
      );
      if (!object.Body) return null;
      // A server that ignores Range sends the whole object: keep only the start.
      const bytes = await object.Body.transformToByteArray();
      return bytes.subarray(0, length);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: sniffContentType(bytes) ?? 'application/octet-stream',
      }),
    );
  }

  async remove(key: string): Promise<void> {
    // DeleteObject succeeds when there is no such object.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
    if (this.signer !== this.client) this.signer.destroy();
  }
}

/**
 * The origin browsers reach the bucket at: the public endpoint, else the endpoint, else AWS S3's own
 * (virtual-hosted `bucket.s3.region.amazonaws.com` unless path-style).
 */
export function browserOriginOf(settings: S3Settings): string {
  const endpoint = settings.publicEndpoint ?? settings.endpoint;
  if (endpoint) return new URL(endpoint).origin;
  const host = `s3.${settings.region}.amazonaws.com`;
  return settings.forcePathStyle ? `https://${host}` : `https://${settings.bucket}.${host}`;
}

function secondsUntil(date: Date): number {
  return Math.max(MIN_EXPIRY_SECONDS, Math.floor((date.getTime() - Date.now()) / 1000));
}

/** NoSuchKey from GetObject, NotFound (a bare 404) from HeadObject. */
function isMissing(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || status === 404;
}

// The production file storage: an S3-compatible bucket. Browsers POST uploads straight to it through
// presigned POSTs whose policy fixes the key, the size range and the Content-Type until an expiry; files
// are read through presigned GETs (private links) or by the server (public files, the credential card).
// A POST lands under `incoming/<key>`, which nothing reads: when a record takes the upload the server checks
// that object and puts exactly the version it checked (its ETag) under `<key>`: copied as it is (a PDF), or
// read and re-encoded first (a picture). The POST's policy stays valid until it expires, so it can still
// write `incoming/<key>` after that, but never the file a record holds. Links serve files as attachments.
// Anything handed to a browser is signed with a second client configured with the endpoint as browsers
// reach it (S3_PUBLIC_ENDPOINT), which may differ from the one the server talks to.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
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
import { attachmentDisposition } from './content-disposition';
import { sniffContentType } from './sniff';
import type { BucketFileStorage, InspectedUpload, StoredFile, UploadLimits, UploadTarget } from './storage';

/** A presigned URL lives at least this long, however close its expiry (S3 refuses 0). */
const MIN_EXPIRY_SECONDS = 1;

/** Where browsers' POSTs for the upload `key` land, until a record takes it. */
export function incomingKeyOf(key: string): string {
  return `incoming/${key}`;
}

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
      // Checksums only where S3 requires them: by default the SDK sends a streamed body as aws-chunked
      // with a trailing checksum, which S3-compatible stores do not all understand (some keep the framing
      // in the object). A streamed PUT carries its Content-Length instead.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    this.client = new S3Client({ ...common, ...(settings.endpoint && { endpoint: settings.endpoint }) });
    const browserEndpoint = settings.publicEndpoint ?? settings.endpoint;
    this.signer = browserEndpoint ? new S3Client({ ...common, endpoint: browserEndpoint }) : this.client;
    this.browserOrigin = browserOriginOf(settings);
  }

  async presignUpload(limits: UploadLimits): Promise<UploadTarget> {
    const { url, fields } = await createPresignedPost(this.signer, {
      Bucket: this.bucket,
      Key: incomingKeyOf(limits.key), // added to the policy as an exact condition
      Fields: { 'Content-Type': limits.contentType }, // each field is an exact condition too
      Conditions: [['content-length-range', 1, limits.maxBytes]],
      Expires: secondsUntil(limits.expiresAt),
    });
    return { url, fields };
  }

  signedDownloadUrl(key: string, expiresAt: Date, fileName = key): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      // Personal documents: no shared cache keeps them, and the browser saves them rather than render
      // them (a bucket cannot add `X-Content-Type-Options: nosniff`, so nothing is shown inline; the
      // reverse proxy of deploy/ adds it).
      ResponseCacheControl: 'private, no-store',
      ResponseContentDisposition: attachmentDisposition(fileName),
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

  async inspectUpload(key: string, length: number): Promise<InspectedUpload | null> {
    const incoming = incomingKeyOf(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: incoming }));
      const version = head.ETag ?? '';
      const size = head.ContentLength ?? 0;
      if (size === 0) return { size, start: new Uint8Array(), version };
      // The same version as the HEAD's: a POST arriving in between makes this fail rather than mix two.
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: incoming,
          Range: `bytes=0-${length - 1}`,
          ...(version && { IfMatch: version }),
        }),
      );
      // A server that ignores Range sends the whole object: keep only the start.
      const bytes = object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      return { size, start: bytes.subarray(0, length), version };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async readUpload(key: string, version: string): Promise<Uint8Array | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: incomingKeyOf(key),
          ...(version && { IfMatch: version }),
        }),
      );
      // A store that ignores If-Match sends whatever is there now: the ETag tells.
      if (version && object.ETag !== undefined && object.ETag !== version) {
        (object.Body as Readable | undefined)?.destroy();
        return null;
      }
      return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (isMissing(error) || isPreconditionFailed(error)) return null;
      throw error;
    }
  }

  async acceptUpload(key: string, version: string): Promise<boolean> {
    let copied: string | undefined;
    try {
      const result = await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: key,
          CopySource: `${this.bucket}/${incomingKeyOf(key)}`,
          ...(version && { CopySourceIfMatch: version }),
        }),
      );
      copied = result.CopyObjectResult?.ETag;
    } catch (error) {
      if (isMissing(error) || isPreconditionFailed(error)) return false;
      throw error;
    }
    // A store that ignores the copy condition copied whatever was there: the copy's ETag tells.
    if (version && copied !== undefined && copied !== version) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
      return false;
    }
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: incomingKeyOf(key) }));
    return true;
  }

  async acceptUploadAs(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.put(key, bytes, contentType);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: incomingKeyOf(key) }));
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    await this.put(key, bytes, (await sniffContentType(bytes)) ?? 'application/octet-stream');
  }

  private async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentType,
      }),
    );
  }

  /**
   * Spills the chunks to a temporary file, then PUTs it with its length: memory stays flat whatever the
   * size, without a multipart upload (the file is read back once).
   */
  async writeStream(key: string, chunks: AsyncIterable<Uint8Array>, contentType: string): Promise<number> {
    const folder = await mkdtemp(join(tmpdir(), 'portal-upload-'));
    const spilled = join(folder, 'file');
    try {
      await writeFile(spilled, chunks, { mode: 0o600 });
      const { size } = await stat(spilled);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: createReadStream(spilled),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      return size;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async remove(key: string): Promise<void> {
    // DeleteObject succeeds when there is no such object. A late POST may have left an incoming copy.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: incomingKeyOf(key) }));
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

/** The object changed since it was checked (If-Match, x-amz-copy-source-if-match). */
function isPreconditionFailed(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error.name === 'PreconditionFailed' || status === 412;
}

/** NoSuchKey from GetObject, NotFound (a bare 404) from HeadObject. */
function isMissing(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || status === 404;
}

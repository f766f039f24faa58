// The file storage of this deployment: the S3-compatible bucket when S3_BUCKET is set, else the embedded
// folder under DATA_DIR (docs/decisions/010-uploads.md).
import type { Config } from '../../config';
import { LocalFileStorage } from './local';
import { browserOriginOf, S3FileStorage } from './s3';
import type { FileStorage } from './storage';

export function createStorage(config: Config): FileStorage {
  if (config.s3) return new S3FileStorage(config.s3);
  return new LocalFileStorage({
    directory: `${config.dataDir}/uploads`,
    publicUrl: config.publicUrl,
    secret: config.jwtSecret,
  });
}

/** The origin browsers upload to and read files from, when it is not this server's (a bucket). */
export function storageBrowserOrigin(config: Pick<Config, 's3'>): string | null {
  return config.s3 ? browserOriginOf(config.s3) : null;
}

// The file storage of this deployment: the embedded folder under DATA_DIR until the S3 storage of the
// production issue exists (docs/decisions/010-uploads.md).
import type { Config } from '../../config';
import { LocalFileStorage } from './local';

export function createStorage(config: Config): LocalFileStorage {
  return new LocalFileStorage({
    directory: `${config.dataDir}/uploads`,
    publicUrl: config.publicUrl,
    secret: config.jwtSecret,
  });
}

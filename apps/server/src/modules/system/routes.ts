// GET /api/health/ and GET /api/config/.
import { getConfig, getHealth } from '@portal/contract/endpoints/system';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { registerEndpoint } from '../../platform/http/route';
import { checkHealth, publicConfigOf } from './service';

export interface SystemModuleOptions {
  readonly config: Config;
  readonly database: Pick<DatabaseHandle, 'ping'>;
}

export async function systemModule(app: FastifyInstance, { config, database }: SystemModuleOptions) {
  registerEndpoint(app, getHealth, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return checkHealth(database);
  });
  const publicConfig = publicConfigOf(config);
  registerEndpoint(app, getConfig, () => publicConfig);
}

// GET /api/client/users/users/me/.
import { getMe } from '@portal/contract/endpoints/users';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import { getCurrentUser } from './service';

export async function usersModule(app: FastifyInstance, { db }: { readonly db: Database }) {
  registerEndpoint(app, getMe, (context) => getCurrentUser(db, callerOf(context).userId));
}

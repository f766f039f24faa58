// The WSK id database under /api/client/sport/wsk-ids/ (list, candidate searches, import) and the two
// calls of a user's WSK id under /api/client/users/users/{id}/ (match_athlete/, set_wsk_id/).
import { matchAthlete, setWskId } from '@portal/contract/endpoints/user-management';
import {
  findCandidates,
  importWskIds,
  listWskIds,
  searchAllCandidates,
} from '@portal/contract/endpoints/wsk-ids';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import * as wskIds from './service';

export async function wskIdsModule(app: FastifyInstance, deps: wskIds.WskIdsDeps) {
  const { db } = deps;
  registerEndpoint(app, listWskIds, ({ query, request }) =>
    wskIds.listWskIds(deps, query, { requestUrl: request.url }),
  );
  registerEndpoint(app, findCandidates, (context) =>
    wskIds.findCandidates(db, callerOf(context), context.params.id),
  );
  registerEndpoint(app, searchAllCandidates, () => wskIds.searchAllCandidates(db));
  registerEndpoint(app, importWskIds, (context) => wskIds.importWskIds(db, callerOf(context), context.body));

  registerEndpoint(app, matchAthlete, ({ params }) => wskIds.matchAthlete(db, params.id));
  registerEndpoint(app, setWskId, (context) =>
    wskIds.setWskId(deps, callerOf(context), context.params.id, context.body.wsk_id),
  );
}

// No API reply is stored by a browser or a shared cache unless its handler says otherwise (ASVS V8.2.1):
// API replies carry tokens and personal data (passports, minors' details), and a refusal tells who may see
// what. A handler that sets its own Cache-Control keeps it: 'private, no-store' on private files, a public
// max-age on public files (profile pictures). Public reference data (GET /api/config/, the sport lists)
// gets no-store too: it is small, the web app keeps it in memory, and a deny-by-default rule cannot be
// undone by a new endpoint that forgets to opt out. The web app's pages and assets set their own caching.
import type { FastifyInstance } from 'fastify';

export const API_CACHE_CONTROL = 'no-store';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export function noStoreApiReplies(app: FastifyInstance): void {
  // onSend runs for every reply, errors and not-found ones included.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', API_CACHE_CONTROL);
    }
  });
}

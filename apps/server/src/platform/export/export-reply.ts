// Sending a streamed export: the count goes out in a header first, then the file batch by batch at the pace
// the client reads it. A stream skips the response serializer; the endpoint's string schema documents it.
import { Readable } from 'node:stream';
import { EXPORT_COUNT_HEADER } from '@portal/contract/endpoints/user-management';
import type { FastifyReply } from 'fastify';
import type { StreamedExport } from './tabular-file';

export function sendExport(reply: FastifyReply, file: StreamedExport) {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .header(EXPORT_COUNT_HEADER, String(file.count));
  return reply.send(Readable.from(file.chunks, { objectMode: false }));
}

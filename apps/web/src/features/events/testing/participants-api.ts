// A fake of the event's participant management for the screens' tests, on top of the events fake: the
// participant list (recording its queries, filtering by status), approvals, rejections and withdrawals that
// stick, and the streamed export with its count header. Every call is recorded with its query and body.
import type { ParticipantRow } from '@portal/contract/participant';
import { json } from '../../../shared/testing/mock-api';
import { type Call, type FakeOptions, mockEventsApi, participant } from './events-api';

export function participantRow(id: number, overrides: Partial<ParticipantRow> = {}): ParticipantRow {
  return {
    ...participant(id),
    email: `registered${id}@portal.test`,
    need_wsk_match: false,
    ...overrides,
  };
}

export interface ParticipantsFakeOptions extends FakeOptions {
  /** The event's participants; decisions change them. */
  readonly rows?: readonly ParticipantRow[];
  /** The body of an export (a CSV by default) and its announced row count. */
  readonly exportBody?: string;
}

const PARTICIPANTS = /^\/api\/client\/events\/\d+\/participants\/$/;
const EXPORT = /^\/api\/client\/events\/\d+\/participants\/export\/$/;
const DECISION = /^\/api\/client\/events\/\d+\/participants\/(\d+)\/(approve|reject|withdraw)\/$/;

const DECIDED = { approve: 'approved', reject: 'rejected', withdraw: 'withdrawn' } as const;

export function mockParticipantsApi({
  rows: initial = [],
  exportBody = '\uFEFFID,Full name\r\n1,Registered 1\r\n',
  read,
  write,
  ...options
}: ParticipantsFakeOptions = {}) {
  let rows = [...initial];
  const api = mockEventsApi({
    ...options,
    read: (call: Call) => {
      const answer = read?.(call);
      if (answer) return answer;
      if (EXPORT.test(call.path)) {
        const format = call.search.get('format') ?? 'csv';
        return new Response(exportBody, {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="participants-1.${format}"`,
            'X-Export-Count': '1',
          },
        });
      }
      if (PARTICIPANTS.test(call.path)) {
        const status = call.search.get('status');
        const results = rows.filter((row) => !status || row.status === status);
        return json({ count: results.length, next: null, previous: null, results });
      }
      return undefined;
    },
    write: (call: Call) => {
      const answer = write?.(call);
      if (answer) return answer;
      const decision = DECISION.exec(call.path);
      if (!decision) return undefined;
      const id = Number(decision[1]);
      const found = rows.find((row) => row.id === id) ?? participantRow(id);
      const reason = (call.body as { reason?: string } | undefined)?.reason ?? null;
      const changed: ParticipantRow = {
        ...found,
        status: DECIDED[decision[2] as keyof typeof DECIDED],
        decision: { by: { id: 1, full_name: 'Wanda Keller' }, at: '2026-04-20T10:00:00Z', reason },
      };
      rows = rows.map((row) => (row.id === id ? changed : row));
      const { email: _email, need_wsk_match: _match, ...body } = changed;
      return json(body);
    },
  });
  return api;
}

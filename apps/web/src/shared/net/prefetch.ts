// Whether links may prefetch the code of the screen they lead to (spec §9 "Link prefetch is skipped on
// slow or data-saver connections").

/** The part of the Network Information API this needs; it is not in TypeScript's DOM types. */
export interface ConnectionInfo {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

const SLOW_CONNECTION_TYPES = new Set(['slow-2g', '2g']);

function browserConnection(): ConnectionInfo | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** Browsers without the API (Firefox, Safari) tell nothing about the connection: prefetch there. */
export function canPrefetch(connection: ConnectionInfo | null | undefined = browserConnection()): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(connection.effectiveType !== undefined && SLOW_CONNECTION_TYPES.has(connection.effectiveType));
}

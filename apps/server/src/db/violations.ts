// Recognising a database error by the constraint it violated, however deep the driver and the ORM wrapped it:
// the driver's error names the constraint (PostgreSQL) or its message does (PGlite).

/** Whether the error is a violation of the named constraint or index. */
export function violatesConstraint(error: unknown, constraint: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ('constraint' in current && current.constraint === constraint) return true;
    if ('message' in current && typeof current.message === 'string' && current.message.includes(constraint)) {
      return true;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

// ILIKE patterns from user input.

/** `%text%` for ILIKE with the caller's own wildcards (`%`, `_`, `\`) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `text%` for LIKE with the caller's own wildcards taken literally (a prefix match a btree index can serve). */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

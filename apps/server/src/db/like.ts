// ILIKE patterns from user input.

/** `%text%` for ILIKE with the caller's own wildcards (`%`, `_`, `\`) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

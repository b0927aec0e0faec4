/** A search term as the literal text of a LIKE pattern: its `\`, `%` and `_` match only themselves. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/gu, (c) => `\\${c}`);
}

// How many rows match over all pages, for a page statement whose rows each carry that count (decision 021).

/**
 * The count the page's first row carries. A page without rows carries none: an empty first page means
 * nothing matches, and only a page past the end is counted on its own (`countAlone`).
 */
export async function totalOfPage(
  rows: readonly { readonly total: number | string }[],
  page: { readonly limit: number; readonly offset: number },
  countAlone: () => Promise<number>,
): Promise<number> {
  const first = rows[0];
  if (first) return Number(first.total);
  if (page.offset === 0 && page.limit > 0) return 0;
  return countAlone();
}

// Whole numbers as the lists show them, grouped by thousands with commas ('12,480 users'). Written out
// instead of toLocaleString('en-US'): a page's first Intl number format loads the locale's data, which took
// about 150 ms of a phone's main thread on the first screen to show a count.

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value)).replace(THOUSANDS, ',');
  return value < 0 ? `-${digits}` : digits;
}

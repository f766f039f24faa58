// The accessibility check the sweeps share: WCAG 2.1 A and AA through axe-core on a screen once it has
// settled, reporting only what axe rates serious or critical.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** The two widths the sweeps run at: the desktop and a phone. */
export const SWEEP_VIEWPORTS = [
  ['at 1280 px', DESKTOP],
  ['at 390 px', PHONE],
] as const;

/** Waits until the screen has its title (the route has loaded) and its data calls are over. */
export async function waitForScreen(page: Page): Promise<void> {
  await page.waitForFunction(() => document.title !== '' && !document.title.startsWith('Loading'));
  await page.waitForLoadState('networkidle');
}

/** One line per serious or critical violation on the page as it is: the rule, its help and where. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  // Only violations are collected: listing every passing node doubles the time on a large table.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label} ${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/**
 * `work` on every item, `parallel` at a time, answers in the items' order. A browser's work on one screen
 * (axe's analysis above all) is single-threaded, so two screens at once keep both cores of the machine busy.
 */
export async function inParallel<T, R>(
  items: readonly T[],
  parallel: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results;
}

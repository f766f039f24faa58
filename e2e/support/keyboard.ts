// Driving the portal with the keyboard only, as a user without a mouse does, and the checks that go with it:
// every element Tab reaches shows where the focus is, every control has an accessible name, and a refused
// field is marked invalid with its message announced.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the page shows of its focus: whether `targets` hold it, its indicator, and the focused element. */
interface FocusState {
  readonly onTarget: boolean;
  /** The page itself has the focus (between the end of the page and the browser's own controls). */
  readonly onPage: boolean;
  /** The outline or shadow that shows the focus, or null when nothing does. */
  readonly indicator: string | null;
  /** The focused element's tag, role and name, for the messages of failed checks. */
  readonly focused: string;
}

/**
 * Runs in the page. The focus indicator is an outline or a box shadow of the focused element itself; for
 * a native input drawn by another element (a visually hidden radio, a password field inside its frame),
 * an outline on its label, the element drawn after it or its frame (only an outline there: cards and
 * checked options carry shadows whether focused or not).
 */
function readFocus(targets: Element[]): FocusState {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) {
    return { onTarget: false, onPage: true, indicator: null, focused: 'the page itself' };
  }
  const labels = Array.from((element as HTMLInputElement).labels ?? []);
  const role = element.getAttribute('role');
  const name =
    element.getAttribute('aria-label') ?? labels[0]?.textContent ?? element.textContent?.trim().slice(0, 60);
  const focused = `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${name ?? ''}"`;
  const drawn = (node: Element, shadowCounts: boolean): string | null => {
    const style = getComputedStyle(node);
    const clear = style.outlineColor === 'transparent' || /rgba\(.*,\s*0\)$/.test(style.outlineColor);
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 && !clear) {
      return `outline ${style.outlineStyle} ${style.outlineWidth}`;
    }
    return shadowCounts && style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : null;
  };
  const box = element.getBoundingClientRect();
  const hidden = box.width <= 1 || box.height <= 1 || getComputedStyle(element).opacity === '0';
  const standIns = [
    ...labels,
    element.nextElementSibling,
    element.parentElement,
    element.parentElement?.parentElement,
  ].filter((node): node is Element => node instanceof Element);
  const indicator =
    (hidden ? null : drawn(element, true)) ??
    standIns.map((node) => drawn(node, false)).find((found) => found !== null) ??
    null;
  return { onTarget: targets.includes(element), onPage: false, indicator, focused };
}

/** Fails unless the focused element shows a focus indicator (the page itself needs none). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  failWithoutIndicator(await page.evaluate(readFocus, []));
}

function failWithoutIndicator(state: FocusState): void {
  if (!state.onPage && state.indicator === null) {
    throw new Error(`No visible focus indicator on ${state.focused}`);
  }
}

/** Whether the element `target` finds is the focused one. */
function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

export interface TabOptions {
  /** Shift+Tab instead of Tab. */
  readonly backwards?: boolean;
  /** How many presses before giving up. */
  readonly max?: number;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus indicator of every element on
 * the way; nothing is pressed when it has the focus already. Fails with the elements passed when `max`
 * presses do not reach it.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 }: TabOptions = {}) {
  await target.first().waitFor();
  if (await isFocused(target)) return;
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const passed: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(key);
    const state = await target.evaluateAll(readFocus);
    failWithoutIndicator(state);
    if (state.onTarget) return;
    passed.push(state.focused);
  }
  throw new Error(
    `${max} presses of ${key} did not reach ${target}; the focus went through:\n  ${passed.join('\n  ')}`,
  );
}

/** Tabs to `target` and presses `key` on it (Enter by default: links and buttons). */
export async function activate(page: Page, target: Locator, key = 'Enter', options?: TabOptions) {
  await tabTo(page, target, options);
  await page.keyboard.press(key);
}

/** Tabs to the field `target`, selects what it holds and types `text` over it. */
export async function typeInto(page: Page, target: Locator, text: string, options?: TabOptions) {
  await tabTo(page, target, options);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

const CONTROL_ROLES = [
  'button',
  'checkbox',
  'combobox',
  'link',
  'listbox',
  'menuitem',
  'option',
  'radio',
  'searchbox',
  'slider',
  'spinbutton',
  'switch',
  'tab',
  'textbox',
];
/** An aria snapshot line of a control with no name: `- button`, `- textbox: "value"`, `- 'checkbox [checked]'`. */
const UNNAMED_CONTROL = new RegExp(`^\\s*- '?(${CONTROL_ROLES.join('|')})(?=$|[\\s:'\\[])(?! ")`);

/** Fails when a control under `scope` (the page's body by default) has no accessible name. */
export async function expectControlsNamed(page: Page, scope: Locator = page.locator('body')): Promise<void> {
  const snapshot = await scope.ariaSnapshot();
  const unnamed = snapshot.split('\n').filter((line) => UNNAMED_CONTROL.test(line));
  expect(unnamed, `controls without an accessible name on ${page.url()}:\n${snapshot}`).toEqual([]);
}

/**
 * Fails unless `field` is marked invalid and `message` reaches a screen reader with it: in the text its
 * aria-describedby points to, or in an alert or live region of the page.
 */
export async function expectErrorAnnounced(field: Locator, message: string | RegExp): Promise<void> {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const announced = await field.evaluate((element) => {
    const described = (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''));
    const live = Array.from(
      document.querySelectorAll(
        '[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"]',
      ),
    ).map((region) => region.textContent ?? '');
    return [...described, ...live].filter((text) => text.trim() !== '');
  });
  const matches = (text: string) =>
    typeof message === 'string' ? text.includes(message) : message.test(text);
  expect(announced.some(matches), `"${message}" is not announced; read: ${JSON.stringify(announced)}`).toBe(
    true,
  );
}

/** Fails unless `target` has the focus (e.g. the first refused field after a submit, a dialog's field). */
export async function expectFocused(target: Locator): Promise<void> {
  await expect.poll(() => isFocused(target), { message: `${target} should have the focus` }).toBe(true);
}

// Keyboard and screen-reader users land on the new screen: when the route name changes (a sign-up step
// saved, a link followed), the focus moves to the screen's main heading, so the next Tab starts in the
// screen and a screen reader reads where the user now is. The control that led there has usually gone
// with the old screen, leaving the focus on the page itself.
import { useEffect, useRef } from 'react';
import { useRouteName } from './screen-match';
import classes from './theme.module.css';

/** How long a screen that is still loading may take to show its heading. */
export const HEADING_WAIT_MS = 5000;

const SCREEN_HEADING = 'main h1';

/** Whether the new screen put the focus somewhere itself: an autofocused field, a dialog. */
function focusTakenByScreen(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return active.closest('[role="dialog"]') !== null || active.matches('input, select, textarea');
}

/**
 * Focuses the screen's heading now or as soon as it shows (the screen may still be loading), unless the
 * screen takes the focus itself or it moves on before. Returns the cleanup.
 */
export function focusScreenHeading(): () => void {
  if (focusTakenByScreen()) return () => undefined;
  const focusHeading = (): boolean => {
    const heading = document.querySelector<HTMLElement>(SCREEN_HEADING);
    if (!heading) return false;
    // Focusable by script only: a heading is no stop of the Tab order.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    if (classes.screenHeading) heading.classList.add(classes.screenHeading);
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focusHeading()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('focusin', stop);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  // The user (or the screen) moved the focus while the heading was awaited: theirs wins.
  document.addEventListener('focusin', stop);
  return stop;
}

export function useFocusOnRouteChange(): void {
  const name = useRouteName();
  const previous = useRef(name);
  useEffect(() => {
    if (previous.current === name) return;
    previous.current = name;
    return focusScreenHeading();
  }, [name]);
}

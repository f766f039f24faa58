// After a refused submit the focus goes to the first field marked invalid: a keyboard user is where the
// correction is needed, and a screen reader reads the field with its message (aria-describedby), instead of
// nothing at all while the focus stays on the submit button.
import { type RefObject, useEffect, useRef, useState } from 'react';

const INVALID = '[aria-invalid="true"]';

/** Focuses the first field under `container` marked invalid that can take the focus; false when none. */
export function focusFirstInvalid(container: ParentNode | null): boolean {
  if (!container) return false;
  for (const field of container.querySelectorAll<HTMLElement>(INVALID)) {
    // A field drawn by another control (a file input behind its button) cannot take the focus.
    if (field.hidden || field.getAttribute('disabled') !== null || field.style.display === 'none') continue;
    field.focus();
    if (document.activeElement === field) return true;
  }
  return false;
}

/**
 * `request(container)`: after the render that follows it (the one showing the messages), the first invalid
 * field in `container` takes the focus. Without a container, the form given to `ref`, else the form the
 * focus is in when asked (the one whose submit button was pressed).
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>(): {
  ref: RefObject<T | null>;
  request: (container?: HTMLElement | null) => void;
} {
  const ref = useRef<T | null>(null);
  const [pending, setPending] = useState<{ container: HTMLElement | null } | null>(null);
  useEffect(() => {
    if (pending) focusFirstInvalid(pending.container);
  }, [pending]);
  const request = (container?: HTMLElement | null) =>
    setPending({ container: container ?? ref.current ?? document.activeElement?.closest('form') ?? null });
  return { ref, request };
}

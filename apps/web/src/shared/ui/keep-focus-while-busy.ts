// A button that shows progress is disabled meanwhile (Mantine's `loading`), and the browser then drops the
// focus to the page: a keyboard user who pressed "Save" found the next Tab starting from the top of the
// page, and a screen reader lost its place. This gives the focus back to the control once it is enabled
// again, unless the focus has gone somewhere else meanwhile (a dialog opened, a field took it) or the
// control has gone with its screen. Installed once for the whole app (main.tsx).

/** Starts keeping the focus of `doc`'s controls across their busy time; returns the function that stops. */
export function keepFocusWhileBusy(doc: Document = document): () => void {
  let waiting: HTMLElement | null = null;

  const onFocusOut = (event: FocusEvent) => {
    const control = event.target;
    // Lost to being disabled, not moved by the user or the app (they would name where it went).
    if (control instanceof HTMLElement && event.relatedTarget === null && control.matches(':disabled')) {
      waiting = control;
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== doc.body) waiting = null;
  };
  const observer = new MutationObserver(() => {
    const control = waiting;
    if (!control) return;
    if (!control.isConnected) {
      waiting = null;
    } else if (!control.matches(':disabled')) {
      waiting = null;
      const active = doc.activeElement;
      if (active === null || active === doc.body) control.focus({ preventScroll: true });
    }
  });

  doc.addEventListener('focusout', onFocusOut, true);
  doc.addEventListener('focusin', onFocusIn, true);
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['disabled'], subtree: true });
  return () => {
    doc.removeEventListener('focusout', onFocusOut, true);
    doc.removeEventListener('focusin', onFocusIn, true);
    observer.disconnect();
  };
}

// The focus comes back to a control once its busy time is over (the browser drops it when it is disabled;
// jsdom does not, so the tests drop it as Chromium does: blur, focusout with no related target).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepFocusWhileBusy } from './keep-focus-while-busy';

let stop: () => void = () => undefined;

beforeEach(() => {
  document.body.innerHTML = '<button id="save">Save</button><input id="other" aria-label="Other" />';
  stop = keepFocusWhileBusy(document);
});

afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

const save = () => document.getElementById('save') as HTMLButtonElement;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What Chromium does when a focused button is disabled: focusout with no related target, focus on the page. */
function disableWhileFocused(button: HTMLButtonElement) {
  button.disabled = true;
  button.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
  document.body.tabIndex = -1;
  document.body.focus();
}

describe('keepFocusWhileBusy', () => {
  it('gives the focus back to a button once its progress is over', async () => {
    save().focus();
    disableWhileFocused(save());
    await settle();
    expect(document.activeElement).toBe(document.body);
    save().disabled = false;
    await settle();
    expect(document.activeElement).toBe(save());
  });

  it('leaves the focus where it went meanwhile', async () => {
    save().focus();
    disableWhileFocused(save());
    (document.getElementById('other') as HTMLInputElement).focus();
    save().disabled = false;
    await settle();
    expect(document.activeElement?.id).toBe('other');
  });

  it('forgets a control that has gone with its screen', async () => {
    save().focus();
    const button = save();
    disableWhileFocused(button);
    button.remove();
    await settle();
    button.disabled = false;
    document.body.append(button);
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('does nothing for a control the user left before it was disabled', async () => {
    save().focus();
    save().blur();
    expect(document.activeElement).toBe(document.body);
    save().disabled = true;
    await settle();
    save().disabled = false;
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});

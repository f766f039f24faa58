// The first field marked invalid takes the focus, skipping what cannot take it.
import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusFirstInvalid', () => {
  it('focuses the first invalid field in document order', () => {
    document.body.innerHTML = `<form>
      <input aria-label="E-mail">
      <input aria-label="First name" aria-invalid="true">
      <input aria-label="Last name" aria-invalid="true">
    </form>`;
    expect(focusFirstInvalid(document.querySelector('form'))).toBe(true);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('First name');
  });

  it('passes over a file input hidden behind its button and a disabled field', () => {
    document.body.innerHTML = `<form>
      <input type="file" style="display: none" aria-invalid="true">
      <input aria-label="Locked" disabled aria-invalid="true">
      <button type="button" aria-invalid="true">Passport scan: Choose a file</button>
    </form>`;
    expect(focusFirstInvalid(document.querySelector('form'))).toBe(true);
    expect(document.activeElement?.textContent).toBe('Passport scan: Choose a file');
  });

  it('leaves the focus where it is when nothing is invalid', () => {
    document.body.innerHTML = '<form><input aria-label="City"><button>Save</button></form>';
    const save = document.querySelector('button');
    save?.focus();
    expect(focusFirstInvalid(document.querySelector('form'))).toBe(false);
    expect(document.activeElement).toBe(save);
  });
});

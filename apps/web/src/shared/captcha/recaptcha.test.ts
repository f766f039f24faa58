// The reCAPTCHA loader: one script with explicit rendering, the same promise for the same key, and the §8
// message for a different key.
import { MESSAGES } from '@portal/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRecaptcha, RECAPTCHA_SCRIPT_ID, type Recaptcha, resetRecaptchaForTests } from './recaptcha';

afterEach(() => resetRecaptchaForTests());

const api: Recaptcha = { render: () => 1, reset: () => undefined };

function startScript() {
  window.grecaptcha = api;
  const onload = new URL(
    (document.getElementById(RECAPTCHA_SCRIPT_ID) as HTMLScriptElement).src,
  ).searchParams.get('onload');
  (window as unknown as Record<string, () => void>)[onload ?? '']?.();
}

describe('loadRecaptcha', () => {
  it('adds the script once, with explicit rendering, and resolves when it has started', async () => {
    const first = loadRecaptcha('site-key');
    const second = loadRecaptcha('site-key');
    expect(document.querySelectorAll(`#${RECAPTCHA_SCRIPT_ID}`)).toHaveLength(1);
    const src = (document.getElementById(RECAPTCHA_SCRIPT_ID) as HTMLScriptElement).src;
    expect(src).toMatch(/^https:\/\/www\.google\.com\/recaptcha\/api\.js\?/);
    expect(new URL(src).searchParams.get('render')).toBe('explicit');
    startScript();
    await expect(first).resolves.toBe(api);
    expect(second).toBe(first);
  });

  it('refuses a different site key once one was loaded', async () => {
    void loadRecaptcha('site-key');
    await expect(loadRecaptcha('other-key')).rejects.toThrow(MESSAGES.RECAPTCHA_DIFFERENT_SITE_KEY);
    expect(MESSAGES.RECAPTCHA_DIFFERENT_SITE_KEY).toBe('reCAPTCHA already loaded with different site key!');
  });

  it('loads nothing until asked', () => {
    expect(document.getElementById(RECAPTCHA_SCRIPT_ID)).toBeNull();
  });
});

// Loads Google reCAPTCHA once per page, with explicit rendering, for the deployment's site key (GET
// /api/config/ captcha_site_key). The script serves one site key per page: asking for another one after
// it was loaded is an error (§8 'reCAPTCHA already loaded with different site key!').
import { MESSAGES } from '@portal/contract/constants';

export interface RecaptchaRenderOptions {
  sitekey: string;
  callback: (response: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
}

/** The part of `window.grecaptcha` the portal uses. */
export interface Recaptcha {
  render(container: HTMLElement, options: RecaptchaRenderOptions): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Recaptcha;
    __portalRecaptchaOnload?: () => void;
  }
}

const RECAPTCHA_ONLOAD = '__portalRecaptchaOnload';
export const RECAPTCHA_SCRIPT_ID = 'portal-recaptcha';
export const recaptchaScriptUrl = () =>
  `https://www.google.com/recaptcha/api.js?onload=${RECAPTCHA_ONLOAD}&render=explicit`;

let loaded: { siteKey: string; script: Promise<Recaptcha> } | null = null;

/** The reCAPTCHA API for `siteKey`; the script is added to the page on the first call only. */
export function loadRecaptcha(siteKey: string): Promise<Recaptcha> {
  if (loaded) {
    if (loaded.siteKey !== siteKey) return Promise.reject(new Error(MESSAGES.RECAPTCHA_DIFFERENT_SITE_KEY));
    return loaded.script;
  }
  const script = new Promise<Recaptcha>((resolve, reject) => {
    window[RECAPTCHA_ONLOAD] = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error('reCAPTCHA did not start'));
    };
    const element = document.createElement('script');
    element.id = RECAPTCHA_SCRIPT_ID;
    element.src = recaptchaScriptUrl();
    element.async = true;
    element.defer = true;
    element.onerror = () => {
      // A later attempt (another visit to the form) may try again.
      loaded = null;
      element.remove();
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(element);
  });
  loaded = { siteKey, script };
  return script;
}

/** Forgets the loaded script; for tests only. */
export function resetRecaptchaForTests(): void {
  loaded = null;
  document.getElementById(RECAPTCHA_SCRIPT_ID)?.remove();
  delete window.grecaptcha;
  delete window[RECAPTCHA_ONLOAD];
}

// The captcha adapter: off when CAPTCHA_SITE_KEY is unset; otherwise every answer is checked on the
// server with reCAPTCHA's siteverify. Tests inject a fake CaptchaVerifier through buildApp's deps.
import type { Config } from '../../config';
import { Invalid } from '../http/errors';

export const CAPTCHA_REQUIRED_MESSAGE = 'Please confirm that you are not a robot';
export const CAPTCHA_FAILED_MESSAGE = 'The captcha check failed; please try again';

export interface CaptchaVerifier {
  /** Whether the browser's answer is a valid, fresh captcha solution. */
  verify(answer: string, remoteIp: string): Promise<boolean>;
}

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** The reCAPTCHA server check; without a secret key every answer fails. */
export class RecaptchaVerifier implements CaptchaVerifier {
  constructor(
    private readonly secretKey: string | null,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async verify(answer: string, remoteIp: string): Promise<boolean> {
    if (!this.secretKey) return false;
    const body = new URLSearchParams({ secret: this.secretKey, response: answer, remoteip: remoteIp });
    try {
      const response = await this.fetchImpl(RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return false;
      const result: unknown = await response.json();
      return typeof result === 'object' && result !== null && 'success' in result && result.success === true;
    } catch {
      return false;
    }
  }
}

/** The captcha of this deployment: null (off) without a site key. */
export function createCaptcha(
  config: Pick<Config, 'captchaSiteKey' | 'captchaSecretKey'>,
  verifier?: CaptchaVerifier,
): CaptchaVerifier | null {
  if (!config.captchaSiteKey) return null;
  return verifier ?? new RecaptchaVerifier(config.captchaSecretKey);
}

/** Throws 400 invalid_fields {captcha} when a captcha is on and the answer is missing or fails. */
export async function requireCaptcha(
  captcha: CaptchaVerifier | null,
  answer: string | undefined,
  remoteIp: string,
): Promise<void> {
  if (!captcha) return;
  if (!answer?.trim()) throw new Invalid({ captcha: [CAPTCHA_REQUIRED_MESSAGE] });
  if (!(await captcha.verify(answer, remoteIp))) throw new Invalid({ captcha: [CAPTCHA_FAILED_MESSAGE] });
}

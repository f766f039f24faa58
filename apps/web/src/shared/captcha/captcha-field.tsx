// The captcha of a public form: renders the reCAPTCHA widget for the deployment's site key and reports
// its answer ('' when it expires). With no site key configured it renders nothing and loads nothing.
import { Input, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getConfigQueryOptions } from '../config/get-config';
import { loadRecaptcha, type Recaptcha } from './recaptcha';

/** The deployment's captcha site key, or null while there is none (or the configuration is unknown). */
export function useCaptchaSiteKey(): string | null {
  const { data } = useQuery(getConfigQueryOptions());
  return data?.captcha_site_key ?? null;
}

export interface CaptchaFieldProps {
  siteKey: string;
  onChange: (answer: string) => void;
  error?: string | undefined;
  /** Changing it resets the widget (answers are single-use: reset after every failed submit). */
  resetSignal?: number;
}

export function CaptchaField({ siteKey, onChange, error, resetSignal = 0 }: CaptchaFieldProps) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Recaptcha; id: number } | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    loadRecaptcha(siteKey).then(
      (api) => {
        if (!active || !container.current || widget.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          callback: (answer) => onChangeRef.current(answer),
          'expired-callback': () => onChangeRef.current(''),
        });
        widget.current = { api, id };
      },
      (reason: unknown) => {
        if (active)
          setLoadError(reason instanceof Error ? reason.message : 'The captcha could not be loaded');
      },
    );
    return () => {
      active = false;
    };
  }, [siteKey]);

  useEffect(() => {
    if (resetSignal === 0 || !widget.current) return;
    widget.current.api.reset(widget.current.id);
    onChangeRef.current('');
  }, [resetSignal]);

  return (
    <Input.Wrapper error={error}>
      <div ref={container} data-testid="captcha" />
      {loadError ? (
        <Text c="red" size="sm" role="alert">
          {loadError}
        </Text>
      ) : null}
    </Input.Wrapper>
  );
}

/**
 * A public form's captcha: the deployment's site key, whether an answer is still missing, and the reset
 * after a failed submit (answers are single-use).
 */
export function useFormCaptcha() {
  const siteKey = useCaptchaSiteKey();
  const [resetSignal, setResetSignal] = useState(0);
  const reset = useCallback(() => {
    if (siteKey) setResetSignal((count) => count + 1);
  }, [siteKey]);
  const missing = (answer: string) => siteKey !== null && !answer;
  return { siteKey, resetSignal, reset, missing };
}

export type FormCaptcha = ReturnType<typeof useFormCaptcha>;

export interface FormCaptchaFieldProps {
  captcha: FormCaptcha;
  onChange: (answer: string) => void;
  error?: string | undefined;
}

/** The captcha of `useFormCaptcha`, or nothing when the deployment has none. */
export function FormCaptchaField({ captcha, onChange, error }: FormCaptchaFieldProps) {
  if (!captcha.siteKey) return null;
  return (
    <CaptchaField
      siteKey={captcha.siteKey}
      resetSignal={captcha.resetSignal}
      error={error}
      onChange={onChange}
    />
  );
}

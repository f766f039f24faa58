// Messages of forms with rows (palmares results, social links), whose contract schemas report issues on
// nested paths ('results.0.year'): the same §5 timing as use-contract-form (a field's message shows after
// its first blur and then follows the input; submit shows every one) and a failed reply's invalid_fields
// on the field of the same path.
import { useCallback, useState } from 'react';
import type { ParseResult } from '../../../shared/forms/use-contract-form';
import { serverErrors } from '../../../shared/forms/use-contract-form';

export type PathErrors = Readonly<Partial<Record<string, string>>>;

/** The first message of each issue path, joined with dots ('links.1.url'). */
export function issuesByPath(result: ParseResult, prefix: readonly PropertyKey[] = []): PathErrors {
  const errors: Partial<Record<string, string>> = {};
  if (result.success || !result.error) return errors;
  for (const issue of result.error.issues) {
    const key = [...prefix, ...issue.path].map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

export function usePathErrors(clientErrors: PathErrors) {
  const [touched, setTouched] = useState<ReadonlySet<string> | 'all'>(() => new Set());
  const [server, setServer] = useState<PathErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const errorOf = (path: string): string | undefined =>
    server[path] ?? (touched === 'all' || touched.has(path) ? clientErrors[path] : undefined);

  const touch = useCallback((path: string) => {
    setTouched((current) => (current === 'all' ? current : new Set(current).add(path)));
  }, []);

  /** A field changed: its server message no longer applies. */
  const changed = useCallback((path: string) => {
    setServer((current) => {
      if (!(path in current)) return current;
      const { [path]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  /** On submit: shows every message; true when the values may be sent. */
  const check = (): boolean => {
    setTouched('all');
    setServer({});
    setFormError(null);
    return Object.keys(clientErrors).length === 0;
  };

  /**
   * Shows a failed call: invalid_fields on their paths (`pathOf` translates a reply's key to the form's
   * path), anything else above the form.
   */
  const fail = (
    error: unknown,
    fallback: string,
    knownPath: (path: string) => boolean,
    pathOf: (key: string) => string = (key) => key,
  ) => {
    const shown = serverErrors(
      error,
      (key) => {
        const path = pathOf(key);
        return knownPath(path) ? path : null;
      },
      fallback,
    );
    setServer(shown.fields);
    setFormError(shown.form);
  };

  const reset = useCallback(() => {
    setTouched(new Set());
    setServer({});
    setFormError(null);
  }, []);

  return { errorOf, touch, changed, check, fail, reset, formError, setFormError };
}

// Where sign-in may send the user back to: only a path of this site, never another origin (an
// open-redirect through `?redirect=https://evil.example` or `//evil.example`).

export function safeRedirectPath(
  value: string | null | undefined,
  origin = window.location.origin,
): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

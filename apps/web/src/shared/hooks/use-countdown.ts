// A countdown in whole seconds, for buttons that may be used again only after a wait ('Send a new code').
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(initialSeconds = 0): { seconds: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(seconds > 0 ? current + seconds * 1000 : 0);
  }, []);

  return { seconds: Math.max(0, Math.ceil((endsAt - now) / 1000)), start };
}

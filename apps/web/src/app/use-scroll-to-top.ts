// §2: "The page scrolls to the top when the route name changes". Not on query or hash changes, and not
// when only the parameters of the same route change (/event/1/profile -> /event/2/profile).
import { useEffect, useRef } from 'react';
import { useRouteName } from './screen-match';

export function useScrollToTopOnRouteChange(): void {
  const name = useRouteName();
  const previous = useRef(name);
  useEffect(() => {
    if (previous.current === name) return;
    previous.current = name;
    window.scrollTo({ top: 0, left: 0 });
  }, [name]);
}

// The tab and page of a payments screen live in the address (`?tab=processed&page=2`), as in every tabbed
// list: reload, back and shared links keep them. The first tab and the first page are left out.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface TabAddress<T extends string> {
  readonly tab: T;
  readonly page: number;
  readonly showTab: (tab: T) => void;
  readonly showPage: (page: number) => void;
}

function pageOf(params: URLSearchParams): number {
  const value = params.get('page');
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

export function useTabAddress<T extends string>(tabs: readonly [T, ...T[]]): TabAddress<T> {
  const [params, setParams] = useSearchParams();
  const first = tabs[0];
  const asked = params.get('tab');
  const tab = tabs.find((value) => value === asked) ?? first;
  const page = pageOf(params);

  const show = useCallback(
    (nextTab: T, nextPage: number) => {
      const next = new URLSearchParams();
      if (nextTab !== first) next.set('tab', nextTab);
      if (nextPage > 1) next.set('page', String(nextPage));
      setParams(next, { preventScrollReset: true });
    },
    [first, setParams],
  );
  // Each tab starts on its first page.
  const showTab = useCallback((nextTab: T) => show(nextTab, 1), [show]);
  const showPage = useCallback((nextPage: number) => show(tab, nextPage), [show, tab]);
  return { tab, page, showTab, showPage };
}

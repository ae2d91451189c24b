import { useSearchParams } from 'react-router';

/**
 * A page's tab kept in the address as ?tab= (shareable, kept on reload): a missing or unknown
 * value is the first tab, and choosing the first tab removes the parameter. Switching tabs
 * replaces the history entry, so Back leaves the page rather than walking its tabs.
 */
export function useTabParam<Tab extends string>(
  tabs: readonly Tab[],
  /** Another name where the tabs sit inside another page's tab (the creator dashboard's). */
  param = 'tab',
): [Tab, (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const first = tabs[0];
  const current = tabFromParams(tabs, searchParams, param);
  const select = (value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === first) next.delete(param);
        else next.set(param, value);
        return next;
      },
      { replace: true },
    );
  return [current, select];
}

/** The tab ?tab= names, or the first one when it names none of `tabs`. */
export function tabFromParams<Tab extends string>(
  tabs: readonly Tab[],
  params: URLSearchParams,
  param = 'tab',
): Tab {
  return tabs.find((tab) => tab === params.get(param)) ?? tabs[0]!;
}

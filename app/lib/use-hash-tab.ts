import { useCallback, useEffect, useState } from "react";

/** A screen's tabs, first the one shown when the address names none. */
export type HashTabs<T extends string> = readonly [{ value: T }, ...{ value: T }[]];

/** The tab a hash names ("#tutors" or "tutors"); the first tab for anything else. */
export function tabFromHash<T extends string>(hash: string, tabs: HashTabs<T>): T {
  let value = hash.replace(/^#/, "");
  try {
    value = decodeURIComponent(value);
  } catch {
    // a malformed escape (#%E0) names no tab
  }
  return tabs.find((tab) => tab.value === value)?.value ?? tabs[0].value;
}

/**
 * The selected tab of a tabbed screen, mirrored in the URL hash (the admin dashboard's [1§2], /employer's):
 * read on load and on every hash change, so a reload, a shared link and back/forward keep it. Choosing a
 * tab sets the hash, which adds a history entry.
 */
export function useHashTab<T extends string>(tabs: HashTabs<T>) {
  const [tab, setTab] = useState<T>(() =>
    typeof window === "undefined" ? tabs[0].value : tabFromHash(window.location.hash, tabs),
  );
  useEffect(() => {
    const onHashChange = () => setTab(tabFromHash(window.location.hash, tabs));
    onHashChange();
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [tabs]);
  const choose = useCallback(
    (next: string) => {
      const value = tabFromHash(next, tabs);
      setTab(value);
      if (window.location.hash !== `#${value}`) window.location.hash = value;
    },
    [tabs],
  );
  return [tab, choose] as const;
}

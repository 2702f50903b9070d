import { useLocation, useMatches } from "react-router";
import { pageNameFor, type PageNameHandle } from "#app/content/page-names.ts";

/** The current page's short name: from the route's `handle` if it names itself, else by its path. */
export function usePageName(): string {
  const matches = useMatches();
  const { pathname } = useLocation();
  const leaf = matches.at(-1);
  const handle = leaf?.handle as Partial<PageNameHandle> | undefined;
  return handle?.pageName?.(leaf?.loaderData) ?? pageNameFor(pathname);
}

import { Link } from "react-router";
import { inboxQuery, type InboxFilter } from "#app/modules/leads/work/inbox-filter.ts";
import { INBOX_TEXT } from "#app/modules/leads/work/lead-labels.ts";
import { INBOX_MESSAGES as M } from "#app/languages/en/console/inbox.ts";

/** The pages to offer: the first, the last, and two either side of the current one, with gaps. */
export function pageNumbers(page: number, pages: number): (number | "gap")[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const list = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const n of list) {
    const last = out[out.length - 1];
    if (typeof last === "number" && n - last > 1) out.push("gap");
    out.push(n);
  }
  return out;
}

export function InboxPager({ filter, page, pages }: { filter: InboxFilter; page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (n: number) => `/sales${inboxQuery(filter, n)}`;
  return (
    <nav className="inbox-pager" aria-label={M.pagesNav}>
      <p className="inbox-pager__where">{INBOX_TEXT.pageOf(page, pages)}</p>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev">
              {M.previous}
              <span className="visually-hidden">{M.pageHidden}</span>
            </Link>
          </li>
        ) : null}
        {pageNumbers(page, pages).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={href(n)} aria-current={n === page ? "page" : undefined}>
                <span className="visually-hidden">{M.pageNumberHidden}</span>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} rel="next">
              {M.next}
              <span className="visually-hidden">{M.pageHidden}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

import { Link } from "react-router";
import { formatCount } from "./dashboard-format.ts";
import { DealerCard, type DealerCardData } from "./dealer-card.tsx";
import { DEALER_PAGE_MESSAGES as M } from "#app/languages/en/console/dealers.ts";

type Filter = keyof typeof M.filters;
const FILTERS: readonly Filter[] = ["all", "pending", "approved", "rejected"];

export type DealerListData = {
  rows: DealerCardData[];
  total: number;
  page: number;
  pageCount: number;
  counts: Record<Exclude<Filter, "all">, number>;
};

/** The address of a filter and page (plain links: the page works without script). */
function listHref(filter: Filter, page = 1): string {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("decision", filter);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "/sales/dealers";
}

/** Filter links with counts, the applications, and previous/next pages. Styles: dealers.css. */
export function DealerList({
  list,
  filter,
  canWork,
  noteMax,
}: {
  list: DealerListData;
  filter: Filter;
  canWork: boolean;
  noteMax: number;
}) {
  const count = (f: Filter) =>
    f === "all" ? list.counts.pending + list.counts.approved + list.counts.rejected : list.counts[f];
  return (
    <>
      <nav className="dealer-filters" aria-label={M.filterNav}>
        <ul>
          {FILTERS.map((f) => (
            <li key={f}>
              <Link to={listHref(f)} aria-current={f === filter ? "page" : undefined}>
                {M.filterCount(M.filters[f], formatCount(count(f)))}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.rows.length === 0 ? (
        <p>{M.none}</p>
      ) : (
        <ul className="dealer-list">
          {list.rows.map((dealer) => (
            <DealerCard key={dealer.id} dealer={dealer} canWork={canWork} noteMax={noteMax} />
          ))}
        </ul>
      )}
      {list.pageCount > 1 ? (
        <nav className="dealer-pages" aria-label={M.pageNav}>
          {list.page > 1 ? <Link to={listHref(filter, list.page - 1)}>{M.previous}</Link> : <span />}
          <span>{M.pageOf(formatCount(list.page), formatCount(list.pageCount))}</span>
          {list.page < list.pageCount ? <Link to={listHref(filter, list.page + 1)}>{M.next}</Link> : <span />}
        </nav>
      ) : null}
    </>
  );
}

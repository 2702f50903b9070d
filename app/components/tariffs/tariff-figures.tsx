import type { TariffPageView, TariffTableView } from "#app/content/tariff-page.ts";
import type { Source } from "#app/content/tariffs.ts";
import { TariffTable } from "./tariff-table.tsx";

/**
 * The figures of a state's tariff page (docs/decisions/117-tariffs-as-of-today.md): the newest tariff's
 * facts and warnings, its table and what applies beside it, the notes on what else a bill carries, and the
 * earlier tariffs, each labelled as earlier. No router context, so a unit test can render them.
 */

const PERIOD_WORDS = { month: "a month", "two months": "two months", quarter: "a quarter (three months)" };

const CAVEAT_LABELS = {
  partial: "Incomplete figures",
  superseded: "Newer order",
  disputed: "Reports differ",
  conflict: "Reports differ",
  outdated: "May be out of date",
} as const;

export function SourceLink({ source }: { source: Source }) {
  return (
    <a href={source.url} rel="nofollow noopener" className="source-link">
      {source.name}
    </a>
  );
}

function outdatedText(table: TariffTableView): string {
  return table.lastKnownYear === null
    ? "The source gives no date for these rates, so they may be out of date."
    : `The newest source for these rates is from ${table.lastKnownYear}, so they may have changed since.`;
}

/** Supplier, date, order and source of the newest tariff, then what a buyer must know before reading it. */
export function TariffSummary({ stateName, view }: { stateName: string; view: TariffPageView }) {
  const { current, status, caveats } = view;
  if (!current) return null;
  // A caveat that names a newer order says more than the generic "may be out of date".
  const saysNewer = caveats.some((c) => c.kind === "superseded" || c.kind === "outdated");
  return (
    <>
      <dl className="tariff-facts">
        <div>
          <dt>Supplier</dt>
          <dd>{current.utility}</dd>
        </div>
        <div>
          <dt>Effective</dt>
          <dd data-testid="tariff-effective">{current.effective}</dd>
        </div>
        {current.order ? (
          <div>
            <dt>Order</dt>
            <dd>{current.order}</dd>
          </div>
        ) : null}
        <div>
          <dt>Source</dt>
          <dd>
            <SourceLink source={current.source} />
          </dd>
        </div>
      </dl>
      {status ? (
        <p className="tariff-status" role="note" data-testid="tariff-status">
          <strong>{status.text}.</strong> {status.detail} (Source: <SourceLink source={status.source} />)
        </p>
      ) : null}
      {current.beforeSubsidy ? (
        <p className="tariff-warning" role="note">
          These are the regulator&apos;s rates before State subsidy; many homes in {stateName} pay less. The
          notes below say how the subsidy works.
        </p>
      ) : null}
      {current.period !== "month" ? (
        <p className="tariff-warning" role="note">
          Bills in {stateName} cover {PERIOD_WORDS[current.period]}: the slabs below count the units of one
          bill, not of one month.
        </p>
      ) : null}
      {caveats.map((caveat) => (
        <p key={caveat.text} className="tariff-warning" role="note" data-caveat={caveat.kind}>
          <strong>{CAVEAT_LABELS[caveat.kind]}:</strong> {caveat.text}
          {caveat.source ? (
            <>
              {" "}
              (Source: <SourceLink source={caveat.source} />)
            </>
          ) : null}
        </p>
      ))}
      {current.outdated && !saysNewer ? (
        <p className="tariff-warning" role="note">
          {outdatedText(current)} Your latest bill shows the rate you pay.
        </p>
      ) : null}
    </>
  );
}

function TableFacts({ table, earlier }: { table: TariffTableView; earlier?: boolean }) {
  return (
    <p className="muted tariff-table-facts">
      {table.utility}. Effective: {table.effective}.{table.order ? ` ${table.order}.` : ""} Source:{" "}
      <SourceLink source={table.source} />.{table.outdated && !earlier ? ` ${outdatedText(table)}` : ""}
    </p>
  );
}

/** The newest table, then the tables that apply beside it (another supplier, the rate before subsidy). */
export function CurrentTariffTables({ stateName, view }: { stateName: string; view: TariffPageView }) {
  const { current, alternatives } = view;
  if (!current) return null;
  return (
    <>
      <TariffTable
        slabs={current.slabs}
        caption={`${current.heading} in ${stateName}: ${current.utility}`}
        period={current.period}
        beforeSubsidy={current.beforeSubsidy}
      />
      {current.note ? <p className="tariff-notes">{current.note}</p> : null}
      {alternatives.map((table) => (
        <div key={table.heading} className="tariff-other">
          <h3>{table.heading}</h3>
          <TableFacts table={table} />
          <TariffTable
            slabs={table.slabs}
            caption={table.heading}
            period={table.period}
            beforeSubsidy={table.beforeSubsidy}
            captionShown={false}
          />
          {table.note ? <p className="tariff-notes">{table.note}</p> : null}
        </div>
      ))}
    </>
  );
}

/** What else comes on a bill in the state: fixed charges, duty, subsidies, each with its source. */
export function TariffNotes({ view }: { view: TariffPageView }) {
  if (view.notes.length === 0) return null;
  return (
    <ul className="tariff-note-list">
      {view.notes.map((note) => (
        <li key={note.text}>
          {note.text}
          {note.source ? (
            <>
              {" "}
              <span className="muted">
                (Source: <SourceLink source={note.source} />)
              </span>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The earlier tariffs, oldest last, each labelled as earlier. */
export function EarlierTariffs({ view }: { view: TariffPageView }) {
  return (
    <>
      {view.earlier.map((table) => (
        <div
          key={`${table.heading} ${table.source.url}`}
          className="tariff-other"
          data-testid="earlier-tariff"
        >
          <h3>Earlier tariff: {table.heading}</h3>
          <TableFacts table={table} earlier />
          <TariffTable
            slabs={table.slabs}
            caption={`Earlier tariff: ${table.heading}`}
            period={table.period}
            beforeSubsidy={table.beforeSubsidy}
            captionShown={false}
          />
          {table.note ? <p className="tariff-notes">{table.note}</p> : null}
        </div>
      ))}
    </>
  );
}

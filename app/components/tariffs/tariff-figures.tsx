import type { TariffPageView, TariffTableView } from "#app/content/tariff-page.ts";
import { formatLongDate } from "#app/content/format.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { DataText } from "./data-text.tsx";
import { SourceLink } from "./source-link.tsx";
import { TariffTable } from "./tariff-table.tsx";

/**
 * The figures of a state's tariff page (docs/decisions/117-tariffs-as-of-today.md): the newest tariff's
 * facts and warnings, its table and what applies beside it, the notes on what else a bill carries, and the
 * earlier tariffs, each labelled as earlier; when the figures were checked and by when they must be checked
 * again (docs/decisions/190). No router context (the page's language comes as `locale`), so
 * a unit test can render them.
 */

function outdatedText(table: TariffTableView, locale: Locale): string {
  const text = catalogueFor(locale).tariffs.figures;
  return table.lastKnownYear === null ? text.outdatedUndated : text.outdatedSince(table.lastKnownYear);
}

type FiguresProps = { stateName: string; view: TariffPageView; locale?: Locale };

/** Supplier, date, order and source of the newest tariff, then what a buyer must know before reading it. */
export function TariffSummary({ stateName, view, locale = "en" }: FiguresProps) {
  const { current, status, caveats } = view;
  if (!current) return null;
  const text = catalogueFor(locale).tariffs.figures;
  // A caveat that names a newer order says more than the generic "may be out of date".
  const saysNewer = caveats.some((c) => c.kind === "superseded" || c.kind === "outdated");
  return (
    <>
      <dl className="tariff-facts">
        <div>
          <dt>{text.supplier}</dt>
          <dd>
            <DataText text={current.utility} locale={locale} />
          </dd>
        </div>
        <div>
          <dt>{text.effective}</dt>
          <dd data-testid="tariff-effective">
            <DataText text={current.effective} locale={locale} />
          </dd>
        </div>
        {current.order ? (
          <div>
            <dt>{text.order}</dt>
            <dd>
              <DataText text={current.order} locale={locale} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{text.source}</dt>
          <dd>
            <SourceLink source={current.source} locale={locale} />
          </dd>
        </div>
      </dl>
      {status ? (
        <p className="tariff-status" role="note" data-testid="tariff-status">
          <strong>
            <DataText text={status.text} locale={locale} />
            {text.stop}
          </strong>{" "}
          <DataText text={status.detail} locale={locale} labelled /> ({text.source}:{" "}
          <SourceLink source={status.source} locale={locale} />)
        </p>
      ) : null}
      {current.beforeSubsidy ? (
        <p className="tariff-warning" role="note">
          {text.beforeSubsidy(stateName)}
        </p>
      ) : null}
      {current.period !== "month" ? (
        <p className="tariff-warning" role="note">
          {text.billPeriod(stateName, text.periodWords[current.period])}
        </p>
      ) : null}
      {caveats.map((caveat) => (
        <p key={caveat.text} className="tariff-warning" role="note" data-caveat={caveat.kind}>
          <strong>{text.caveatLabels[caveat.kind]}:</strong>{" "}
          <DataText text={caveat.text} locale={locale} labelled />
          {caveat.source ? (
            <>
              {" "}
              ({text.source}: <SourceLink source={caveat.source} locale={locale} />)
            </>
          ) : null}
        </p>
      ))}
      {current.outdated && !saysNewer ? (
        <p className="tariff-warning" role="note">
          {outdatedText(current, locale)} {text.latestBill}
        </p>
      ) : null}
    </>
  );
}

function TableFacts({
  table,
  earlier,
  locale,
}: {
  table: TariffTableView;
  earlier?: boolean;
  locale: Locale;
}) {
  const text = catalogueFor(locale).tariffs.figures;
  return (
    <p className="muted tariff-table-facts">
      <DataText text={table.utility} locale={locale} />
      {text.stop} {text.effective}: <DataText text={table.effective} locale={locale} />
      {text.stop}
      {table.order ? (
        <>
          {" "}
          <DataText text={table.order} locale={locale} />
          {text.stop}
        </>
      ) : null}{" "}
      {text.source}: <SourceLink source={table.source} locale={locale} />
      {text.stop}
      {table.outdated && !earlier ? ` ${outdatedText(table, locale)}` : ""}
    </p>
  );
}

/** A table's own note (a doubt about its figures), under it. */
function TableNote({ table, locale }: { table: TariffTableView; locale: Locale }) {
  return table.note ? (
    <p className="tariff-notes">
      <DataText text={table.note} locale={locale} labelled />
    </p>
  ) : null;
}

/** The newest table, then the tables that apply beside it (another supplier, the rate before subsidy). */
export function CurrentTariffTables({ stateName, view, locale = "en" }: FiguresProps) {
  const { current, alternatives } = view;
  if (!current) return null;
  const text = catalogueFor(locale).tariffs.figures;
  return (
    <>
      <TariffTable
        slabs={current.slabs}
        caption={
          <UtilityCaption
            text={text.caption(current.heading, stateName, HOLE)}
            utility={current.utility}
            locale={locale}
          />
        }
        period={current.period}
        beforeSubsidy={current.beforeSubsidy}
        locale={locale}
      />
      <TableNote table={current} locale={locale} />
      <FreeUnits stateName={stateName} view={view} locale={locale} />
      {alternatives.map((table) => (
        <div key={table.heading} className="tariff-other">
          <h3>
            <DataText text={table.heading} locale={locale} />
          </h3>
          <TableFacts table={table} locale={locale} />
          <TariffTable
            slabs={table.slabs}
            caption={table.heading}
            period={table.period}
            beforeSubsidy={table.beforeSubsidy}
            captionShown={false}
            locale={locale}
          />
          <TableNote table={table} locale={locale} />
        </div>
      ))}
    </>
  );
}

/**
 * Free-unit schemes (Gruha Jyothi, Delhi's 200 units) right under the slabs they reduce: the table still shows
 * the tariff, and this says who pays less (docs/decisions/190).
 */
function FreeUnits({ stateName, view, locale }: Required<FiguresProps>) {
  if (view.freeUnits.length === 0) return null;
  const text = catalogueFor(locale).tariffs.figures;
  return (
    <section className="tariff-free-units" aria-labelledby="free-units" data-testid="free-units">
      <h3 id="free-units">{text.freeUnitsHeading(stateName)}</h3>
      <ul className="tariff-note-list">
        {view.freeUnits.map((scheme) => (
          <li key={scheme.text}>
            <DataText text={scheme.text} locale={locale} labelled />{" "}
            <span className="muted">
              ({text.source}: <SourceLink source={scheme.source} locale={locale} />)
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * When the page's figures were last checked against their sources and by when they must be checked again;
 * past that date, a warning that they may have changed. Every page shows it, with or without figures.
 */
export function TariffReview({ view, locale = "en" }: { view: TariffPageView; locale?: Locale }) {
  const text = catalogueFor(locale).tariffs.figures;
  const reviewBy = formatLongDate(view.reviewBy, locale);
  return (
    <>
      <p className="muted tariff-checked" data-testid="tariff-checked">
        {text.checked(formatLongDate(view.checkedOn, locale), reviewBy)}
      </p>
      {view.dueForReview ? (
        <p className="tariff-warning" role="note" data-testid="tariff-due">
          {text.dueForReview(reviewBy)} {text.latestBill}
        </p>
      ) : null}
    </>
  );
}

/** What else comes on a bill in the state: fixed charges, duty, subsidies, each with its source. */
export function TariffNotes({ view, locale = "en" }: { view: TariffPageView; locale?: Locale }) {
  if (view.notes.length === 0) return null;
  const text = catalogueFor(locale).tariffs.figures;
  return (
    <ul className="tariff-note-list">
      {view.notes.map((note) => (
        <li key={note.text}>
          <DataText text={note.text} locale={locale} labelled />
          {note.source ? (
            <>
              {" "}
              <span className="muted">
                ({text.source}: <SourceLink source={note.source} locale={locale} />)
              </span>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The earlier tariffs, oldest last, each labelled as earlier. */
export function EarlierTariffs({ view, locale = "en" }: { view: TariffPageView; locale?: Locale }) {
  const text = catalogueFor(locale).tariffs.figures;
  return (
    <>
      {view.earlier.map((table) => (
        <div
          key={`${table.heading} ${table.source.url}`}
          className="tariff-other"
          data-testid="earlier-tariff"
        >
          <h3>{text.earlierTariff(table.heading)}</h3>
          <TableFacts table={table} earlier locale={locale} />
          <TariffTable
            slabs={table.slabs}
            caption={text.earlierTariff(table.heading)}
            period={table.period}
            beforeSubsidy={table.beforeSubsidy}
            captionShown={false}
            locale={locale}
          />
          <TableNote table={table} locale={locale} />
        </div>
      ))}
    </>
  );
}

const HOLE = "\u0000";

/** The table's caption with the supplier's name, which stays as published, marked as English where it is. */
function UtilityCaption({ text, utility, locale }: { text: string; utility: string; locale: Locale }) {
  const [before = "", after = ""] = text.split(HOLE);
  return (
    <>
      {before}
      <DataText text={utility} locale={locale} />
      {after}
    </>
  );
}

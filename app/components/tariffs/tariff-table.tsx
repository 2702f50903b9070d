import type { ReactNode } from "react";
import type { BillingPeriod, Slab } from "#app/content/tariffs.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { DataText } from "./data-text.tsx";
import { SourceLink } from "./source-link.tsx";
import { formatWhole } from "#app/modules/calculator/format.ts";

// Styles: app/components/ui/data-table.css, pulled into each page's single stylesheet by the route (decision 136).

const rate = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The rupee sign in a system font: Inter keeps ₹ in its latin-ext file (86 KB), which a page would otherwise
 * download for this one glyph.
 */
export function Rupee() {
  return <span className="rupee">₹</span>;
}

/**
 * The Condition / Slab Low / Slab High / Rate table (docs/decisions/200, Content), from the data file. A
 * row's doubt (and its own source, where it differs from the table's) is shown under its condition. On a
 * phone each row stacks (condition above, slabs and rate below), so the rate shows without sideways
 * scrolling (docs/decisions/118-phone-layout-keyboard-and-whatsapp.md); the box still scrolls should a
 * table ever be wider than the screen.
 */
export function TariffTable({
  slabs,
  caption,
  period,
  beforeSubsidy = false,
  captionShown = true,
  locale = "en",
}: {
  slabs: Slab[];
  caption: ReactNode;
  period: BillingPeriod;
  beforeSubsidy?: boolean;
  /** False where a heading just above already names the table: the caption stays for screen readers. */
  captionShown?: boolean;
  locale?: Locale;
}) {
  const text = catalogueFor(locale).tariffs.table;
  // Column headings; on phones each cell repeats its column's heading (state-tariff.css).
  const COLUMNS = text.columns;
  return (
    <div className="table-scroll">
      <table className="data-table tariff-table">
        <caption>
          <span className={captionShown ? undefined : "visually-hidden"}>{caption}</span>
          <span className="tariff-table__unit">{text.unit(text.per[period], beforeSubsidy)}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{COLUMNS.condition}</th>
            <th scope="col" className="numeric">
              {COLUMNS.low}
            </th>
            <th scope="col" className="numeric">
              {COLUMNS.high}
            </th>
            <th scope="col" className="numeric">
              {COLUMNS.rate}
            </th>
          </tr>
        </thead>
        <tbody>
          {slabs.map((slab, index) => (
            <tr key={index}>
              <td>
                <span className="tariff-table__condition">
                  <DataText text={slab.condition} locale={locale} />
                </span>
                {slab.note || slab.source ? (
                  <span className="tariff-table__note">
                    {slab.note ? <DataText text={slab.note} locale={locale} /> : null}
                    {slab.source ? (
                      <>
                        {slab.note ? " " : ""}
                        {text.source}: <SourceLink source={slab.source} locale={locale} />.
                      </>
                    ) : null}
                  </span>
                ) : null}
              </td>
              <td className="numeric" data-label={COLUMNS.low}>
                {formatWhole(slab.low)}
              </td>
              <td className="numeric" data-label={COLUMNS.high}>
                {slab.high === null ? text.andAbove : formatWhole(slab.high)}
              </td>
              <td className="numeric" data-label={COLUMNS.rate} data-rate={slab.rate ?? undefined}>
                {slab.rate === null ? (
                  text.flatCharge
                ) : slab.rate === 0 ? (
                  text.free
                ) : (
                  <>
                    <Rupee /> {rate.format(slab.rate)}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

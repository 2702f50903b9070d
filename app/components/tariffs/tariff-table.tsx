import type { BillingPeriod, Slab } from "#app/content/tariffs.ts";

// Styles: app/components/ui/data-table.css, pulled into each page's single stylesheet by the route (decision 136).

const rate = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The rupee sign in a system font: Inter keeps ₹ in its latin-ext file (86 KB), which a page would otherwise
 * download for this one glyph.
 */
export function Rupee() {
  return <span className="rupee">₹</span>;
}

/** The Condition / Slab Low / Slab High / Rate table of seed 001 section 3, from the data file. */
export function TariffTable({
  slabs,
  caption,
  period,
}: {
  slabs: Slab[];
  caption: string;
  period: BillingPeriod;
}) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="data-table tariff-table">
        <caption>
          {caption}
          <span className="tariff-table__unit">
            Slabs count units (kWh) used per {period}; rates in rupees per unit.
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Condition</th>
            <th scope="col" className="numeric">
              Slab Low
            </th>
            <th scope="col" className="numeric">
              Slab High
            </th>
            <th scope="col" className="numeric">
              Rate
            </th>
          </tr>
        </thead>
        <tbody>
          {slabs.map((slab, index) => (
            <tr key={index}>
              <td>{slab.condition}</td>
              <td className="numeric">{slab.low}</td>
              <td className="numeric">{slab.high ?? "and above"}</td>
              <td className="numeric" data-rate={slab.rate ?? undefined}>
                {slab.rate === null ? (
                  "Flat charge (see condition)"
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

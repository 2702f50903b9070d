import { claimsCheckedOn } from "#app/content/claims.ts";
import { formatLongDate } from "#app/content/format.ts";
import { useCatalogue, useLocale } from "#app/i18n/use-locale.ts";

/**
 * Under a page's marketing figures: the warranty, which the company has not given, as a question to ask,
 * never a period (left out where the page lists it already); and where the figures come from, with the
 * date they were checked (docs/decisions/191).
 */
export function ClaimsNote({ warranty = true }: { warranty?: boolean }) {
  const locale = useLocale();
  const text = useCatalogue().home.claims;
  return (
    <div className="claims-note">
      {warranty ? (
        <p>
          <strong>{text.warrantyLabel}:</strong> {text.warrantyNote}
        </p>
      ) : null}
      <p className="muted">{text.sources(formatLongDate(claimsCheckedOn, locale))}</p>
    </div>
  );
}

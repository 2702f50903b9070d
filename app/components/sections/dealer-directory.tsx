import { site } from "#app/content/site.ts";
import { waMeHref } from "#app/content/whatsapp.ts";
import { useCatalogue, useLocalizedPath } from "#app/i18n/use-locale.ts";
import {
  displayPhone,
  telHref,
  type DealerDirectory,
  type ListedDealer,
} from "#app/modules/dealers/dealer-directory.ts";

/** A WhatsApp chat with a dealer, its first message (in the page's language) naming where the visitor found them. */
function useDealerWhatsAppHref(): (phone: string, name: string) => string {
  const T = useCatalogue().pages.dealers;
  // Dealers' numbers are 10-digit Indian mobiles; wa.me wants the country code in front.
  return (phone, name) => waMeHref(`91${phone}`, T.whatsAppGreeting(name, site.product));
}

function DealerCard({ dealer }: { dealer: ListedDealer }) {
  const common = useCatalogue().common;
  const T = useCatalogue().pages.dealers;
  const whatsAppHref = useDealerWhatsAppHref();
  return (
    <li className="dealer-card">
      <h4 className="dealer-card__name">{dealer.name}</h4>
      <p className="dealer-card__place">
        {dealer.city}, {dealer.district}
      </p>
      <p className="dealer-card__actions">
        {/* The visible words start each link's name (WCAG 2.5.3); the dealer's name follows unseen. */}
        <a className="button button--primary" href={telHref(dealer.phone)}>
          {T.call} {displayPhone(dealer.phone)}
          <span className="visually-hidden"> {dealer.name}</span>
        </a>
        <a
          className="button button--outline"
          href={whatsAppHref(dealer.phone, dealer.name)}
          target="_blank"
          rel="noopener"
        >
          {T.whatsApp}
          <span className="visually-hidden">
            {" "}
            {dealer.name}
            {common.opensInNewTab}
          </span>
        </a>
      </p>
    </li>
  );
}

function DealerList({ dealers }: { dealers: readonly ListedDealer[] }) {
  return (
    <ul className="dealer-list">
      {dealers.map((dealer) => (
        <DealerCard key={`${dealer.name}-${dealer.phone}`} dealer={dealer} />
      ))}
    </ul>
  );
}

/** No dealer to show: the enquiry form instead (it works without JavaScript on the contact page). */
function NoDealer({ message }: { message: string }) {
  const T = useCatalogue().pages.dealers;
  const localized = useLocalizedPath();
  return (
    <div className="dealers__empty">
      <p>{message}</p>
      <a className="button button--primary" href={localized("/contact#leave-a-message")}>
        {T.enquire}
      </a>
    </div>
  );
}

/**
 * The listed dealers for a search: near a pin code's place, or all of them by state and district. Names
 * of dealers, places and states are data and show as stored.
 */
export function DealerDirectoryView({ directory }: { directory: DealerDirectory }) {
  const T = useCatalogue().pages.dealers;
  if (directory.kind === "unknown-pincode") return <NoDealer message={T.unknownPincode(directory.pincode)} />;
  if (directory.kind === "near") {
    const { place, inDistrict, inState } = directory;
    return (
      <>
        {inDistrict.length + inState.length === 0 ? (
          <NoDealer message={T.noneNear(place.district, place.state)} />
        ) : null}
        {inDistrict.length > 0 ? (
          <section aria-labelledby="dealers-in-district">
            <h3 id="dealers-in-district">{T.inDistrict(place.district)}</h3>
            <DealerList dealers={inDistrict} />
          </section>
        ) : null}
        {inState.length > 0 ? (
          <section aria-labelledby="dealers-in-state">
            <h3 id="dealers-in-state">{T.inState(place.state)}</h3>
            <DealerList dealers={inState} />
          </section>
        ) : null}
      </>
    );
  }
  if (directory.states.length === 0) return <NoDealer message={T.none} />;
  return (
    <>
      {directory.states.map(({ state, districts }) => (
        <section key={state} aria-label={state} className="dealers__state">
          <h3>{state}</h3>
          {districts.map(({ district, dealers }) => (
            <div key={district}>
              <h4 className="dealers__district">{district}</h4>
              <DealerList dealers={dealers} />
            </div>
          ))}
        </section>
      ))}
    </>
  );
}

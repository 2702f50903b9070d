import { useCallback, useState, useSyncExternalStore } from "react";
import type { Route } from "./+types/contact";
import { CallbackForm } from "#app/components/forms/callback-form.tsx";
import { LoadedEnquiryForm } from "#app/components/forms/loaded-enquiry-form.tsx";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { WhatsAppLink } from "#app/components/layout/whatsapp-link.tsx";
import { MAP_FRAME_HEIGHT_PX } from "#app/components/layout/timings.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Offcanvas } from "#app/components/ui/offcanvas.tsx";
import { dialogCommand } from "#app/components/ui/dialog.tsx";
import { bannerHeading } from "#app/content/banners.ts";
import { pageMeta } from "#app/content/meta.ts";
import { assetUrl, site } from "#app/content/site.ts";
import { siteTextFor } from "#app/content/site-text.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocale } from "#app/i18n/use-locale.ts";
import { loadEnquiryForm, submitEnquiryForm } from "#app/routes/forms/enquiry-route.ts";
import { keepFormWhenOffline } from "#app/components/forms/submit-outcome.ts";
import formsStyles from "#app/components/forms/forms.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: bannerHeading("contact", locale),
    description: catalogueFor(locale).pages.contact.metaDescription(site.product),
    path: "/contact",
    locale,
  });
};

/** The enquiry form's questions and a fresh form token, rendered into the page (works without JavaScript). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadEnquiryForm(request, context);
}

/** The no-JavaScript post of the 'Leave A Message' form (and of the Enquire Now panel's fallback). */
export async function action({ request, context }: Route.ActionArgs) {
  // English paths: submitEnquiryForm sends the visitor to them in the language the form was sent from.
  return submitEnquiryForm(request, context, { successPath: "/success", errorPath: "/error" });
}

/** The page's own message panel, with its form in the page: usable at once (docs/decisions/197). */
const LEAVE_A_MESSAGE_PANEL_ID = "leave-a-message-panel";

/** The form's script posts here too (a fetcher): a post that never left keeps the form as typed. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormWhenOffline(serverAction);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const [messageOpen, setMessageOpen] = useState(false);
  // Links to /contact#leave-a-message (the Enquire Now fallback, the calculator's quote link) open the
  // panel once scripts run, since the no-JavaScript copy of the form is hidden then.
  const linkedToForm = useSyncExternalStore(subscribeToHash, isFormHash, () => false);
  const [dismissed, setDismissed] = useState(false);
  const openMessage = useCallback(() => setMessageOpen(true), []);
  const closeMessage = useCallback(() => {
    setMessageOpen(false);
    setDismissed(true);
  }, []);
  const { address } = siteTextFor(useLocale());
  const text = useCatalogue().pages.contact;
  return (
    <>
      <InnerBanner pageKey="contact" />
      <section className="section" aria-labelledby="our-location">
        <div className="container contact-grid">
          <div className="card location-card">
            <h2 id="our-location">{text.ourLocation}</h2>
            <address>
              <p className="location-card__line">
                <Icon name="location" size={20} />
                <span>
                  {address.lines.join(", ")}
                  <br />
                  {address.state}, {address.country}, {site.address.pincode}
                </span>
              </p>
              <p className="location-card__line">
                <Icon name="phone" size={20} />
                <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
              </p>
              <p className="location-card__line">
                <Icon name="mail" size={20} />
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </p>
            </address>
            <div className="location-card__actions">
              {/* The browser opens the panel from the button, before the app (docs/decisions/197). */}
              <button
                {...dialogCommand("show-modal", LEAVE_A_MESSAGE_PANEL_ID)}
                aria-haspopup="dialog"
                className="button button--primary"
              >
                {text.leaveAMessage}
              </button>
              <WhatsAppLink />
            </div>
          </div>
          <MapFrame />
        </div>
      </section>
      <section className="section container" aria-label={text.talkToTeam}>
        <CallbackForm />
      </section>
      {/* Without JavaScript the panel cannot open, so the form shows here instead (styles/app.css). The
          form's paths are English: EnquiryForm links them in the page's language. */}
      <section
        id="leave-a-message"
        // A link here (the calculator's quote, the Enquire Now fallback) opens the panel: the app starts at once.
        data-start-app=""
        className="section container no-js-only"
        aria-labelledby="leave-a-message-heading"
      >
        <h2 id="leave-a-message-heading">{text.leaveAMessage}</h2>
        <LoadedEnquiryForm
          load={loaderData}
          actionData={actionData}
          action="/contact#leave-a-message"
          successPath="/success"
          errorPath="/error"
        />
      </section>
      <Offcanvas
        open={messageOpen || (linkedToForm && !dismissed)}
        onOpen={openMessage}
        onClose={closeMessage}
        title={text.leaveAMessage}
        id={LEAVE_A_MESSAGE_PANEL_ID}
      >
        <LoadedEnquiryForm
          load={loaderData}
          action="/contact#leave-a-message"
          successPath="/success"
          errorPath="/error"
          onSubmitted={closeMessage}
        />
      </Offcanvas>
      <Stylesheet href={formsStyles} />
    </>
  );
}

function subscribeToHash(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

function isFormHash() {
  return window.location.hash === "#leave-a-message";
}

/**
 * The embedded map, 350 px high. With no map provider configured (the default here, where none can be
 * reached) a static map of the area stands in, with a directions link.
 */
function MapFrame() {
  const text = useCatalogue().pages.contact;
  const newTab = useCatalogue().common.opensInNewTab;
  const { address } = siteTextFor(useLocale());
  if (site.mapEmbedUrl) {
    return (
      <iframe
        className="map-frame"
        title={text.mapTitle(site.companyName, address.city)}
        src={site.mapEmbedUrl}
        height={MAP_FRAME_HEIGHT_PX}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <figure className="map-frame map-frame--static" style={{ height: MAP_FRAME_HEIGHT_PX }}>
      <img
        src={assetUrl("images/map/secunderabad-map.svg")}
        width={640}
        height={MAP_FRAME_HEIGHT_PX}
        alt={text.mapAlt(address.city, address.state)}
        loading="lazy"
      />
      <figcaption>
        <a href={site.mapDirectionsUrl} target="_blank" rel="noopener">
          {text.getDirections}
          <span className="visually-hidden">{newTab}</span>
        </a>
      </figcaption>
    </figure>
  );
}

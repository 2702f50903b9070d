import type { Route } from "./+types/landing";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { ContentImg } from "#app/components/ui/content-img.tsx";
import { ClaimsNote } from "#app/components/sections/claims-note.tsx";
import type { ContentImage } from "#app/content/content-image.ts";
import { landingFor } from "#app/content/landing.ts";
import { pageMeta } from "#app/content/meta.ts";
import { site } from "#app/content/site.ts";
// --- lead form (docs/decisions/162): loader/action + QuoteFormSlot + GetAQuoteButton ---
import { GetAQuoteButton } from "#app/components/sections/get-a-quote-button.tsx";
import { LANDING_OUTCOMES, QUOTE_FORM_ID, QuoteFormSlot } from "#app/components/sections/quote-form-slot.tsx";
import { loadEnquiryForm, submitEnquiryForm } from "#app/routes/forms/enquiry-route.ts";
import { keepFormWhenOffline } from "#app/components/forms/submit-outcome.ts";
import landingStyles from "./landing.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocale } from "#app/i18n/use-locale.ts";
import { CallbackForm } from "#app/components/forms/callback-form.tsx";
import { WhatsAppLink } from "#app/components/layout/whatsapp-link.tsx";
import { optionalRequestFrom } from "#app/request-context.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  const text = catalogueFor(locale).pages.landing;
  return pageMeta({
    title: text.metaTitle(site.product),
    description: text.metaDescription(site.product),
    path: "/integrated-solar-roof",
    locale,
  });
};

/** The header's jump buttons (docs/decisions/200, Content): section id and its label's key. */
const sections = [
  { id: "key-features", key: "keyFeatures" },
  { id: "certifications", key: "certifications" },
  { id: "featured-on", key: "featuredOn" },
  { id: "gallery", key: "gallery" },
] as const;

// --- lead form (docs/decisions/162) ---
/**
 * The quote form's questions and token (the landing campaign id unless the link carries c_id), and the
 * call-back form's own token, so that it also posts complete before the app has loaded.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    quote: await loadEnquiryForm(request, context, site.campaign.landing),
    callbackToken: optionalRequestFrom(context)?.services.forms.issueToken() ?? "",
  };
}

/** The quote form's no-JavaScript post. */
export async function action({ request, context }: Route.ActionArgs) {
  // English paths: submitEnquiryForm sends the visitor to them in the language the form was sent from.
  return submitEnquiryForm(request, context, LANDING_OUTCOMES);
}
// --- end lead form ---

/** The form's script posts here too (a fetcher): a post that never left keeps the form as typed. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormWhenOffline(serverAction);
}

export default function Landing({ loaderData, actionData }: Route.ComponentProps) {
  const landing = landingFor(useLocale());
  const text = useCatalogue().pages.landing;
  return (
    <>
      <nav className="landing-nav" aria-label={text.onThisPage}>
        <ul className="container landing-nav__list">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="landing-nav__link">
                {text.jump[s.key]}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section className="landing-hero" aria-labelledby="landing-heading">
        <div className="container landing-hero__inner">
          <div className="landing-hero__carousel">
            <h1 id="landing-heading" className="visually-hidden">
              {text.heading(site.product)}
            </h1>
            <Carousel
              label={text.highlights}
              autoplay
              autoplaySpeedMs={4000}
              slides={landing.heroSlides.map((slide, index) => (
                <figure key={slide.heading} className="landing-slide">
                  <ContentImg
                    image={slide.image}
                    priority={index === 0}
                    sizes="(min-width: 960px) 60vw, 100vw"
                  />
                  <figcaption className="landing-slide__caption">
                    <p className="landing-slide__heading">{slide.heading}</p>
                    <p>{slide.text}</p>
                  </figcaption>
                </figure>
              ))}
            />
          </div>
          {/* --- lead form (docs/decisions/162) --- */}
          <div id={QUOTE_FORM_ID} className="landing-hero__form" tabIndex={-1}>
            <QuoteFormSlot load={loaderData.quote} actionData={actionData} />
          </div>
          {/* For a visitor who would rather talk or write than fill the quote form (docs/decisions/194):
              beside the carousel on wide screens, after the quote form on phones. */}
          <div className="landing-hero__talk">
            <CallbackForm formToken={loaderData.callbackToken} />
            <p className="landing-talk__chat">
              {text.preferChat}
              <WhatsAppLink />
            </p>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="about-heading">
        <div className="container media-split">
          <div>
            <h2 id="about-heading">{landing.about.heading}</h2>
            {landing.about.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <ContentImg
            image={landing.about.image}
            className="media-split__image"
            sizes="(min-width: 900px) 50vw, 100vw"
          />
        </div>
      </section>

      <section
        id="key-features"
        className="section section--warm landing-anchor"
        aria-labelledby="key-features-heading"
      >
        <div className="container">
          <h2 id="key-features-heading">{text.keyFeatures}</h2>
          <ul className="landing-features">
            {landing.keyFeatures.map((f) => (
              <li key={f.title} className="landing-feature">
                <h3>{f.title}</h3>
                <p className="muted">{f.text}</p>
              </li>
            ))}
          </ul>
          <ClaimsNote />
        </div>
      </section>

      <LogoSection
        id="certifications"
        heading={text.certifications}
        logos={landing.certifications}
        columns="four"
      />
      <LogoSection id="featured-on" heading={text.featuredOn} logos={landing.featuredOn} columns="six" warm />

      <section id="gallery" className="section landing-anchor" aria-labelledby="gallery-heading">
        <div className="container">
          <h2 id="gallery-heading">{text.gallery}</h2>
          <Carousel
            label={text.galleryPictures}
            slides={landing.gallery.map((group, index) => (
              <ul key={index} className="landing-gallery">
                {group.map((image) => (
                  <li key={image.src}>
                    <ContentImg image={image} sizes="(min-width: 700px) 33vw, 100vw" />
                  </li>
                ))}
              </ul>
            ))}
          />
        </div>
      </section>

      {/* The landing page's floating controls: WhatsApp above Get A Quote, on the right, so that neither
          covers the forms' buttons, which sit on the left (docs/decisions/194). */}
      <div className="landing-floating">
        <WhatsAppLink floating />
        <GetAQuoteButton />
      </div>
      <Stylesheet href={landingStyles} />
    </>
  );
}

/** A titled row of logos that the header's jump buttons scroll to (certifications, press). */
function LogoSection({
  id,
  heading,
  logos,
  columns,
  warm = false,
}: {
  id: string;
  heading: string;
  logos: readonly ContentImage[];
  columns: "four" | "six";
  warm?: boolean;
}) {
  return (
    <section
      id={id}
      className={`section landing-anchor${warm ? " section--warm" : ""}`}
      aria-labelledby={`${id}-heading`}
    >
      <div className="container">
        <h2 id={`${id}-heading`}>{heading}</h2>
        <ul className={`landing-logos landing-logos--${columns}`}>
          {logos.map((logo) => (
            <li key={logo.src}>
              <ContentImg image={logo} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

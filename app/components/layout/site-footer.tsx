import { Link } from "react-router";
import { footerLinksFor } from "#app/content/navigation.ts";
import { BROCHURE_LANGUAGE, brochureLabel } from "#app/content/brochures.ts";
import { brochureUrl, site } from "#app/content/site.ts";
import { siteTextFor } from "#app/content/site-text.ts";
import { DisclosureMenu } from "#app/components/ui/disclosure-menu.tsx";
import { SocialLinks } from "#app/components/ui/social-links.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useCatalogue, useLocale, useLocalizedPath } from "#app/i18n/use-locale.ts";
import { Logo } from "./logo.tsx";

export function SiteFooter() {
  const year = new Date().getFullYear();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const common = useCatalogue().common;
  const text = common.footer;
  const { blurb, address } = siteTextFor(locale);
  return (
    <footer className="site-footer">
      <div className="footer-cta">
        <div className="container footer-cta__inner">
          <p className="footer-cta__text">{text.cta}</p>
          <a className="button button--light" href={`tel:${site.phone.tel}`}>
            <Icon name="phone" size={18} />
            {site.phone.display}
          </a>
          <DisclosureMenu
            placement="above"
            className="brochure-menu"
            label={
              <>
                <Icon name="download" size={18} />
                {text.downloadBrochure}
              </>
            }
          >
            <ul className="dropdown-list">
              {site.brochures.map((brochure) => (
                <li key={brochure.file}>
                  <a
                    className="dropdown-list__link"
                    href={brochureUrl(brochure.file)}
                    hrefLang={BROCHURE_LANGUAGE}
                    type="application/pdf"
                    target="_blank"
                    rel="noopener"
                  >
                    {brochureLabel(brochure, locale)}
                    <span className="visually-hidden">{text.pdfNewTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </DisclosureMenu>
        </div>
      </div>
      <div className="container footer-main">
        <section className="footer-about" aria-labelledby="footer-about-heading">
          <h2 id="footer-about-heading" className="visually-hidden">
            {text.aboutHeading(site.product)}
          </h2>
          <Logo inverted />
          <p>{blurb}</p>
          <Link to={localized("/about")} className="footer-link">
            {text.readMore}
            <span className="visually-hidden">{text.readMoreAbout(site.product)}</span>
          </Link>
          <SocialLinks className="social-list" linkClassName="social-list__link" />
        </section>
        {footerLinksFor(locale).map((group) => (
          <nav key={group.heading} aria-label={group.heading} className="footer-links">
            <h2 className="footer-heading">{group.heading}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={localized(link.to)} className="footer-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section className="footer-contact" aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className="footer-heading">
            {text.getInTouch}
          </h2>
          <address>
            <p className="footer-contact__line">
              <Icon name="location" size={18} />
              <span>
                {[
                  ...address.lines.slice(0, -1),
                  `${address.city}, ${address.state}, ${address.country}, ${site.address.pincode}`,
                ].join(", ")}
              </span>
            </p>
            <p className="footer-contact__line">
              <Icon name="phone" size={18} />
              <a href={`tel:${site.phone.tel}`} className="footer-link">
                {site.phone.display}
              </a>
            </p>
            <p className="footer-contact__line">
              <Icon name="mail" size={18} />
              <a href={`mailto:${site.email}`} className="footer-link">
                {site.email}
              </a>
            </p>
            <p className="footer-contact__line">
              <Icon name="globe" size={18} />
              <a href={site.website.url} className="footer-link">
                {site.website.display}
              </a>
            </p>
          </address>
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container">
          <p>
            <Link to={localized("/")} className="footer-link">
              © {year} {site.companyName}
            </Link>{" "}
            {text.allRightsReserved}
          </p>
        </div>
      </div>
    </footer>
  );
}

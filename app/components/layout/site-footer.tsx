import { Link } from "react-router";
import { footerLinks } from "#app/content/navigation.ts";
import { brochureUrl, site } from "#app/content/site.ts";
import { DisclosureMenu } from "#app/components/ui/disclosure-menu.tsx";
import { SocialLinks } from "#app/components/ui/social-links.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Logo } from "./logo.tsx";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="footer-cta">
        <div className="container footer-cta__inner">
          <p className="footer-cta__text">Talk to us about your roof</p>
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
                Download Brochure
              </>
            }
          >
            <ul className="dropdown-list">
              {site.brochures.map((brochure) => (
                <li key={brochure.file}>
                  <a
                    className="dropdown-list__link"
                    href={brochureUrl(brochure.file)}
                    target="_blank"
                    rel="noopener"
                  >
                    {brochure.title}
                    <span className="visually-hidden"> (PDF, opens in a new tab)</span>
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
            About {site.product}
          </h2>
          <Logo inverted />
          <p>{site.blurb}</p>
          <Link to="/about" className="footer-link">
            Read more<span className="visually-hidden"> about {site.product}</span>
          </Link>
          <SocialLinks className="social-list" linkClassName="social-list__link" />
        </section>
        {footerLinks.map((group) => (
          <nav key={group.heading} aria-label={group.heading} className="footer-links">
            <h2 className="footer-heading">{group.heading}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="footer-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section className="footer-contact" aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className="footer-heading">
            Get in touch
          </h2>
          <address>
            <p className="footer-contact__line">
              <Icon name="location" size={18} />
              <span>
                {[
                  ...site.address.lines.slice(0, -1),
                  `${site.address.city}, ${site.address.state}, ${site.address.country}, ${site.address.pincode}`,
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
            <Link to="/" className="footer-link">
              © {year} {site.companyName}
            </Link>{" "}
            All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}

import { site } from "#app/content/site.ts";
import { useCatalogue } from "#app/i18n/use-locale.ts";
import { Icon, socialIconName } from "./icon.tsx";

/** The company's social networks, each opening in a new tab (footer, landing footer, home hero). */
export function SocialLinks({ className, linkClassName }: { className: string; linkClassName: string }) {
  const common = useCatalogue().common;
  return (
    <ul className={className} aria-label={common.ui.socialMedia}>
      {site.social.map((network) => (
        <li key={network.name}>
          <a href={network.url} target="_blank" rel="noopener" className={linkClassName}>
            <Icon name={socialIconName(network.name)} size={20} />
            {/* Network names are brands: the same in every language. */}
            <span className="visually-hidden">
              {network.name}
              {common.opensInNewTab}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

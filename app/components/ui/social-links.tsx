import { site } from "#app/content/site.ts";
import { Icon, socialIconName } from "./icon.tsx";

/** The company's social networks, each opening in a new tab (footer, landing footer, home hero). */
export function SocialLinks({ className, linkClassName }: { className: string; linkClassName: string }) {
  return (
    <ul className={className} aria-label="Social media">
      {site.social.map((network) => (
        <li key={network.name}>
          <a href={network.url} target="_blank" rel="noopener" className={linkClassName}>
            <Icon name={socialIconName(network.name)} size={20} />
            <span className="visually-hidden">{network.name} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

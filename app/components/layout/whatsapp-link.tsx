import { Icon } from "#app/components/ui/icon.tsx";
import { site } from "#app/content/site.ts";
import { whatsappHref, whatsappTextFor } from "#app/content/whatsapp.ts";
import { useLocale } from "#app/i18n/use-locale.ts";

/**
 * WhatsApp click-to-chat: a plain wa.me link (no WhatsApp script, works without JavaScript) whose
 * greeting names the page, in the page's language. `floating` is the round icon button of the floating
 * controls; otherwise a labelled button (the contact page).
 */
export function WhatsAppLink({ pageName, floating = false }: { pageName: string; floating?: boolean }) {
  const locale = useLocale();
  const text = whatsappTextFor(locale);
  return (
    <a
      href={whatsappHref(pageName, site.whatsapp, locale)}
      target="_blank"
      rel="noopener"
      className={floating ? "floating-button floating-button--whatsapp" : "button button--whatsapp"}
    >
      <Icon name="chat" size={floating ? 26 : 20} />
      {floating ? (
        <span className="visually-hidden">
          {text.label}
          {text.newTab}
        </span>
      ) : (
        <>
          {text.label}
          <span className="visually-hidden">{text.newTab}</span>
        </>
      )}
    </a>
  );
}

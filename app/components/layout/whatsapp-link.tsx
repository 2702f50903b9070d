import { useLocation } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { whatsappTextFor } from "#app/content/whatsapp.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { whatsappClickHref } from "#app/modules/contact-clicks/contact-click-link.ts";

/**
 * WhatsApp click-to-chat: a plain link (no WhatsApp script, works without JavaScript) to our own
 * `/go/whatsapp?from=<this page>`, which counts the click for the page and sends the visitor on to our
 * number with a greeting that names the page, in its language (docs/decisions/118, 193). `floating` is
 * the round icon button of the floating controls; otherwise a labelled button (the contact page).
 */
export function WhatsAppLink({ floating = false }: { floating?: boolean }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const text = whatsappTextFor(locale);
  return (
    <a
      href={whatsappClickHref(pathname, search)}
      target="_blank"
      // nofollow: a crawler has nothing to find behind a counted redirect (robots.txt disallows it too).
      rel="noopener nofollow"
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

import { Icon } from "#app/components/ui/icon.tsx";
import { whatsappHref, whatsappText } from "#app/content/whatsapp.ts";

/**
 * WhatsApp click-to-chat: a plain wa.me link (no WhatsApp script, works without JavaScript) whose
 * greeting names the page. `floating` is the round icon button of the floating controls; otherwise a
 * labelled button (the contact page).
 */
export function WhatsAppLink({ pageName, floating = false }: { pageName: string; floating?: boolean }) {
  return (
    <a
      href={whatsappHref(pageName)}
      target="_blank"
      rel="noopener"
      className={floating ? "floating-button floating-button--whatsapp" : "button button--whatsapp"}
    >
      <Icon name="chat" size={floating ? 26 : 20} />
      {floating ? (
        <span className="visually-hidden">
          {whatsappText.label}
          {whatsappText.newTab}
        </span>
      ) : (
        <>
          {whatsappText.label}
          <span className="visually-hidden">{whatsappText.newTab}</span>
        </>
      )}
    </a>
  );
}

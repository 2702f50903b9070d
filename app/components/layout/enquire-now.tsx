import { useCallback, useState, type ReactNode } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { Offcanvas } from "#app/components/ui/offcanvas.tsx";

/** Where the no-JavaScript fallback of the Enquire Now button leads: the contact page's form. */
export const ENQUIRE_FALLBACK_HREF = "/contact#leave-a-message";

/**
 * The fixed 'Enquire Now' button (bottom-right) and its right-side panel. Before scripts load the
 * button is a plain link to the contact page's form, so it never does nothing.
 */
export function EnquireNow({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <a
        href={ENQUIRE_FALLBACK_HREF}
        role="button"
        aria-haspopup="dialog"
        className="floating-button floating-button--enquire"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        onKeyDown={(event) => {
          // A link acting as a button answers Space too.
          if (event.key === " ") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Icon name="mail" size={20} />
        Enquire Now
      </a>
      <Offcanvas open={open} onClose={close} title="Enquire Now" id="enquire-now-panel">
        {children}
      </Offcanvas>
    </>
  );
}

/** Placeholder region the enquiry form fills (issue 4). */
export function EnquiryFormSlot() {
  return (
    <div className="form-slot" data-testid="enquiry-form-slot">
      <p>
        Tell us about your roof and our team will call you back. The enquiry form is on its way; until then,
        call or e-mail us from the contact page.
      </p>
    </div>
  );
}

import { Suspense, lazy, useCallback, useState } from "react";
import { useLocation } from "react-router";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Offcanvas } from "#app/components/ui/offcanvas.tsx";
import { useCatalogue, useLocalizedPath } from "#app/i18n/use-locale.ts";
import { withFromPage } from "#app/modules/http/page-path.ts";

const EnquiryPanelForm = lazy(() =>
  import("#app/components/forms/enquiry-panel-form.tsx").then((m) => ({ default: m.EnquiryPanelForm })),
);

/**
 * Where the no-JavaScript fallback of the Enquire Now button leads: the contact page's form, told the
 * page the visitor left (`?from=`), which the lead records (docs/decisions/193).
 */
export const ENQUIRE_FALLBACK_HREF = "/contact#leave-a-message";

/** The Enquire Now button's id: the "Skip to Enquire Now" link's target (site-chrome.tsx). */
export const ENQUIRE_NOW_ID = "enquire-now";

/** Open state of the Enquire Now panel, shared by its button (in the floating controls) and the panel. */
export function useEnquireNow() {
  const [open, setOpen] = useState(false);
  // The form's code (schemas, geography) loads the first time the panel opens, not with every page.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const openPanel = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, opened, openPanel, close };
}

/**
 * The fixed 'Enquire Now' button (bottom-right). Before scripts load it is a plain link to the contact
 * page's form, so it never does nothing.
 */
export function EnquireNowButton({ onOpen }: { onOpen: () => void }) {
  const text = useCatalogue().forms.enquiry;
  const localized = useLocalizedPath();
  const { pathname } = useLocation();
  return (
    <a
      id={ENQUIRE_NOW_ID}
      href={withFromPage(localized(ENQUIRE_FALLBACK_HREF), pathname)}
      role="button"
      aria-haspopup="dialog"
      className="floating-button floating-button--enquire"
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
      onKeyDown={(event) => {
        // A link acting as a button answers Space too.
        if (event.key === " ") {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      <Icon name="mail" size={20} />
      {text.enquireNow}
    </a>
  );
}

/** The right-side panel with the enquiry form, kept outside the floating controls' landmark. */
export function EnquireNowPanel({
  open,
  opened,
  close,
}: Pick<ReturnType<typeof useEnquireNow>, "open" | "opened" | "close">) {
  const text = useCatalogue().forms.enquiry;
  return (
    <Offcanvas open={open} onClose={close} title={text.panelTitle} id="enquire-now-panel">
      {opened ? (
        <Suspense fallback={<Spinner label={text.loading} />}>
          <EnquiryPanelForm onSubmitted={close} />
        </Suspense>
      ) : null}
    </Offcanvas>
  );
}

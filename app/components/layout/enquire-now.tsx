import { Suspense, lazy, useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Offcanvas } from "#app/components/ui/offcanvas.tsx";
import { dialogCommand } from "#app/components/ui/dialog.tsx";
import { useCatalogue, useLocale, useLocalizedPath } from "#app/i18n/use-locale.ts";
import { enquiryPanelData } from "#app/components/forms/enquiry-panel-data.ts";
import { withFromPage } from "#app/modules/http/page-path.ts";
import { localeFromPath } from "#app/i18n/locales.ts";

const loadPanelForm = () => import("#app/components/forms/enquiry-panel-form.tsx");
const EnquiryPanelForm = lazy(() => loadPanelForm().then((m) => ({ default: m.EnquiryPanelForm })));

/** The contact page's form: where the panel points a visitor without JavaScript, whose panel has no form. */
export const ENQUIRE_FALLBACK_HREF = "/contact#leave-a-message";

/** The Enquire Now button's id: the "Skip to Enquire Now" link's target (site-chrome.tsx). */
export const ENQUIRE_NOW_ID = "enquire-now";

export const ENQUIRE_NOW_PANEL_ID = "enquire-now-panel";

// A panel the browser opened before the app arrived (record 197): its code and its questions set off as
// soon as the app's modules run, not after React has hydrated the whole page.
if (typeof document !== "undefined") {
  const panel = document.getElementById(ENQUIRE_NOW_PANEL_ID);
  if (panel instanceof HTMLDialogElement && panel.open) {
    void loadPanelForm();
    void enquiryPanelData(localeFromPath(window.location.pathname));
  }
}

/** Open state of the Enquire Now panel, shared by its button (in the floating controls) and the panel. */
export function useEnquireNow() {
  const [open, setOpen] = useState(false);
  // The form's code (schemas, geography) is not in the app's first download: it is fetched when the
  // browser is idle after the app has arrived, and mounted the first time the panel opens.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  useEffect(() => whenIdle(() => void loadPanelForm()), []);
  const locale = useLocale();
  const openPanel = useCallback(() => {
    // The questions and token set off now, beside the form's code, not after it.
    void enquiryPanelData(locale);
    setOpen(true);
  }, [locale]);
  const close = useCallback(() => setOpen(false), []);
  return { open, opened, openPanel, close };
}

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 300);
  return () => clearTimeout(timer);
}

/**
 * The fixed 'Enquire Now' button (bottom-right). The browser opens the panel from the button itself
 * (`command="show-modal"`), at the first tap, before the app has arrived (docs/decisions/197); a browser
 * without invoker commands does so through the page's inline script (app/html/native-controls.ts).
 */
export function EnquireNowButton() {
  const text = useCatalogue().forms.enquiry;
  return (
    <button
      id={ENQUIRE_NOW_ID}
      {...dialogCommand("show-modal", ENQUIRE_NOW_PANEL_ID)}
      aria-haspopup="dialog"
      className="floating-button floating-button--enquire"
    >
      <Icon name="mail" size={20} />
      {text.enquireNow}
    </button>
  );
}

/** The right-side panel with the enquiry form, kept outside the floating controls' landmark. */
export function EnquireNowPanel({
  open,
  opened,
  openPanel,
  close,
}: Pick<ReturnType<typeof useEnquireNow>, "open" | "opened" | "openPanel" | "close">) {
  const text = useCatalogue().forms.enquiry;
  const localized = useLocalizedPath();
  const { pathname } = useLocation();
  const waiting = <Spinner label={text.loading} />;
  return (
    <Offcanvas
      open={open}
      onOpen={openPanel}
      onClose={close}
      title={text.panelTitle}
      id={ENQUIRE_NOW_PANEL_ID}
    >
      {opened ? (
        <Suspense fallback={waiting}>
          <EnquiryPanelForm onSubmitted={close} />
        </Suspense>
      ) : (
        // Opened before the app has arrived: the form comes with it. Without JavaScript it never will.
        <>
          <div className="js-only">{waiting}</div>
          <noscript>
            <p>
              <a href={withFromPage(localized(ENQUIRE_FALLBACK_HREF), pathname)}>{text.formOnContactPage}</a>
            </p>
          </noscript>
        </>
      )}
    </Offcanvas>
  );
}

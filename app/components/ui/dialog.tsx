import { useEffect, useId, useRef, type ReactNode } from "react";
import { Icon } from "./icon.tsx";
import { useCatalogue } from "#app/i18n/use-locale.ts";

/**
 * The attributes that make a button open or close the dialog with this id by the browser alone, before
 * and without the app (invoker commands; app/html/native-controls.ts where the browser lacks them).
 */
export function dialogCommand(command: "show-modal" | "close", dialogId: string) {
  return { type: "button", command, commandfor: dialogId } as const;
}

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** The browser opened it (a `command="show-modal"` button, before or after the app arrived). */
  onOpen?: () => void;
  title: string;
  children: ReactNode;
  id?: string;
};

/**
 * A titled panel on the native modal <dialog>: the page behind is inert, so focus stays inside;
 * Escape, the close button and a click on the backdrop close it; focus returns to the control that
 * opened it. `variant` names the CSS block (a right-side `offcanvas` or a centred `modal`).
 *
 * With an `id`, a button elsewhere may open it with `command="show-modal" commandfor={id}`, and its own
 * close button and the backdrop close it through the browser too (`closedby="any"`), so it opens and
 * closes before the app has arrived (docs/decisions/197). The app then follows what the browser did:
 * `onOpen` when it opens that way (or was already open when the app took the page over), `onClose`
 * when it closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  id,
  onOpen,
  variant,
  keepMounted,
}: DialogProps & {
  variant: "offcanvas" | "modal";
  /** Keep the contents rendered while closed (a form keeps what was typed). */
  keepMounted: boolean;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const titleId = useId();
  const closeLabel = useCatalogue().common.ui.close;

  // Only a change of `open` opens or shuts it: on the first render it may already be open by the browser.
  const shownOpen = useRef(false);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || shownOpen.current === open) return;
    shownOpen.current = open;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !onOpen) return;
    const opened = () => {
      shownOpen.current = true;
      onOpen();
    };
    if (dialog.open) opened();
    // Read the state, not the event: app/html/native-controls.ts sends a plain `toggle` where it opens one.
    const onToggle = () => {
      if (dialog.open) opened();
    };
    dialog.addEventListener("toggle", onToggle);
    return () => dialog.removeEventListener("toggle", onToggle);
  }, [onOpen]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const handleClose = () => {
      shownOpen.current = false;
      onClose();
      const opener = openerRef.current;
      if (opener instanceof HTMLElement) opener.focus();
    };
    dialog.addEventListener("close", handleClose);
    return () => dialog.removeEventListener("close", handleClose);
  }, [onClose]);

  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={variant}
      aria-labelledby={titleId}
      {...(id ? { closedby: "any" } : {})}
      onClick={(event) => {
        // A click on the dialog element itself (not its panel) is a click on the backdrop.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={`${variant}__panel`}>
        <div className={`${variant}__header`}>
          <h2 id={titleId} className={`${variant}__title`}>
            {title}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={closeLabel}
            {...(id ? dialogCommand("close", id) : {})}
            onClick={() => dialogRef.current?.close()}
          >
            <Icon name="close" size={24} />
          </button>
        </div>
        <div className={`${variant}__body`}>{open || keepMounted ? children : null}</div>
      </div>
    </dialog>
  );
}

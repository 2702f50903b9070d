import { useEffect, useId, useRef, type ReactNode } from "react";
import { Icon } from "./icon.tsx";
import { useCatalogue } from "#app/i18n/use-locale.ts";

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  id?: string;
};

/**
 * A titled panel on the native modal <dialog>: the page behind is inert, so focus stays inside;
 * Escape, the close button and a click on the backdrop close it; focus returns to the control that
 * opened it. `variant` names the CSS block (a right-side `offcanvas` or a centred `modal`).
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  id,
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

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const handleClose = () => {
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

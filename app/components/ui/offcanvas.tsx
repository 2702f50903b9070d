import { useEffect, useId, useRef, type ReactNode } from "react";
import { Icon } from "./icon.tsx";

/**
 * A right-side slide-in panel built on the native modal <dialog>: the page behind is inert, so focus
 * stays inside; Escape, the close button and a click on the backdrop close it; focus returns to the
 * control that opened it.
 */
export function Offcanvas({
  open,
  onClose,
  title,
  children,
  id,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  id?: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const titleId = useId();

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
      className="offcanvas"
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the dialog element itself (not its panel) is a click on the backdrop.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="offcanvas__panel">
        <div className="offcanvas__header">
          <h2 id={titleId} className="offcanvas__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label="Close"
            onClick={() => dialogRef.current?.close()}
          >
            <Icon name="close" size={24} />
          </button>
        </div>
        <div className="offcanvas__body">{children}</div>
      </div>
    </dialog>
  );
}

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Icon } from "./icon.tsx";

/**
 * A button that shows and hides a list (header dropdowns, the brochure menu). Click toggles; Escape
 * and a click outside close it. Without JavaScript the list opens on hover and focus (styles/app.css).
 */
export function DisclosureMenu({
  label,
  children,
  className,
  placement = "below",
  closeKey,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  placement?: "below" | "above";
  /** Changing this value closes the menu (for example the current path after a navigation). */
  closeKey?: string;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // Close when the key changes (a navigation), adjusting state during render rather than in an effect.
  const [seenKey, setSeenKey] = useState(closeKey);
  if (seenKey !== closeKey) {
    setSeenKey(closeKey);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={`disclosure disclosure--${placement} ${className ?? ""}`}
      data-open={open || undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="disclosure__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <Icon name="chevronDown" size={18} className="disclosure__chevron" />
      </button>
      <div id={listId} className="disclosure__panel">
        {children}
      </div>
    </div>
  );
}

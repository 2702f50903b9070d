import { useEffect, useRef, type ReactNode } from "react";
import { Icon } from "./icon.tsx";
import { useOnChange } from "./use-on-change.ts";

/**
 * A button that shows and hides a list (header dropdowns, the brochure menu), on `<details>` so it opens
 * and closes at the first tap, before and without the app (docs/decisions/197). The browser owns the
 * open state; the app, once in charge, only adds what `<details>` lacks: Escape, a tap or focus outside
 * and a navigation (`closeKey`) close it. `group` makes menus exclusive: opening one closes the others.
 */
export function DisclosureMenu({
  label,
  children,
  className,
  placement = "below",
  closeKey,
  group,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  placement?: "below" | "above";
  /** Changing this value closes the menu (for example the current path after a navigation). */
  closeKey?: string;
  /** Menus with the same group are open one at a time (the `name` of `<details>`). */
  group?: string;
}) {
  const detailsRef = useRef<HTMLDetailsElement>(null);

  useOnChange(closeKey, () => {
    if (detailsRef.current) detailsRef.current.open = false;
  });

  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      // This Escape is the dropdown's: the phone menu around it stays open (the browser would close it).
      event.preventDefault();
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!details.contains(event.relatedTarget as Node | null)) details.open = false;
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    details.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("focusout", onFocusOut);
    };
  }, []);

  return (
    <details
      ref={detailsRef}
      name={group}
      className={`disclosure disclosure--${placement} ${className ?? ""}`.trim()}
    >
      <summary className="disclosure__button">
        {label}
        <Icon name="chevronDown" size={18} className="disclosure__chevron" />
      </summary>
      <div className="disclosure__panel">{children}</div>
    </details>
  );
}

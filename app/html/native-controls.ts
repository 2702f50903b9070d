/**
 * The menus, dropdowns and panels of public pages open and close by the browser alone: the phone menu is
 * a popover, dropdowns are `<details>`, panels are `<dialog>`s opened by `command="show-modal"` buttons
 * (docs/decisions/197). This small inline script, on every public page from the first paint, adds two
 * things the browser does not:
 *
 * - A second tap on a menu button or dropdown within REPEAT_TAP_MS of the tap that opened it is taken as
 *   the same tap, not as "close": on a slow phone a visitor taps again when the first tap seemed to do
 *   nothing. Only a touch is taken so; a mouse click or a key press does what it says.
 * - In a browser without invoker commands, a click on such a button opens or closes its dialog, and the
 *   dialog hears a `toggle` as it would from the browser (app/components/ui/dialog.tsx).
 */

/** How soon a second tap on what the first tap opened counts as the same tap. */
export const REPEAT_TAP_MS = 1000;

function nativeControls(repeatTapMs: number) {
  // When a tap last opened each popover or `<details>`, by the input's own time: on a busy phone the
  // second tap's handler may run before the first one's `toggle` event would have.
  const tappedOpenAt = new WeakMap<Element, number>();
  const isOpen = (element: Element) =>
    element instanceof HTMLDetailsElement ? element.open : element.matches(":popover-open");
  const commandsNative = "command" in HTMLButtonElement.prototype;
  addEventListener(
    "click",
    (event) => {
      if (!(event.target instanceof Element)) return;
      const invoker = event.target.closest("[popovertarget], summary");
      const opened = invoker
        ? invoker.tagName === "SUMMARY"
          ? invoker.parentElement
          : document.getElementById(invoker.getAttribute("popovertarget") ?? "")
        : null;
      if (opened && (event as PointerEvent).pointerType === "touch") {
        if (!isOpen(opened)) tappedOpenAt.set(opened, event.timeStamp);
        else if (event.timeStamp - (tappedOpenAt.get(opened) ?? -Infinity) < repeatTapMs) {
          event.preventDefault();
          event.stopImmediatePropagation();
          return;
        }
      }
      const commander = event.target.closest("button[commandfor]");
      const dialog = commander && document.getElementById(commander.getAttribute("commandfor") ?? "");
      if (commandsNative || !(dialog instanceof HTMLDialogElement)) return;
      event.preventDefault();
      if (commander!.getAttribute("command") === "close") dialog.close();
      else if (!dialog.open) dialog.showModal();
      dialog.dispatchEvent(new Event("toggle"));
    },
    { capture: true },
  );
}

/** The script as the inline script's text. */
export const NATIVE_CONTROLS_SCRIPT = `(${nativeControls.toString()})(${REPEAT_TAP_MS})`;

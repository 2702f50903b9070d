/**
 * Words for screen readers only (the `visually-hidden` class), such as what a short link is about;
 * nothing when `text` is empty, as when a language needs none on this side of the visible words.
 */
export function VisuallyHidden({ text }: { text: string }) {
  return text ? <span className="visually-hidden">{text}</span> : null;
}

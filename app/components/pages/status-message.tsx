import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { useCatalogue } from "#app/i18n/use-locale.ts";

/**
 * The generic outcome/error layout (docs/decisions/200, Layout): a title, a description and a button to a
 * given path.
 */
export function StatusMessage({
  tone,
  title,
  message,
  to,
  buttonLabel,
}: {
  tone: "success" | "error" | "neutral";
  title: string;
  message: string;
  to: string;
  /**
   * Defaults to the specification's "Go To Home Page" (docs/decisions/200, Layout), in the page's language.
   */
  buttonLabel?: string;
}) {
  const goHome = useCatalogue().common.goHome;
  return (
    <section className={`status-message status-message--${tone}`} aria-labelledby="status-title">
      {tone !== "neutral" ? (
        <span className="status-message__icon" aria-hidden="true">
          <Icon name={tone === "success" ? "check" : "alert"} size={48} />
        </span>
      ) : null}
      <h1 id="status-title" className="status-message__title">
        {title}
      </h1>
      <p className="status-message__text" data-testid="status-text">
        {message}
      </p>
      <Link to={to} className="button button--primary">
        {buttonLabel ?? goHome}
      </Link>
    </section>
  );
}

import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { stateDisplayName, type TariffStateName } from "#app/content/tariff-states.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocale } from "#app/i18n/use-locale.ts";
import { useHydrated } from "#app/components/ui/use-client-state.ts";
import stateSearchStyles from "./state-search.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";

/**
 * "Select State" and Submit to /solar-panels/{state}, with the chosen state's record as navigation
 * state. Without JavaScript the GET form reaches /state-search, which redirects to the same page.
 * Submit is never disabled; with no state chosen it says what to do instead. Option values stay English
 * (they are the URL titles); labels are in the page's language, and both routes keep it.
 */
/**
 * `options` come from the page's loader (already reversed, docs/decisions/200, Content), so the tariff data
 * stays out of the page's JavaScript.
 */
export function StateSearch({ options }: { options: TariffStateName[] }) {
  const navigate = useNavigate();
  const locale = useLocale();
  const text = useCatalogue().tariffs.stateSearch;
  const selectId = useId();
  const errorId = useId();
  const [error, setError] = useState(false);
  // Before hydration the browser's own `required` check speaks; after it, our message does.
  const hydrated = useHydrated();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("state");
    const record = options.find((s) => s.urlTitle === value);
    if (!record) {
      setError(true);
      event.currentTarget.querySelector("select")?.focus();
      return;
    }
    navigate(localizedPath(`/solar-panels/${record.urlTitle}`, locale), { state: { record } });
  };

  return (
    <section id="state-search" className="section state-search" aria-labelledby="state-search-heading">
      <div className="container state-search__inner">
        <h2 id="state-search-heading">{text.heading}</h2>
        <p className="muted">{text.intro}</p>
        <form
          method="get"
          action={localizedPath("/state-search", locale)}
          className="state-search__form"
          onSubmit={onSubmit}
          noValidate={hydrated}
        >
          <label htmlFor={selectId} className="state-search__label">
            {text.selectState}
          </label>
          <div className="state-search__row">
            <select
              id={selectId}
              name="state"
              className="state-search__select"
              defaultValue=""
              required
              aria-invalid={error || undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={() => setError(false)}
            >
              <option value="">{text.selectState}</option>
              {options.map((s) => (
                <option key={s.urlTitle} value={s.urlTitle}>
                  {stateDisplayName(s.name, locale)}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--primary">
              {text.submit}
            </button>
          </div>
          <p id={errorId} className="state-search__error" role="alert">
            {error ? text.chooseState : ""}
          </p>
        </form>
      </div>
      <Stylesheet href={stateSearchStyles} />
    </section>
  );
}

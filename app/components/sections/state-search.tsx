import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import type { TariffStateName } from "#app/content/tariff-states.ts";
import { useHydrated } from "#app/components/ui/use-client-state.ts";
import stateSearchStyles from "./state-search.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";

export const CHOOSE_STATE_MESSAGE = "Please choose a state to see its electricity tariff.";

/**
 * "Select State" and Submit to /solar-panels/{state}, with the chosen state's record as navigation
 * state. Without JavaScript the GET form reaches /state-search, which redirects to the same page.
 * Submit is never disabled; with no state chosen it says what to do instead.
 */
/**
 * `options` come from the page's loader (already reversed, seed 001 "Home page" 7), so the tariff data
 * stays out of the page's JavaScript.
 */
export function StateSearch({ options }: { options: TariffStateName[] }) {
  const navigate = useNavigate();
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
    navigate(`/solar-panels/${record.urlTitle}`, { state: { record } });
  };

  return (
    <section id="state-search" className="section state-search" aria-labelledby="state-search-heading">
      <div className="container state-search__inner">
        <h2 id="state-search-heading">Electricity tariff in your state</h2>
        <p className="muted">
          See what a unit of electricity costs where you live, and what an Arka roof saves.
        </p>
        <form
          method="get"
          action="/state-search"
          className="state-search__form"
          onSubmit={onSubmit}
          noValidate={hydrated}
        >
          <label htmlFor={selectId} className="state-search__label">
            Select State
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
              <option value="">Select State</option>
              {options.map((s) => (
                <option key={s.urlTitle} value={s.urlTitle}>
                  {s.name}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--primary">
              Submit
            </button>
          </div>
          <p id={errorId} className="state-search__error" role="alert">
            {error ? CHOOSE_STATE_MESSAGE : ""}
          </p>
        </form>
      </div>
      <Stylesheet href={stateSearchStyles} />
    </section>
  );
}

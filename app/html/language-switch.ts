import { PREFIXED_LOCALES } from "#app/i18n/locales.ts";
import { HONEYPOT_FIELD } from "#app/modules/leads/schema/form-protection.ts";

/**
 * The language switcher's links are plain full-page links (docs/decisions/180); this small inline script
 * makes them keep what the visitor has entered (docs/decisions/192). It runs on every public page, with
 * or without the app, and works at the moment of the click (or Enter) on a switcher link:
 *
 * - The page's own GET form (the solar calculator, record 141) travels in the link's query. Once the app
 *   is in charge, its hidden `shown` field holds the query the page shows, which the URL catches up with
 *   only 300 ms later. Before that, a form the visitor has edited is sent as its Calculate button sends
 *   it, so the other language's page applies the same rules to it (it then opens at the results, as
 *   Calculate does); an untouched one keeps the address's query.
 * - What was typed into the page's lead forms is kept in sessionStorage for the page the link opens.
 *   There the same script, which sits after the page's content and so runs before the app, puts it back
 *   into the same form (by the form's address and place on the page), and the form adopts it when the
 *   app takes over (app/components/forms/use-typed-before-hydration.ts). Hidden fields (tokens,
 *   campaign, language), one-time codes and the honeypot are never carried; the note is removed on the
 *   next page load, whichever page that is.
 */

/** Marks the switcher's links (app/components/layout/language-switcher.tsx). */
export const LANGUAGE_SWITCH_ATTRIBUTE = "data-language-switch";

/** The sessionStorage key of what is carried to the next page. */
export const CARRIED_FORMS_KEY = "arka-carried-forms";

/** The calculator's hidden field with the query it shows (app/routes/solar-calculator.tsx). */
export const SHOWN_QUERY_FIELD = "shown";

/** Set on <html> once the app has taken the page over (app/html/hydrate-on-use.ts). */
const HYDRATED_ATTRIBUTE = "data-hydrated";

/** Carried form fields, by form ("/become-partner#0": its address without language, its place) and name. */
export type CarriedForms = { path: string; forms: Record<string, Record<string, string>> };

/** Runs as written in old browsers too; knows nothing of React. */
function languageSwitch(
  switchAttribute: string,
  storageKey: string,
  shownField: string,
  hydratedAttribute: string,
  neverCarried: string[],
  languagePrefix: string,
) {
  const prefix = new RegExp(languagePrefix);
  const skippedTypes = /^(hidden|password|file|submit|button|reset|image|radio|checkbox)$/;
  // Each post form by its address without the language and its place among forms with that address.
  const postForms = () => {
    const seen: Record<string, number> = {};
    const keyed: [string, HTMLFormElement][] = [];
    for (const form of Array.from(document.forms)) {
      if (form.method !== "post") continue;
      const path = new URL(form.action).pathname.replace(prefix, "") || "/";
      seen[path] = (seen[path] ?? -1) + 1;
      keyed.push([`${path}#${seen[path]}`, form]);
    }
    return keyed;
  };
  const carriedFields = (form: HTMLFormElement) =>
    Array.from(form.elements).filter(
      (field): field is HTMLInputElement | HTMLSelectElement =>
        (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) &&
        field.name !== "" &&
        !skippedTypes.test(field.type) &&
        field.autocomplete !== "one-time-code" &&
        neverCarried.indexOf(field.name) === -1,
    );
  const edited = (form: HTMLFormElement) =>
    Array.from(form.elements).some((field) =>
      field instanceof HTMLSelectElement
        ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
        : field instanceof HTMLInputElement &&
          (field.type === "radio" || field.type === "checkbox"
            ? field.checked !== field.defaultChecked
            : field.value !== field.defaultValue),
    );

  // Put back what the previous page carried here, before the app takes the forms over.
  try {
    const carried = JSON.parse(sessionStorage.getItem(storageKey) ?? "null") as CarriedForms | null;
    sessionStorage.removeItem(storageKey);
    if (carried && carried.path === location.pathname) {
      for (const [key, form] of postForms()) {
        const values = carried.forms[key] ?? {};
        for (const field of carriedFields(form)) {
          if (values[field.name] !== undefined) field.value = values[field.name]!;
        }
      }
    }
  } catch {
    // No storage (a private window's quota, a policy): nothing is carried.
  }

  const carry = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest(`a[${switchAttribute}]`) : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const target = new URL(link.href);
    const query = new URLSearchParams(location.search);
    for (const form of Array.from(document.forms)) {
      const shown = form.elements.namedItem(shownField);
      if (form.method !== "get" || new URL(form.action).pathname !== location.pathname) continue;
      if (!(shown instanceof HTMLInputElement)) continue;
      const state = document.documentElement.hasAttribute(hydratedAttribute)
        ? new URLSearchParams(shown.value)
        : edited(form)
          ? new URLSearchParams(new FormData(form) as unknown as Record<string, string>)
          : new URLSearchParams();
      state.forEach((value, key) => query.set(key, value));
    }
    target.search = query.toString();
    target.hash = location.hash;
    link.href = target.href;

    const forms: CarriedForms["forms"] = {};
    for (const [key, form] of postForms()) {
      for (const field of carriedFields(form)) {
        if (field.value !== "") (forms[key] ??= {})[field.name] = field.value;
      }
    }
    // Should storage refuse, the error ends this listener only: the link still opens the page.
    if (Object.keys(forms).length > 0)
      sessionStorage.setItem(storageKey, JSON.stringify({ path: target.pathname, forms }));
  };
  addEventListener("click", carry, true);
  addEventListener("auxclick", carry, true);
}

/** The script's text, for an inline <script> after the page's content (app/root.tsx). */
export const LANGUAGE_SWITCH_SCRIPT = `(${languageSwitch.toString()})(${[
  LANGUAGE_SWITCH_ATTRIBUTE,
  CARRIED_FORMS_KEY,
  SHOWN_QUERY_FIELD,
  HYDRATED_ATTRIBUTE,
  [HONEYPOT_FIELD],
  `^/(${PREFIXED_LOCALES.join("|")})(?=/|$)`,
]
  .map((value) => JSON.stringify(value))
  .join(",")})`;

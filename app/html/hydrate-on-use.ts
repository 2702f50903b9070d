/**
 * Public pages are served whole and work as plain HTML before the app's JavaScript has arrived: content
 * pages (docs/decisions/171), home and the form pages (record 173). The menus, dropdowns and panels open
 * and close by themselves (popover, `<details>`, `<dialog>` with invoker commands: docs/decisions/197),
 * and the small inline script below loads the app when the browser is idle after the page has loaded,
 * or at once at the first touch, key press or focus (the whole module graph at once). Until React is in
 * charge it also: replays on React a click on a control only the app can work (a carousel arrow, the
 * video's play button); shows the route-change loader at once for a link the app navigates and replays
 * it the same way (docs/decisions/194); starts the app at once for a link to an element marked
 * `data-start-app`. What is typed into a form meanwhile is the form's to adopt when React takes it over
 * (app/components/forms/use-typed-before-hydration.ts, and the calculator's edits-before-hydration.ts).
 */

import { LOADER_VISIBLE_MS } from "#app/components/layout/timings.ts";
import { PUBLIC_PAGES, routeIdOf } from "#app/route-table.ts";

/** The route ids (file paths under app/) of the pages that hydrate on first use (app/route-table.ts). */
export const HYDRATE_ON_USE_ROUTES: ReadonlySet<string> = new Set(
  PUBLIC_PAGES.filter((page) => page.loadsOnFirstUse).map((page) => routeIdOf(page.file)),
);

/** The `<meta>` that tells the document rewrite (document-rewrite.ts) to make the app script inert. */
export const ON_USE_MARKER_NAME = "arka-hydrate";
export const ON_USE_MARKER_ATTRIBUTE = `name="${ON_USE_MARKER_NAME}"`;

/** React Router's module preloads, kept inert in the head (document-rewrite.ts) for the loader to start. */
export const APP_MODULE_META_NAME = "arka-app-module";

/** The type the app's module script carries until first use: a type browsers do not run. */
export const INERT_APP_SCRIPT_TYPE = "text/arka-app";

/** On an element whose fragment link (`#id`) must start the app at once, since only the app can show it. */
export const START_APP_ATTRIBUTE = "data-start-app";

/**
 * On a lead form whose submit waits for the app (docs/decisions/193): sent before React is in charge, it
 * is held and sent again once React is, so the form's messages show in place and a sent form thanks the
 * visitor on their page. If the app fails to load, or has not arrived within HOLD_SUBMIT_MS, it posts as
 * plain HTML.
 */
export const HOLD_SUBMIT_ATTRIBUTE = "data-hold-submit";

/**
 * How long a held submit waits for the app before posting as plain HTML. The app is in charge about
 * 1.2 s after the first touch on a slow phone (record 173); a script that fails posts at once (its error
 * event), so this only bounds one that neither arrives nor fails, on a very slow or stalled connection.
 */
export const HOLD_SUBMIT_MS = 20_000;

/**
 * On an option that is one of today's call-back times: the hour (India time) at which it closes. A page
 * rendered earlier than it is read (prerendered, or rendered once for many) lists all six times; the
 * loader hides the closed ones as the page loads (docs/decisions/193).
 */
export const CLOSES_AT_HOUR_ATTRIBUTE = "data-closes-at-hour";

/** India's offset from UTC: the call-back times are parts of the day in India. */
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** Set on <html> by the root layout once React has hydrated (app/root.tsx). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** The route-change loader's element (app/components/layout/page-loader.tsx), which the loader may show. */
export const PAGE_LOADER_ID = "page-loader";

/** Set on it by the loader when it shows it: since when (`performance.now()`), for the app to carry on. */
export const PAGE_LOADER_SHOWN_AT_ATTRIBUTE = "data-shown-at";

/**
 * The inline loader. Runs as written in old browsers too (no syntax newer than the site's targets),
 * and knows nothing of React: it copies the inert script into a live one and, for a click on a
 * scripted control or a lead form's submit that came before React, replays it once React is in charge.
 * It also hides today's call-back times that have closed (the page may have been rendered hours ago).
 * `window.__arkaStart` lets the browser tests take a page over without touching it.
 */
function loader(
  inertType: string,
  hydrated: string,
  startAttribute: string,
  moduleMeta: string,
  holdAttribute: string,
  holdMs: number,
  closesAttribute: string,
  indiaOffsetMs: number,
  pageLoaderId: string,
  shownAtAttribute: string,
  loaderVisibleMs: number,
) {
  const root = document.documentElement;
  const hourInIndia = new Date(Date.now() + indiaOffsetMs).getUTCHours();
  document.querySelectorAll<HTMLOptionElement>(`option[${closesAttribute}]`).forEach((option) => {
    // Hidden and disabled, not removed: the DOM must still match what React hydrates.
    if (hourInIndia >= Number(option.getAttribute(closesAttribute))) option.disabled = option.hidden = true;
  });
  let started = false;
  let broken = false;
  const releases: (() => void)[] = [];
  const start = () => {
    if (started) return;
    started = true;
    const inertScripts = document.querySelectorAll<HTMLScriptElement>(`script[type="${inertType}"]`);
    const nonce = inertScripts[0]?.nonce ?? "";
    // The whole module graph at once: one round trip instead of one per level of imports.
    document.querySelectorAll<HTMLMetaElement>(`meta[name="${moduleMeta}"]`).forEach((meta) => {
      const preload = document.createElement("link");
      preload.rel = "modulepreload";
      preload.href = meta.content;
      preload.nonce = nonce;
      document.head.appendChild(preload);
    });
    inertScripts.forEach((inert) => {
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = nonce;
      script.textContent = inert.textContent;
      // The app failed to load (a module that did not arrive): held forms post as plain HTML now.
      script.onerror = () => {
        broken = true;
        releases.splice(0).forEach((release) => release());
      };
      document.body.appendChild(script);
    });
  };
  const whenHydrated = (then: () => void) => {
    if (root.hasAttribute(hydrated)) return then();
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute(hydrated)) return;
      observer.disconnect();
      then();
    });
    observer.observe(root, { attributes: true, attributeFilter: [hydrated] });
  };
  for (const type of ["pointerdown", "touchstart", "keydown", "focusin"]) {
    addEventListener(type, start, { capture: true, once: true, passive: true });
  }
  // Otherwise when the browser is idle after the page has loaded, so the app is there before it is needed.
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 200);
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });

  // A link the app would navigate (React Router marks its links `data-discover`), clicked plainly: the
  // route-change loader shows at once, and the app, once in charge, makes the navigation and carries the
  // loader on (docs/decisions/194). Should the app not have moved by the time the loader would fade,
  // the link is followed as plain HTML.
  let heldLink: HTMLAnchorElement | undefined;
  const holdLink = (link: HTMLAnchorElement, overlay: HTMLElement) => {
    const waiting = heldLink;
    heldLink = link;
    if (waiting) return;
    overlay.hidden = false;
    overlay.setAttribute("data-phase", "shown");
    overlay.setAttribute(shownAtAttribute, String(performance.now()));
    const from = location.pathname;
    whenHydrated(() => heldLink!.click());
    setTimeout(() => {
      if (location.pathname === from) location.assign(heldLink!.href);
    }, loaderVisibleMs);
  };
  const appLink = (event: MouseEvent, target: Element) => {
    const link = target.closest<HTMLAnchorElement>("a[data-discover]");
    const plain = !(event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
    // Not to another language (a full page load by design, record 180), nor to a new tab, a file or this page.
    return link &&
      plain &&
      !link.hreflang &&
      !link.target &&
      !link.download &&
      link.pathname !== location.pathname
      ? link
      : undefined;
  };
  // Other links and submit buttons work as plain HTML; a scripted control's click is kept for React.
  addEventListener(
    "click",
    (event) => {
      if (root.hasAttribute(hydrated) || !(event.target instanceof Element)) return;
      // The browser works these itself (app/html/native-controls.ts).
      if (event.target.closest("[popovertarget], [commandfor], summary")) return;
      const control = event.target.closest('button:not([type="submit"]), [role="button"]');
      const link = control ? undefined : appLink(event, event.target);
      const overlay = document.getElementById(pageLoaderId);
      if (!control && !(link && overlay)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      start();
      if (link && overlay) holdLink(link, overlay);
      else whenHydrated(() => (control as HTMLElement).click());
    },
    { capture: true },
  );
  // A lead form sent before React waits for it (then its messages show in place), or for holdMs.
  const held = new Set<HTMLFormElement>();
  addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (root.hasAttribute(hydrated) || !(form instanceof HTMLFormElement)) return;
      if (broken || !form.hasAttribute(holdAttribute)) return;
      event.preventDefault();
      if (held.has(form)) return;
      held.add(form);
      start();
      const send = () => held.delete(form) && form.requestSubmit((event as SubmitEvent).submitter);
      const plain = () => {
        form.removeAttribute(holdAttribute);
        send();
      };
      whenHydrated(send);
      releases.push(plain);
      setTimeout(plain, holdMs);
    },
    { capture: true },
  );
  // A link to a part only the app can show (the contact page's message panel) starts it at once.
  const startIfLinked = () => {
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target && target.hasAttribute(startAttribute)) start();
  };
  startIfLinked();
  addEventListener("hashchange", startIfLinked);
  (window as unknown as { __arkaStart: () => void }).__arkaStart = start;
}

/** The loader as the inline script's text. */
export const HYDRATE_ON_USE_SCRIPT = `(${loader.toString()})(${[
  INERT_APP_SCRIPT_TYPE,
  HYDRATED_ATTRIBUTE,
  START_APP_ATTRIBUTE,
  APP_MODULE_META_NAME,
  HOLD_SUBMIT_ATTRIBUTE,
  HOLD_SUBMIT_MS,
  CLOSES_AT_HOUR_ATTRIBUTE,
  INDIA_OFFSET_MS,
  PAGE_LOADER_ID,
  PAGE_LOADER_SHOWN_AT_ATTRIBUTE,
  LOADER_VISIBLE_MS,
]
  .map((v) => JSON.stringify(v))
  .join(",")})`;

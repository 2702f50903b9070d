import { useEffect, useState } from "react";
import { Form, useLocation } from "react-router";
import type { Route } from "./+types/dealers";
import { DealerDirectoryView } from "#app/components/sections/dealer-directory.tsx";
import dealerStyles from "#app/components/sections/dealer-directory.css?url";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { pageMeta } from "#app/content/meta.ts";
import type { DealerDirectory } from "#app/modules/dealers/dealer-directory.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocalizedPath } from "#app/i18n/use-locale.ts";
import { optionalRequestFrom } from "#app/request-context.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  const T = catalogueFor(locale).pages.dealers;
  return pageMeta({ title: T.title, description: T.metaDescription, path: "/dealers", locale });
};

/**
 * At build time (no server) the page is its shell; the list then comes from the API. A search sent
 * without JavaScript (/dealers?pincode=…) reaches the server, which renders the answer in the page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const pincode = new URL(request.url).searchParams.get("pincode")?.trim() ?? "";
  const ctx = optionalRequestFrom(context);
  if (!ctx) return { directory: null, pincode };
  const { findDealers } = await import("#app/modules/dealers/dealer-directory.server.ts");
  return { directory: await findDealers(ctx.services.db, pincode), pincode };
}

type Loaded = { state: "loading" } | { state: "failed" } | { state: "ready"; directory: DealerDirectory };

/** The directory for the address's search: the server's, or fetched when the page is the prerendered shell. */
function useDirectory(fromServer: DealerDirectory | null): Loaded {
  const { search } = useLocation();
  const [fetched, setFetched] = useState<{ search: string; loaded: Loaded }>();
  useEffect(() => {
    if (fromServer) return;
    let current = true;
    const pincode = new URLSearchParams(search).get("pincode") ?? "";
    fetch(`/api/dealers/directory?pincode=${encodeURIComponent(pincode)}`, {
      headers: { Accept: "application/json" },
    })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then((body: { data: { response_data: { directory: DealerDirectory } } }) => {
        if (current)
          setFetched({ search, loaded: { state: "ready", directory: body.data.response_data.directory } });
      })
      .catch(() => current && setFetched({ search, loaded: { state: "failed" } }));
    return () => {
      current = false;
    };
  }, [fromServer, search]);
  if (fromServer) return { state: "ready", directory: fromServer };
  return fetched?.search === search ? fetched.loaded : { state: "loading" };
}

export default function Dealers({ loaderData }: Route.ComponentProps) {
  const loaded = useDirectory(loaderData.directory);
  const T = useCatalogue().pages.dealers;
  const localized = useLocalizedPath();
  return (
    <>
      <Stylesheet href={dealerStyles} />
      <InnerBanner pageKey="dealers" />
      <section className="section container dealers" aria-labelledby="dealers-search">
        <h2 id="dealers-search" className="visually-hidden">
          {T.searchHeading}
        </h2>
        <p className="dealers__intro">{T.intro}</p>
        <Form method="get" action={localized("/dealers")} className="dealers__search" role="search">
          <label htmlFor="dealers-pincode">{T.search}</label>
          <input
            id="dealers-pincode"
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="[1-9][0-9]{5}"
            maxLength={6}
            defaultValue={loaderData.pincode}
          />
          <button type="submit" className="button button--primary">
            {T.searchButton}
          </button>
          <a href={localized("/dealers?all=1")} className="dealers__all">
            {T.showAll}
          </a>
        </Form>
        <div aria-live="polite">
          {loaded.state === "loading" ? <p>{T.loading}</p> : null}
          {loaded.state === "failed" ? <p role="alert">{T.failed}</p> : null}
          {loaded.state === "ready" ? <DealerDirectoryView directory={loaded.directory} /> : null}
        </div>
      </section>
    </>
  );
}

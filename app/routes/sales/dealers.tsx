import { data } from "react-router";
import type { Route } from "./+types/dealers";
import { formatCount } from "#app/components/console/dashboard-format.ts";
import { DealerList } from "#app/components/console/dealer-list.tsx";
import { DEALER_PAGE_MESSAGES as M } from "#app/languages/en/console/dealers.ts";
import dealerStyles from "#app/components/console/dealers.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import {
  DECISION_NOTE_MAX,
  decideDealer,
  listDealerApplications,
  parseDealerFilter,
  readDealerAction,
  setDealerListing,
} from "#app/modules/dealers/dealer-decisions.server.ts";
import { requireStaff } from "#app/console-access.server.ts";
import { CONSOLE_ACCESS } from "#app/modules/staff/console-access.ts";
import { can } from "#app/modules/staff/roles.ts";
import { postedForm } from "#app/modules/http/posted-form.ts";
import { consoleMeta } from "#app/modules/staff/console-name.ts";

export const meta: Route.MetaFunction = () => consoleMeta(M.title);

const access = CONSOLE_ACCESS["/sales/dealers"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = await requireStaff(request, context, access.view);
  const params = new URL(request.url).searchParams;
  const filter = parseDealerFilter(params.get("decision"));
  const list = await listDealerApplications(services.db, {
    decision: filter,
    page: Number(params.get("page")),
  });
  return { list, filter, canWork: can(session.user.role, access.change), noteMax: DECISION_NOTE_MAX };
}

/** Approve or reject (with a note), or show on / take off the public page; refused on a stale version. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, session } = await requireStaff(request, context, access.change);
  const read = readDealerAction(await postedForm(request));
  if (!read.ok) {
    const message =
      read.reason === "note_too_long"
        ? M.noteTooLong(formatCount(DECISION_NOTE_MAX))
        : read.reason === "note_characters"
          ? M.noteCharacters
          : M.invalid;
    return data({ ok: false, message }, { status: 400 });
  }
  const posted = read.action;
  const actor = { staffId: session.user.id, now: services.now() };
  const result =
    posted.intent === "decide"
      ? await decideDealer(services.db, { ...actor, ...posted })
      : await setDealerListing(services.db, {
          ...actor,
          id: posted.id,
          version: posted.version,
          listed: posted.listed === "1",
        });
  if (!result.ok) {
    const refusal = {
      conflict: { status: 409, message: M.conflict },
      not_found: { status: 404, message: M.notFound },
      not_approved: { status: 409, message: M.notApproved },
    }[result.reason];
    return data({ ok: false, message: refusal.message }, { status: refusal.status });
  }
  const message =
    posted.intent === "decide"
      ? M.decided(result.name, M.decisions[posted.decision])
      : posted.listed === "1"
        ? M.shown(result.name)
        : M.hidden(result.name);
  return { ok: true, message };
}

export default function Dealers({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <Stylesheet href={dealerStyles} />
      <h1>{M.title}</h1>
      <p className="dealer-intro">{M.intro}</p>
      {actionData ? (
        <p
          className={`console-message ${actionData.ok ? "console-message--success" : "console-message--error"}`}
          role={actionData.ok ? "status" : "alert"}
        >
          {actionData.message}
        </p>
      ) : null}
      <DealerList
        list={loaderData.list}
        filter={loaderData.filter}
        canWork={loaderData.canWork}
        noteMax={loaderData.noteMax}
      />
    </>
  );
}

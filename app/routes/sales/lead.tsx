import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/lead";
import { LeadBadges } from "#app/components/console/inbox-list.tsx";
import { LeadChecks } from "#app/components/console/lead-checks.tsx";
import { LeadAnswers, LeadContact } from "#app/components/console/lead-facts.tsx";
import { LeadTimeline } from "#app/components/console/lead-timeline.tsx";
import {
  LeadWorkForms,
  WORK_SECTION_ID,
  type WorkActionData,
} from "#app/components/console/lead-work-forms.tsx";
import inboxStyles from "#app/components/console/inbox.css?url";
import leadStyles from "#app/components/console/lead.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { assignableStaff } from "#app/modules/leads/work/inbox.server.ts";
import { parseLeadChange } from "#app/modules/leads/work/lead-change.ts";
import { formatDateIST } from "#app/modules/leads/work/lead-format.ts";
import { KIND_LABELS, LEAD_TEXT, SAVED_MESSAGES } from "#app/modules/leads/work/lead-labels.ts";
import { movedLead, parseLeadRef, readLead, type LeadRef } from "#app/modules/leads/work/lead-view.server.ts";
import { changeLead, recordLeadViewed } from "#app/modules/leads/work/lead-work.server.ts";
import { CONSOLE_ACCESS } from "#app/modules/staff/console-access.ts";
import { requireStaff } from "#app/console-access.server.ts";
import { can } from "#app/modules/staff/roles.ts";
import { postedText } from "#app/modules/http/posted-form.ts";
import { consoleMeta } from "#app/modules/staff/console-name.ts";
import { LEAD_MESSAGES as M } from "#app/languages/en/console/inbox.ts";

// The kind and number, not the name: titles end up in browser history and on shared screens.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  consoleMeta(loaderData ? M.pageTitle(KIND_LABELS[loaderData.lead.inboxKind], loaderData.lead.id) : M.title);

const access = CONSOLE_ACCESS["/sales/leads/:kind/:id"];

const leadPath = (ref: LeadRef) => `/sales/leads/${ref.kind}/${ref.id}`;

function refOrNotFound(params: { kind?: string; id?: string }): LeadRef {
  const ref = parseLeadRef(params.kind, params.id);
  if (!ref) throw data({ message: LEAD_TEXT.notFound }, { status: 404 });
  return ref;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, session } = await requireStaff(request, context, access.view);
  const ref = refOrNotFound(params);
  const lead = await readLead(services.db, ref);
  if (!lead) {
    // A link from before the one lead table (an e-mail already sent) opens the lead under its new id.
    const moved = await movedLead(services.db, ref);
    if (moved) throw redirect(leadPath(moved));
    throw data({ message: LEAD_TEXT.notFound }, { status: 404 });
  }
  await recordLeadViewed(services.db, session.user, ref, services.now());
  const saved = new URL(request.url).searchParams.get("saved");
  const canWork = can(session.user.role, access.change);
  return {
    lead,
    canWork,
    staff: canWork ? await assignableStaff(services.db) : [],
    saved: saved && saved in SAVED_MESSAGES ? SAVED_MESSAGES[saved as keyof typeof SAVED_MESSAGES] : null,
  };
}

/** One change per post (docs/decisions/114); the module refuses a change based on an old version. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, session } = await requireStaff(request, context, access.change);
  const ref = refOrNotFound(params);
  const values = await postedText(request);
  const parsed = parseLeadChange(values);
  if (!parsed.ok) {
    return data<WorkActionData>(
      { intent: parsed.intent, fieldErrors: parsed.fieldErrors, values },
      { status: 400 },
    );
  }
  const result = await changeLead(
    { db: services.db, now: services.now, channels: services.leads.notificationChannels },
    session.user,
    ref,
    parsed.version,
    parsed.change,
  );
  if (result.ok) return redirect(`${leadPath(ref)}?saved=${parsed.change.type}#${WORK_SECTION_ID}`);
  switch (result.reason) {
    case "not_found":
      throw data({ message: LEAD_TEXT.notFound }, { status: 404 });
    case "invalid":
      return data<WorkActionData>(
        { intent: parsed.change.type, fieldErrors: result.fieldErrors, values },
        { status: 400 },
      );
    case "conflict":
      return data<WorkActionData>(
        { intent: parsed.change.type, values, conflict: { changes: result.changes } },
        { status: 409 },
      );
  }
}

/** After any post, read the lead again: a refused change (409) must still show the lead as it is now. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? true : defaultShouldRevalidate;
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, canWork, staff, saved } = loaderData;
  return (
    <>
      <Stylesheet href={inboxStyles} />
      <Stylesheet href={leadStyles} />
      <p className="lead-back">
        <Link to="/sales">{M.backToInbox}</Link>
      </p>
      <h1 className="lead-title">
        {lead.name} <span className="lead-title__id">#{lead.id}</span>
      </h1>
      <LeadBadges
        kind={lead.inboxKind}
        status={lead.status}
        held={lead.held}
        flags={lead.flags.map((f) => f.code)}
      />
      {lead.held ? (
        <div className="console-message console-message--error lead-held">
          <p>{LEAD_TEXT.heldNotice}</p>
          <ul>
            {lead.flags.map((flag) => (
              <li key={flag.code}>{flag.text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {lead.anonymisedAt !== null ? (
        <p className="console-message">{LEAD_TEXT.anonymised(formatDateIST(lead.anonymisedAt))}</p>
      ) : null}
      {/* On a phone: contact, then the work and the timeline, then the rest; on a wide screen the
          work and the timeline take the right-hand column beside everything else. */}
      <div className="lead-layout">
        <div className="lead-layout__contact">
          <LeadContact lead={lead} />
        </div>
        <div className="lead-layout__side">
          {canWork ? (
            <LeadWorkForms lead={lead} staff={staff} actionData={actionData} saved={saved} />
          ) : (
            <p className="console-message">{LEAD_TEXT.readOnly}</p>
          )}
          <LeadTimeline events={lead.timeline} receivedAt={lead.createdAt} />
        </div>
        <div className="lead-layout__more">
          <LeadAnswers lead={lead} />
          <LeadChecks lead={lead} />
        </div>
      </div>
    </>
  );
}

import { useEffect } from "react";
import type { Route } from "./+types/privacy";
import { PrivacyEraseConfirm } from "#app/components/console/privacy-erase-confirm.tsx";
import { PrivacyFindings } from "#app/components/console/privacy-findings.tsx";
import type { CorrectionNotice } from "#app/components/console/privacy-lead-card.tsx";
import { PRIVACY_MESSAGES as M } from "#app/languages/en/console/privacy.ts";
import { PrivacyRecentRequests } from "#app/components/console/privacy-recent-requests.tsx";
import { PrivacySearchForm } from "#app/components/console/privacy-search-form.tsx";
import privacyStyles from "#app/components/console/privacy.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { correctLead, type CorrectionResult } from "#app/modules/privacy/correct-lead.server.ts";
import { recentDataRequests } from "#app/modules/privacy/data-requests.server.ts";
import { erasePersonalData } from "#app/modules/privacy/erase-personal-data.server.ts";
import { findPersonalData, searchPersonalData } from "#app/modules/privacy/find-personal-data.server.ts";
import { CORRECTABLE_FIELDS } from "#app/modules/privacy/lead-corrections.ts";
import { countFound, foundFingerprint, isLeadKind } from "#app/modules/privacy/privacy-records.ts";
import { readSubject } from "#app/modules/privacy/privacy-subject.ts";
import { requireStaff } from "#app/console-access.server.ts";
import { CONSOLE_ACCESS } from "#app/modules/staff/console-access.ts";
import { postedForm } from "#app/modules/http/posted-form.ts";
import { consoleMeta } from "#app/modules/staff/console-name.ts";

export const meta: Route.MetaFunction = () => consoleMeta(M.title);

const access = CONSOLE_ACCESS["/sales/privacy"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context, access.view);
  return { recent: await recentDataRequests(services.db), correctable: CORRECTABLE_FIELDS };
}

/**
 * Every step posts here, the person's phone and e-mail in the body (never in an address:
 * docs/decisions/116): find, correct a field, review an erasure, erase. The modules do the work and answer
 * with domain results; this maps them to what the page shows.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, session } = await requireStaff(request, context, access.change);
  const form = await postedForm(request);
  const text = (name: string) => String(form.get(name) ?? "");
  const read = readSubject({ phone: text("phone"), email: text("email") });
  if (!read.ok) {
    return { step: "search" as const, phone: text("phone"), email: text("email"), problems: read.problems };
  }
  const { subject } = read;
  const db = services.db;
  const staff = { staffId: session.user.id, at: services.now() };

  const showFound = async ({
    notice = null,
    message = null,
  }: { notice?: CorrectionNotice | null; message?: string | null } = {}) => ({
    step: "found" as const,
    subject,
    found: await searchPersonalData(db, subject, staff),
    notice,
    message,
  });

  switch (text("intent")) {
    case "correct": {
      const kind = text("kind");
      if (!isLeadKind(kind)) return showFound({ message: M.correct.notFound });
      const result = await correctLead(db, {
        subject,
        kind,
        id: Number(text("id")),
        field: text("field"),
        value: text("value"),
        version: Number(text("version")),
        ...staff,
      });
      return showFound({
        notice: { leadKey: `${kind}:${text("id")}`, ok: result.ok, message: correctionMessage(result) },
      });
    }
    case "review-erase": {
      const found = await findPersonalData(db, subject);
      return {
        step: "confirm" as const,
        subject,
        counts: countFound(found),
        fingerprint: foundFingerprint(found),
        changed: false,
      };
    }
    case "erase": {
      const result = await erasePersonalData(db, subject, { fingerprint: text("fingerprint"), ...staff });
      if (result.ok) return { step: "erased" as const, requestId: result.requestId };
      if (result.reason === "changed") {
        return {
          step: "confirm" as const,
          subject,
          counts: countFound(result.found),
          fingerprint: foundFingerprint(result.found),
          changed: true,
        };
      }
      return showFound({ message: M.nothingToErase });
    }
    default:
      return showFound();
  }
}

function correctionMessage(result: CorrectionResult): string {
  if (result.ok) return M.correct.saved;
  switch (result.reason) {
    case "invalid":
      return result.message;
    case "conflict":
      return M.correct.conflict;
    case "not_found":
      return M.correct.notFound;
    case "anonymised":
      return M.correct.anonymised;
    case "unchanged":
      return M.correct.unchanged;
    case "unknown_field":
      return M.correct.unknownField;
  }
}

/** Where each step's outcome starts: focus goes there after the step (keyboard and screen readers). */
const OUTCOME_HEADING = {
  found: "privacy-found-heading",
  confirm: "privacy-confirm-heading",
  erased: "privacy-erased",
} as const;

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (actionData && actionData.step !== "search")
      document.getElementById(OUTCOME_HEADING[actionData.step])?.focus();
  }, [actionData]);

  const typed =
    actionData?.step === "search"
      ? { phone: actionData.phone, email: actionData.email }
      : actionData?.step === "found" || actionData?.step === "confirm"
        ? { phone: actionData.subject.phone ?? "", email: actionData.subject.email ?? "" }
        : { phone: "", email: "" };

  return (
    <div className="privacy">
      <Stylesheet href={privacyStyles} />
      <h1>{M.title}</h1>
      <p>{M.intro}</p>
      {actionData?.step === "erased" ? (
        <p
          className="console-message console-message--success"
          role="status"
          id={OUTCOME_HEADING.erased}
          tabIndex={-1}
        >
          {M.erased(actionData.requestId)}
        </p>
      ) : null}
      {actionData?.step === "found" && actionData.message ? (
        <p className="console-message console-message--error" role="alert">
          {actionData.message}
        </p>
      ) : null}
      {actionData?.step === "confirm" ? (
        <PrivacyEraseConfirm
          subject={actionData.subject}
          counts={actionData.counts}
          fingerprint={actionData.fingerprint}
          changed={actionData.changed}
        />
      ) : null}
      {actionData?.step === "confirm" ? null : (
        <PrivacySearchForm
          // A fresh form after an erasure: the person's details do not stay on screen.
          key={actionData?.step === "erased" ? `erased-${actionData.requestId}` : "search"}
          phone={actionData?.step === "erased" ? "" : typed.phone}
          email={actionData?.step === "erased" ? "" : typed.email}
          problems={actionData?.step === "search" ? actionData.problems : []}
        />
      )}
      {actionData?.step === "found" ? (
        <PrivacyFindings
          found={actionData.found}
          subject={actionData.subject}
          correctable={loaderData.correctable}
          notice={actionData.notice}
        />
      ) : null}
      <PrivacyRecentRequests requests={loaderData.recent} />
    </div>
  );
}

import { data } from "react-router";
import type { Route } from "./+types/privacy-export-json";
import { exportPersonalData } from "#app/modules/privacy/export-personal-data.server.ts";
import { readSubject } from "#app/modules/privacy/privacy-subject.ts";
import { requireStaff } from "#app/console-access.server.ts";
import { CONSOLE_ACCESS } from "#app/modules/staff/console-access.ts";
import { postedForm } from "#app/modules/http/posted-form.ts";
import { PRIVACY_MESSAGES } from "#app/languages/en/console/privacy.ts";

const access = CONSOLE_ACCESS["/sales/privacy/export.json"];

/**
 * A GET would need the phone or e-mail in the address, which must never hold personal data
 * (docs/decisions/116): the download is a POST from the Data requests page. A GET only says so (after the
 * same checks).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, access.view, { as: "data" });
  return data({ message: PRIVACY_MESSAGES.exportByPostOnly }, { status: 405, headers: { Allow: "POST" } });
}

/** The person's records as a JSON download; the export is recorded (data_requests + audit log). */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, session } = await requireStaff(request, context, access.change, { as: "data" });
  const form = await postedForm(request);
  const read = readSubject({ phone: form.get("phone"), email: form.get("email") });
  if (!read.ok) return data({ message: PRIVACY_MESSAGES.exportInvalid }, { status: 400 });
  const file = await exportPersonalData(services.db, read.subject, {
    staffId: session.user.id,
    at: services.now(),
  });
  // The file name carries the request's number only, never the person's details.
  return new Response(`${JSON.stringify(file, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="arka-personal-data-${file.request_id}.json"`,
      "Cache-Control": "no-store",
    },
  });
}

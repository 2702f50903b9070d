import { data } from "react-router";
import type { Route } from "./+types/dashboard";
import {
  DashboardFunnel,
  DashboardPlaces,
  DashboardSources,
  DashboardTotals,
} from "#app/components/console/dashboard-breakdown.tsx";
import { formatCount, formatDay } from "#app/components/console/dashboard-format.ts";
import { DashboardFacts } from "#app/components/console/dashboard-facts.tsx";
import { DashboardLeadsChart } from "#app/components/console/dashboard-leads-chart.tsx";
import { DASHBOARD_MESSAGES as M } from "#app/languages/en/console/dashboard.ts";
import { DashboardOutbox } from "#app/components/console/dashboard-outbox.tsx";
import { DashboardContactClicks } from "#app/components/console/dashboard-contact-clicks.tsx";
import { contactClicksByPage } from "#app/modules/contact-clicks/click-report.server.ts";
import { DashboardPeriodNav } from "#app/components/console/dashboard-period-nav.tsx";
import { DashboardAlerts, DashboardSms } from "#app/components/console/dashboard-sms.tsx";
import dashboardStyles from "#app/components/console/dashboard.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { isoDateInIndia } from "#app/content/review-dates.ts";
import { DATED_FACTS, factsForReview } from "#app/modules/dated-facts/dated-facts.ts";
import { ALERTS, type AlertKind } from "#app/platform/alerts/alerts.server.ts";
import {
  DASHBOARD_PERIODS,
  loadDashboard,
  parsePeriod,
  periodRange,
} from "#app/modules/leads/work/dashboard.server.ts";
import {
  readOutboxAction,
  retryAllParked,
  retryNotification,
} from "#app/modules/leads/work/outbox-retry.server.ts";
import { requireStaff } from "#app/console-access.server.ts";
import { CONSOLE_ACCESS } from "#app/modules/staff/console-access.ts";
import { can } from "#app/modules/staff/roles.ts";
import { postedForm } from "#app/modules/http/posted-form.ts";
import { consoleMeta } from "#app/modules/staff/console-name.ts";

export const meta: Route.MetaFunction = () => consoleMeta(M.title);

const access = CONSOLE_ACCESS["/sales/dashboard"];

const alertTitle = (kind: string) => ALERTS[kind as AlertKind]?.subject ?? kind;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = await requireStaff(request, context, access.view);
  const days = parsePeriod(new URL(request.url).searchParams.get("days"));
  const dashboard = await loadDashboard(services.db, {
    now: services.now(),
    days,
    smsBudget: services.smsBudget,
  });
  const withTitle = <T extends { alertKind: string | null }>(row: T) => ({
    ...row,
    alertTitle: row.alertKind ? alertTitle(row.alertKind) : null,
  });
  return {
    ...dashboard,
    periods: DASHBOARD_PERIODS,
    outbox: {
      ...dashboard.outbox,
      failing: dashboard.outbox.failing.map(withTitle),
      parked: dashboard.outbox.parked.map(withTitle),
    },
    alerts: dashboard.alerts.map((a) => ({ ...a, title: alertTitle(a.kind) })),
    // Today in India by the services' clock, as every other figure on the page (docs/decisions/190).
    facts: {
      due: factsForReview(DATED_FACTS, isoDateInIndia(services.now())),
      total: DATED_FACTS.length,
    },
    canWork: can(session.user.role, access.change),
    whatsappClicks: await contactClicksByPage(services.db, {
      channel: "whatsapp",
      ...periodRange(services.now(), days),
    }),
  };
}

/** "Retry now" on one outbox row, or "Retry all parked": both audit-logged (docs/decisions/115). */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, session } = await requireStaff(request, context, access.change);
  const posted = readOutboxAction(await postedForm(request));
  if (!posted) return data({ ok: false, message: M.invalid }, { status: 400 });
  const actor = { staffId: session.user.id, now: services.now() };
  if (posted.intent === "retry-all-parked") {
    const { count } = await retryAllParked(services.db, actor);
    return { ok: true, message: count > 0 ? M.retriedAll(formatCount(count)) : M.retriedNone };
  }
  const result = await retryNotification(services.db, {
    ...actor,
    id: posted.id,
    seen: { status: posted.status, attempts: posted.attempts },
  });
  if (result.ok) return { ok: true, message: M.retried };
  return data(
    { ok: false, message: result.reason === "changed" ? M.retryChanged : M.retryMissing },
    { status: result.reason === "changed" ? 409 : 404 },
  );
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { perDay, breakdown, outbox, sms, alerts, facts, days, periods, canWork } = loaderData;
  const first = perDay[0];
  const last = perDay.at(-1);
  return (
    <>
      <Stylesheet href={dashboardStyles} />
      <h1>{M.title}</h1>
      <DashboardPeriodNav periods={periods} current={days} />
      <p className="console-muted dashboard-note">
        {first && last ? M.periodRange(formatDay(first.date), formatDay(last.date)) : null} {M.periodNote}
      </p>
      {actionData ? (
        <p
          className={`console-message ${actionData.ok ? "console-message--success" : "console-message--error"}`}
          role={actionData.ok ? "status" : "alert"}
        >
          {actionData.message}
        </p>
      ) : null}
      <DashboardTotals data={breakdown} />
      <DashboardLeadsChart days={perDay} />
      <div className="dashboard-grid">
        <DashboardFunnel funnel={breakdown.funnel} />
        <DashboardSources rows={breakdown.bySourceAndCampaign} />
        <DashboardPlaces byZone={breakdown.byZone} byState={breakdown.byState} />
        <DashboardContactClicks data={loaderData.whatsappClicks} />
        <div>
          <DashboardSms sms={sms} />
          <DashboardAlerts alerts={alerts} />
        </div>
        <div className="dashboard-grid--wide">
          <DashboardOutbox data={outbox} canWork={canWork} />
        </div>
        <div className="dashboard-grid--wide">
          <DashboardFacts facts={facts.due} total={facts.total} />
        </div>
      </div>
    </>
  );
}

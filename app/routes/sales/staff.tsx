import { data, Form } from "react-router";
import type { Route } from "./+types/staff";
import staffStyles from "#app/components/console/staff-admin.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { CONSOLE_ACCESS } from "#app/modules/staff/console-access.ts";
import { requireStaff } from "#app/console-access.server.ts";
import { formatIndiaTime } from "#app/modules/staff/india-time.ts";
import { ROLES } from "#app/modules/staff/roles.ts";
import {
  changeRole,
  listStaffForAdmin,
  setDisabled,
  type StaffChange,
} from "#app/modules/staff/staff-admin.server.ts";
import { ROLE_LABELS, ROLE_NAMES, STAFF_ADMIN_MESSAGES } from "#app/languages/en/console/staff.ts";
import { StaffChangeSchema, StaffInviteSchema } from "#app/modules/staff/staff-admin-schema.ts";
import { staffByEmail, type StaffUser } from "#app/modules/staff/staff-users.server.ts";
import { postedForm } from "#app/modules/http/posted-form.ts";
import { consoleMeta } from "#app/modules/staff/console-name.ts";

export const meta: Route.MetaFunction = () => consoleMeta(STAFF_ADMIN_MESSAGES.title);

const access = CONSOLE_ACCESS["/sales/staff"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = await requireStaff(request, context, access.view);
  const accounts = await listStaffForAdmin(services.db);
  return {
    me: session.user.id,
    accounts: accounts.map((account) => ({
      id: account.id,
      name: account.name,
      email: account.email,
      role: account.role,
      disabled: account.disabled,
      disabledOn: account.disabledAt === null ? null : formatIndiaTime(account.disabledAt),
      lastSignIn: account.lastSignInAt === null ? null : formatIndiaTime(account.lastSignInAt),
    })),
  };
}

type Outcome = {
  ok: boolean;
  message: string;
  /** The invitation form's values and errors, to show them again. */
  invite?: { values: Record<string, string>; errors: Record<string, string> };
};

function changeMessage(result: StaffChange, by: StaffUser, success: (user: StaffUser) => string): Outcome {
  if (result.ok) return { ok: true, message: success(result.user) };
  if (result.reason === "not-found") return { ok: false, message: STAFF_ADMIN_MESSAGES.notFound };
  const name = result.user?.name ?? "";
  if (result.reason === "stale") return { ok: false, message: STAFF_ADMIN_MESSAGES.stale(name) };
  return {
    ok: false,
    message:
      result.user?.id === by.id ? STAFF_ADMIN_MESSAGES.lastAdminSelf : STAFF_ADMIN_MESSAGES.lastAdmin(name),
  };
}

const STATUS = { true: 200, false: 409 } as const;

/** Invite, change a role, disable or enable: each an admin's plain form post, each audit-logged. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, session } = await requireStaff(request, context, access.change);
  const form = Object.fromEntries(
    [...(await postedForm(request)).entries()].map(([key, value]) => [key, String(value)]),
  );
  const by = session.user;

  if (form.intent === "invite") {
    const parsed = StaffInviteSchema.safeParse(form);
    const values = { email: form.email ?? "", name: form.name ?? "", role: form.role ?? "" };
    if (!parsed.success) {
      const errors = Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
      );
      return data<Outcome>(
        {
          ok: false,
          message: Object.values(errors)[0] ?? STAFF_ADMIN_MESSAGES.badRequest,
          invite: { values, errors },
        },
        { status: 400 },
      );
    }
    const existing = await staffByEmail(services.db, parsed.data.email);
    if (existing) {
      const message = STAFF_ADMIN_MESSAGES.alreadyExists(parsed.data.email);
      return data<Outcome>(
        { ok: false, message, invite: { values, errors: { email: message } } },
        { status: 409 },
      );
    }
    const { user, mailed } = await services.staff.addStaff({ ...parsed.data, by });
    return data<Outcome>(
      {
        ok: true,
        message: mailed
          ? STAFF_ADMIN_MESSAGES.invited(user.email)
          : STAFF_ADMIN_MESSAGES.invitedNotMailed(user.email),
      },
      { status: mailed ? 200 : 202 },
    );
  }

  const change = StaffChangeSchema.safeParse(form);
  if (!change.success)
    return data<Outcome>({ ok: false, message: STAFF_ADMIN_MESSAGES.badRequest }, { status: 400 });
  const { user: userId, from, role } = change.data;

  if (form.intent === "change-role" && from && role) {
    const result = await changeRole(services.db, services.now, { by, userId, from, to: role });
    const outcome = changeMessage(result, by, (user) =>
      STAFF_ADMIN_MESSAGES.roleChanged(user.name, ROLE_NAMES[user.role]),
    );
    return data<Outcome>(outcome, { status: STATUS[`${outcome.ok}`] });
  }
  if (form.intent === "disable" || form.intent === "enable") {
    const disabled = form.intent === "disable";
    const result = await setDisabled(services.db, services.now, { by, userId, disabled });
    const outcome = changeMessage(result, by, (user) =>
      disabled
        ? STAFF_ADMIN_MESSAGES.disabled(user.name, result.ok ? (result.sessionsEnded ?? 0) : 0)
        : STAFF_ADMIN_MESSAGES.enabled(user.name),
    );
    return data<Outcome>(outcome, { status: STATUS[`${outcome.ok}`] });
  }
  return data<Outcome>({ ok: false, message: STAFF_ADMIN_MESSAGES.badRequest }, { status: 400 });
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const invite = actionData?.invite;
  return (
    <>
      <Stylesheet href={staffStyles} />
      <h1>{STAFF_ADMIN_MESSAGES.title}</h1>
      <p>{STAFF_ADMIN_MESSAGES.intro}</p>
      {actionData ? (
        <p
          className={`console-message console-message--${actionData.ok ? "success" : "error"}`}
          role={actionData.ok ? "status" : "alert"}
        >
          {actionData.message}
        </p>
      ) : null}

      <section className="console-card" aria-labelledby="staff-invite">
        <h2 id="staff-invite">{STAFF_ADMIN_MESSAGES.inviteHeading}</h2>
        <Form method="post" className="console-form staff-invite-form" key={actionData?.ok ? "sent" : "form"}>
          <input type="hidden" name="intent" value="invite" />
          <InviteField label={STAFF_ADMIN_MESSAGES.email} name="email" type="email" invite={invite} />
          <InviteField label={STAFF_ADMIN_MESSAGES.name} name="name" maxLength={100} invite={invite} />
          <div className="staff-admin__field">
            <label htmlFor="invite-role">{STAFF_ADMIN_MESSAGES.role}</label>
            <select id="invite-role" name="role" defaultValue={invite?.values.role || "viewer"}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="console-button">
            {STAFF_ADMIN_MESSAGES.invite}
          </button>
        </Form>
      </section>

      <section className="console-card" aria-labelledby="staff-accounts">
        <h2 id="staff-accounts">{STAFF_ADMIN_MESSAGES.accountsHeading(loaderData.accounts.length)}</h2>
        <ul className="staff-list">
          {loaderData.accounts.map((account) => {
            const you = account.id === loaderData.me;
            return (
              <li
                key={account.id}
                className={`staff-list__item${account.disabled ? " staff-list__item--disabled" : ""}`}
              >
                <div className="staff-list__who">
                  <span className="staff-list__name">
                    {account.name}
                    {you ? STAFF_ADMIN_MESSAGES.you : ""}
                  </span>
                  <span className="staff-list__email">{account.email}</span>
                  <span className="console-muted staff-list__facts">
                    {ROLE_NAMES[account.role]} ·{" "}
                    {account.disabled
                      ? STAFF_ADMIN_MESSAGES.disabledSince(account.disabledOn)
                      : STAFF_ADMIN_MESSAGES.active}{" "}
                    ·{" "}
                    {account.lastSignIn
                      ? STAFF_ADMIN_MESSAGES.lastSignIn(account.lastSignIn)
                      : STAFF_ADMIN_MESSAGES.neverSignedIn}
                  </span>
                </div>
                <div className="staff-list__actions">
                  <Form method="post" className="staff-list__role">
                    <input type="hidden" name="user" value={account.id} />
                    <input type="hidden" name="from" value={account.role} />
                    <label htmlFor={`role-${account.id}`} className="visually-hidden">
                      {STAFF_ADMIN_MESSAGES.roleOf(account.name)}
                    </label>
                    <select
                      id={`role-${account.id}`}
                      name="role"
                      defaultValue={account.role}
                      key={account.role}
                    >
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_NAMES[role]}
                        </option>
                      ))}
                    </select>
                    <button
                      type="submit"
                      name="intent"
                      value="change-role"
                      className="console-button console-button--quiet"
                    >
                      {STAFF_ADMIN_MESSAGES.changeRole}
                      <span className="visually-hidden">{STAFF_ADMIN_MESSAGES.ofName(account.name)}</span>
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="user" value={account.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={account.disabled ? "enable" : "disable"}
                      className="console-button console-button--quiet"
                    >
                      {account.disabled ? STAFF_ADMIN_MESSAGES.enable : STAFF_ADMIN_MESSAGES.disable}
                      <span className="visually-hidden"> {account.name}</span>
                    </button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}

/** A field of the invitation, with what was typed and its message when the invitation was refused. */
function InviteField({
  label,
  name,
  type,
  maxLength,
  invite,
}: {
  label: string;
  name: "email" | "name";
  type?: "email";
  maxLength?: number;
  invite: Outcome["invite"];
}) {
  const error = invite?.errors[name];
  return (
    <>
      <label>
        {label}
        <input
          type={type}
          name={name}
          required
          maxLength={maxLength}
          autoComplete="off"
          defaultValue={invite?.values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `invite-${name}-error` : undefined}
        />
      </label>
      {error ? (
        <p id={`invite-${name}-error`} className="staff-admin__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

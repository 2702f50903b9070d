import type { Role } from "#app/modules/staff/roles.ts";

/** What /sales/staff says, in one place (the page and its tests read these). */
export const STAFF_ADMIN_MESSAGES = {
  title: "Staff",
  intro: "Invite people, change what they may do, or disable an account. Every change is in the audit log.",
  invalidEmail: "Enter the person's work e-mail address.",
  invalidName: "Enter the person's name (up to 100 characters).",
  invalidRole: "Choose a role.",
  alreadyExists: (email: string) =>
    `${email} already has an account: change its role or enable it in the list below.`,
  invited: (email: string) =>
    `Invitation sent: ${email} has a sign-in link by e-mail (it works for 15 minutes).`,
  invitedNotMailed: (email: string) =>
    `The account for ${email} is ready, but the e-mail could not be sent. Ask them to use "E-mail me a sign-in link" on the sign-in page.`,
  roleChanged: (name: string, role: string) => `${name} is now ${role}.`,
  disabled: (name: string, sessions: number) =>
    `${name} is disabled and can no longer sign in${sessions > 0 ? `; ${sessions} open session${sessions === 1 ? " was" : "s were"} ended` : ""}.`,
  enabled: (name: string) => `${name} is enabled again and can sign in.`,
  lastAdminSelf:
    "You are the last active admin: make someone else an admin first, or the console would have nobody to manage it.",
  lastAdmin: (name: string) =>
    `${name} is the last active admin: make someone else an admin first, or the console would have nobody to manage it.`,
  stale: (name: string) => `${name}'s account was changed by someone else meanwhile. Here is how it is now.`,
  notFound: "There is no such account.",
  badRequest: "The request was not understood. Reload the page and try again.",
  inviteHeading: "Invite someone",
  email: "Work e-mail",
  name: "Name",
  role: "Role",
  invite: "Invite and e-mail a sign-in link",
  accountsHeading: (count: number) => `Accounts (${count})`,
  you: " (you)",
  disabledSince: (date: string | null) => `Disabled since ${date}`,
  active: "Active",
  lastSignIn: (date: string) => `Last sign-in ${date}`,
  neverSignedIn: "Never signed in",
  roleOf: (name: string) => `Role of ${name}`,
  changeRole: "Change role",
  /** Read after "Change role" by a screen reader; the leading space joins it. */
  ofName: (name: string) => ` of ${name}`,
  enable: "Enable",
  disable: "Disable",
} as const;

export const ROLE_NAMES = { admin: "Admin", sales: "Sales", viewer: "Viewer" } as const;

/** A role with what it may do: the invitation's choices and the account page. */
export const ROLE_LABELS = {
  admin: "Admin: manages staff and sees the audit log",
  sales: "Sales: works leads",
  viewer: "Viewer: reads only",
} as const satisfies Record<Role, string>;

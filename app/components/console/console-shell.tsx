import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { CONSOLE_NAME } from "#app/modules/staff/console-name.ts";
import { CONSOLE_FRAME_MESSAGES as M } from "#app/languages/en/console/frame.ts";

export type ConsoleNavItem = { to: string; label: string };

/**
 * The console's frame: its own bar (the site's header and footer stay on the public pages), the
 * sections this person's role may open, and sign-out. Works by keyboard and on a 360 px phone.
 */
export function ConsoleShell({
  user,
  nav,
  children,
}: {
  user: { name: string; role: string } | null;
  nav: readonly ConsoleNavItem[];
  children: ReactNode;
}) {
  return (
    <div className="console">
      <a className="skip-link" href="#console-main">
        {M.skipLink}
      </a>
      <header className="console__bar">
        <a className="console__brand" href="/sales">
          {CONSOLE_NAME}
        </a>
        {user ? (
          <div className="console__user">
            <span>
              {user.name} <span className="visually-hidden">{M.role(user.role)}</span>
            </span>
            <Form method="post" action="/sales/sign-out">
              <button type="submit" className="console-button console-button--on-dark">
                {M.signOut}
              </button>
            </Form>
          </div>
        ) : null}
      </header>
      {nav.length > 0 ? (
        <nav className="console__nav" aria-label={M.nav}>
          {nav.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === "/sales"}>
              {item.label}
            </NavLink>
          ))}
        </nav>
      ) : null}
      <main id="console-main" className="console__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

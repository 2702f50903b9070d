/** The console's frame and its error page: the words every console page shares. */
export const CONSOLE_FRAME_MESSAGES = {
  /** The document title of the console layout before a page names itself. */
  title: "Sales console | Arka",
  skipLink: "Skip to content",
  role: (role: string) => `(role: ${role})`,
  signOut: "Sign out",
  nav: "Console",
  errorTitles: { forbidden: "Not allowed", notFound: "Not found", other: "Error" },
  notFound: "There is nothing here.",
  failed: "Something went wrong. Please try again.",
  /** A console page's data or file asked for without a session (401), or by a role without the right (403). */
  signInFirst: "Sign in to the sales console first.",
  notAllowed: "Your role does not allow this. Ask an admin if you need it.",
} as const;

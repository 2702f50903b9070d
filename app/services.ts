/**
 * The services the server creates once at start-up and hands to loaders and actions through the request
 * context. Routes depend on this type only, so the client bundle never pulls in server code.
 */
export type Services = {
  /** Answers true when the database accepts a query (used by the health endpoint). */
  checkDatabase: () => Promise<boolean>;
};

/**
 * Kysely table types. One interface per table; timestamps are epoch milliseconds (integers in both
 * dialects) so SQLite and PostgreSQL store and compare them the same way.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- tables arrive with the lead back end
export interface Database {}

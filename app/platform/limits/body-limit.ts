/**
 * The largest request body the site reads, whatever the path (docs/decisions/198): the Express layer
 * cuts anything larger before it is read, and the JSON URLs' own reader holds to the same figure.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The notice at collection every lead form shows (ConsentNotice, docs/decisions/165), versioned so a
 * lead records which notice its sender accepted. Change the notice's words → add a version here (the
 * date the new words took effect) and make it the current one; keep the old ones, which stored leads
 * still name. Its words, in each language, are the catalogue's `consent` area
 * (app/languages/<locale>/interface/consent.ts); a lead's `locale` says which language's notice it
 * was sent under.
 */

/** The notice shown today: the date of record 165, which set its words. */
export const NOTICE_VERSION = "2026-11-22";

/** Every notice a lead may have been sent under, oldest first. */
export const NOTICE_VERSIONS: readonly string[] = [NOTICE_VERSION];

/** The hidden field each lead form posts with the version of the notice it showed. */
export const NOTICE_VERSION_FIELD = "notice_version";

/**
 * The version to store with a lead: the posted one when it is a notice we have shown, otherwise the
 * current one (an old cached page or an API caller that sent nothing still saw today's notice, or none
 * we could name better).
 */
export function acceptedNoticeVersion(posted: unknown): string {
  return typeof posted === "string" && NOTICE_VERSIONS.includes(posted) ? posted : NOTICE_VERSION;
}

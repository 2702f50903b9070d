import { unlocalizedPath } from "#app/i18n/locales.ts";

/**
 * Pages whose content is English on every site (docs/decisions/180): the blog (its list shows the
 * articles' own headings and summaries) and the legal texts. Their /hi and /te copies keep the frame in
 * the visitor's language, but they are not Hindi or Telugu pages: their metadata says English, search
 * engines are asked not to index them, and no page names them as a language's alternate
 * (docs/decisions/192).
 */
const ENGLISH_CONTENT = [/^\/blog(\/|$)/, /^\/(terms-conditions|privacy-policy|cookie-policy)$/];

/** Whether the page at `path` (English or localized, "/hi/blog/x") holds English content. */
export function isEnglishContentPage(path: string): boolean {
  const pathname = unlocalizedPath(path.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1"));
  return ENGLISH_CONTENT.some((pattern) => pattern.test(pathname));
}

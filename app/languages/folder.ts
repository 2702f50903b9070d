import type { Translation } from "./translation.ts";

/**
 * A language's folder, as a chunk of its own: the browser loads only the page's language. The path is
 * built from the list's code, so adding a language never edits this file, and the list itself imports
 * no folder, so no folder's imports lead back to it (docs/decisions/203, 206).
 */
export function loadFolder(code: string): Promise<{ translation: Translation }> {
  return import(`./${code}/index.ts`);
}

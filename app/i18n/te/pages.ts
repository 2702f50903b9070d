import type { pages as english } from "../en/pages.ts";

export const pages: typeof english = {};

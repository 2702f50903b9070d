import type { tariffs as english } from "../en/tariffs.ts";

export const tariffs: typeof english = {};

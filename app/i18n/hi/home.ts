import type { home as english } from "../en/home.ts";

export const home: typeof english = {};

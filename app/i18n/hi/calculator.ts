import type { calculator as english } from "../en/calculator.ts";

export const calculator: typeof english = {};

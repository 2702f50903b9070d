import { expect as baseExpect } from "@playwright/test";

/** The test machine is shared and slow at times: generous waits, same assertions. */
export const expect = baseExpect.configure({ timeout: 15_000 });

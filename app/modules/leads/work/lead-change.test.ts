import { describe, expect, it } from "vitest";
import { parseLeadChange } from "./lead-change.ts";
import { WORK_ERRORS } from "./lead-labels.ts";

describe("a lead change with a control character (docs/decisions/198)", () => {
  it("gets the field's message: a note keeps its lines, a lost reason is one line", () => {
    expect(parseLeadChange({ intent: "note", version: "1", note: "Called\u0000 back" })).toEqual({
      ok: false,
      intent: "note",
      fieldErrors: { note: WORK_ERRORS.noteCharacters },
    });
    expect(parseLeadChange({ intent: "note", version: "1", note: "Called.\r\n\tWill visit" })).toMatchObject({
      ok: true,
      change: { type: "note", text: "Called.\r\n\tWill visit" },
    });
    expect(
      parseLeadChange({ intent: "status", version: "1", status: "lost", lost_reason: "Too\u0085 far" }),
    ).toEqual({
      ok: false,
      intent: "status",
      fieldErrors: { lost_reason: WORK_ERRORS.lostReasonCharacters },
    });
  });
});

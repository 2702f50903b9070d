import { describe, expect, it } from "vitest";
import { checkCorrection } from "./lead-corrections.ts";
import { maskMentionsInJson, maskMentionsInText } from "./mentions.server.ts";
import { normaliseIndianMobile, readSubject, subjectHint } from "./privacy-subject.ts";

describe("a request's phone and e-mail", () => {
  it.each([
    ["+91 98765 43210", "9876543210"],
    ["098765-43210", "9876543210"],
    ["0091 98765 43210", "9876543210"],
    ["(+91) 9876-543-210", "9876543210"],
    ["9876543210", "9876543210"],
    ["91 98765 43210", "9876543210"],
  ])("reads %s as %s", (typed, digits) => {
    expect(normaliseIndianMobile(typed)).toBe(digits);
  });

  it.each(["12345", "5876543210", "+1 415 555 0100", "98765432100"])("refuses %s", (typed) => {
    expect(normaliseIndianMobile(typed)).toBeNull();
  });

  it("needs one of the two, and each given one valid", () => {
    expect(readSubject({})).toEqual({ ok: false, problems: ["empty"] });
    expect(readSubject({ phone: "123", email: "nope" })).toEqual({ ok: false, problems: ["phone", "email"] });
    expect(readSubject({ email: " Meera@Example.ORG " })).toEqual({
      ok: true,
      subject: { phone: null, email: "meera@example.org" },
    });
  });

  it("refuses an e-mail address with a control character, which PostgreSQL could not look up (docs/decisions/198)", () => {
    expect(readSubject({ email: "asha\u0000@example.com" })).toEqual({ ok: false, problems: ["email"] });
  });

  it("keeps only a masked hint", () => {
    expect(subjectHint({ phone: "9876543210", email: "meera@example.org" })).toBe(
      "98xxxxxx10 · m***@example.org",
    );
  });

  it("masks every way the phone and e-mail are written in a text, and keeps JSON valid", () => {
    const subject = { phone: "9876543210", email: "meera@example.org" };
    expect(maskMentionsInText("Call +91 98765 43210 or 98765-43210, mail MEERA@example.org", subject)).toBe(
      "Call [erased] or [erased], mail [erased]",
    );
    expect(
      JSON.parse(maskMentionsInJson('{"q":9876543210,"n":[{"t":"meera@example.org"}],"k":3}', subject)),
    ).toEqual({
      q: "[erased]",
      n: [{ t: "[erased]" }],
      k: 3,
    });
  });

  it("checks a correction with the form's rule", () => {
    expect(checkCorrection("enquiry", "phone", "+91 91234 56789")).toEqual({ ok: true, value: "9123456789" });
    expect(checkCorrection("enquiry", "email", "not-an-email")).toEqual({
      ok: false,
      message: "Invalid email address",
    });
    expect(checkCorrection("dealer", "street", " 4 Park Street ")).toEqual({
      ok: true,
      value: "4 Park Street",
    });
  });
});

import { describe, expect, it } from "vitest";
import { stateDisplayName } from "#app/content/tariff-states.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { LOCALES } from "#app/i18n/locales.ts";
import { lookupPincodeOnServer } from "#app/modules/geo/pincode-lookup.server.ts";
import { askAboutPincode } from "#app/modules/leads/intake/pincode-question.server.ts";
import { LEAD_FLAGS, leadDisposition } from "#app/modules/leads/intake/lead-flags.ts";
import { checkPincodeState, PINCODE_CONFIRMED_FIELD } from "./pincode-state.ts";

const DELHI = lookupPincodeOnServer("110001");

describe("a pin code of another state than the one chosen", () => {
  it("is read from the pin code table: 110001 is in Delhi", () => {
    expect(DELHI).toEqual({ state: "Delhi", district: "New Delhi" });
  });

  it("is asked about, naming the pin code, its state and the state chosen", () => {
    const check = checkPincodeState({ pincode: "110001", state: "Maharashtra", place: DELHI, confirmed: "" });
    expect(check).toEqual({
      kind: "ask",
      message:
        "Pin code 110001 is in Delhi, not in Maharashtra. Please check the pin code and the state; if both are right, send the form as it is.",
    });
  });

  it("is asked about in the form's language, with the states' names in it", () => {
    for (const locale of LOCALES) {
      const check = checkPincodeState({
        pincode: "110001",
        state: "Maharashtra",
        place: DELHI,
        confirmed: "",
        locale,
      });
      expect(check.kind).toBe("ask");
      const message = check.kind === "ask" ? check.message : "";
      expect(message).toContain("110001");
      if (locale === "hi") expect(message).toMatch(/दिल्ली.*महाराष्ट्र/);
      if (locale === "te") expect(message).toMatch(/ఢిల్లీ.*మహారాష్ట్ర/);
      if (locale !== "en") expect(message).not.toMatch(/Delhi|Maharashtra/);
      expect(message).toBe(
        catalogueFor(locale).forms.validation.extra.pincodeOtherState(
          "110001",
          stateDisplayName("Delhi", locale),
          stateDisplayName("Maharashtra", locale),
        ),
      );
    }
  });

  it("is kept when sent again with that very pin code confirmed, not another", () => {
    const base = { pincode: "110001", state: "Maharashtra", place: DELHI };
    expect(checkPincodeState({ ...base, confirmed: "110001" })).toEqual({ kind: "confirmed" });
    expect(checkPincodeState({ ...base, confirmed: "110002" }).kind).toBe("ask");
  });

  it("is not questioned when it fits the state, is unknown, or no state is chosen", () => {
    expect(checkPincodeState({ pincode: "110001", state: "Delhi", place: DELHI, confirmed: "" })).toEqual({
      kind: "fits",
    });
    expect(checkPincodeState({ pincode: "110001", state: "delhi", place: DELHI, confirmed: "" }).kind).toBe(
      "fits",
    );
    expect(
      checkPincodeState({ pincode: "999999", state: "Kerala", place: undefined, confirmed: "" }).kind,
    ).toBe("fits");
    expect(checkPincodeState({ pincode: "110001", state: "", place: DELHI, confirmed: "" }).kind).toBe(
      "fits",
    );
  });
});

describe("the server's question (intake)", () => {
  it("sends the form back with the question on the pin code and the pin code to confirm", () => {
    const answer = askAboutPincode({ pincode: "110001", state: "Maharashtra" }, {}, "en");
    expect(answer).toMatchObject({
      ok: false,
      result: {
        ok: false,
        reason: "invalid",
        fieldErrors: { pincode: expect.stringContaining("110001 is in Delhi") },
        confirm: { [PINCODE_CONFIRMED_FIELD]: "110001" },
      },
    });
  });

  it("lets a confirmed pin code through with a note for sales that neither holds nor drops the lead", () => {
    const answer = askAboutPincode(
      { pincode: "110001", state: "Maharashtra" },
      { [PINCODE_CONFIRMED_FIELD]: " 110001 " },
      "en",
    );
    expect(answer).toEqual({ ok: true, flags: ["pincode_other_state"] });
    expect(LEAD_FLAGS.pincode_other_state.weight).toBe("note");
    expect(leadDisposition(["pincode_other_state"])).toEqual({ held: false, forward: true });
  });

  it("lets a pin code of the chosen state, or one the table does not know, through without a flag", () => {
    expect(askAboutPincode({ pincode: "411001", state: "Maharashtra" }, {}, "en")).toEqual({
      ok: true,
      flags: [],
    });
    expect(askAboutPincode({ pincode: "110001", state: "Kerala" }, {}, "en", () => undefined)).toEqual({
      ok: true,
      flags: [],
    });
  });
});

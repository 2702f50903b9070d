import { describe, expect, it } from "vitest";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { LOCALES } from "#app/i18n/locales.ts";
import {
  callbackChoiceOpen,
  callbackChoices,
  todayClosesAtHour,
  validateCallback,
} from "./callback-schema.ts";

/** An instant given as a time of day in India on 27 November 2026. */
const inIndia = (hour: number, minute = 0) => Date.UTC(2026, 10, 27, hour, minute) - 5.5 * 3_600_000;

const request = (preferred_time: string) => ({
  name: "Lakshmi Devi",
  phone_number: "9876543210",
  campaign_id: "23",
  source: "website",
  preferred_time,
});

describe("call-back times that have passed", () => {
  it("today's close when their part of the day ends in India; tomorrow's never", () => {
    expect(todayClosesAtHour("today_morning")).toBe(12);
    expect(todayClosesAtHour("today_afternoon")).toBe(16);
    expect(todayClosesAtHour("today_evening")).toBe(19);
    expect(todayClosesAtHour("tomorrow_morning")).toBeUndefined();
    expect(todayClosesAtHour("today_constructor")).toBeUndefined();
    expect(callbackChoiceOpen("today_morning", inIndia(11, 59))).toBe(true);
    expect(callbackChoiceOpen("today_morning", inIndia(12, 0))).toBe(false);
    expect(callbackChoiceOpen("today_evening", inIndia(18, 59))).toBe(true);
    expect(callbackChoiceOpen("today_evening", inIndia(19, 0))).toBe(false);
    expect(callbackChoiceOpen("tomorrow_morning", inIndia(23, 30))).toBe(true);
  });

  it("the choices offered at a time are exactly those still open then", () => {
    for (let hour = 0; hour < 24; hour++) {
      const offered = callbackChoices(inIndia(hour, 30)).map((c) => c.value);
      const open = (["today", "tomorrow"] as const)
        .flatMap((day) => (["morning", "afternoon", "evening"] as const).map((slot) => `${day}_${slot}`))
        .filter((choice) => callbackChoiceOpen(choice, inIndia(hour, 30)));
      expect(offered, `${hour}:30`).toEqual(open);
    }
  });

  it("a time that has passed is refused with a message in the form's language", () => {
    for (const locale of LOCALES) {
      expect(validateCallback(request("today_morning"), locale, inIndia(13))).toEqual({
        ok: false,
        errors: { preferred_time: catalogueFor(locale).forms.validation.callback.slotPassed },
      });
    }
    expect(validateCallback(request("today_afternoon"), "en", inIndia(13)).ok).toBe(true);
    expect(validateCallback(request("tomorrow_morning"), "en", inIndia(20)).ok).toBe(true);
    // Without a clock only the form is checked (the browser's first pass on a rendered page).
    expect(validateCallback(request("today_morning"), "en").ok).toBe(true);
  });
});

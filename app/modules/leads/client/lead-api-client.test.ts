import { describe, expect, it } from "vitest";
import { dealerLoadFailure, loadMessages } from "./lead-api-client.ts";

describe("dealerLoadFailure (seed 000 section 8)", () => {
  it("in English shows the server's message or the error's text", () => {
    expect(dealerLoadFailure("en", "Dealer service paused")).toBe("Dealer service paused");
    expect(dealerLoadFailure("en", new Error("connect ECONNREFUSED"))).toBe("connect ECONNREFUSED");
  });

  it("in English falls back when there is nothing to show", () => {
    expect(dealerLoadFailure("en")).toBe(loadMessages("en").dealerFallback);
    expect(dealerLoadFailure("en", "")).toBe(loadMessages("en").dealerFallback);
    expect(dealerLoadFailure("en", new Error(""))).toBe(loadMessages("en").dealerFallback);
  });

  it("in Hindi and Telugu shows that language's fallback, never the English text", () => {
    for (const locale of ["hi", "te"] as const) {
      expect(dealerLoadFailure(locale, new Error("connect ECONNREFUSED"))).toBe(
        loadMessages(locale).dealerFallback,
      );
      expect(dealerLoadFailure(locale, "Dealer service paused")).toBe(loadMessages(locale).dealerFallback);
    }
    expect(loadMessages("hi").dealerFallback).not.toBe(loadMessages("en").dealerFallback);
  });
});

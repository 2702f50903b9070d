import { describe, expect, it } from "vitest";
import { activeFilterCount, inboxQuery, parseInboxQuery, phoneDigitsOf } from "./inbox-filter.ts";
import { endOfDayIST, formatDateTimeIST, formatIndianPhone, startOfDayIST } from "./lead-format.ts";

describe("the inbox filter in the address bar", () => {
  it("reads known values, drops unknown ones, and writes them back in one order", () => {
    const { filter, page } = parseInboxQuery(
      new URLSearchParams(
        "page=3&assignee=none&flag=held&to=2026-11-30&from=2026-02-30&source=facebook&campaign=24&zone=South&state=kerala&status=won&kind=landing&q=%20Meera%20&extra=1",
      ),
    );
    expect(filter).toEqual({
      q: "Meera",
      kind: "landing",
      status: "won",
      state: "Kerala",
      zone: "South",
      campaign: "24",
      source: "facebook",
      to: "2026-11-30",
      flag: "held",
      assignee: "none",
    });
    expect(page).toBe(3);
    expect(inboxQuery(filter, page)).toBe(
      "?q=Meera&kind=landing&status=won&state=Kerala&zone=South&campaign=24&source=facebook&to=2026-11-30&flag=held&assignee=none&page=3",
    );
    expect(activeFilterCount(filter)).toBe(9);
    expect(
      parseInboxQuery(new URLSearchParams("kind=robots&status=&page=0&assignee=abc&state=Atlantis")),
    ).toEqual({
      filter: {},
      page: 1,
    });
    expect(inboxQuery({}, 1)).toBe("");
    expect(inboxQuery({ assignee: 12 }, 2)).toBe("?assignee=12&page=2");
  });

  it("drops control characters pasted into the search and the text filters", () => {
    const { filter } = parseInboxQuery(new URLSearchParams("q=Ravi%00Kumar&campaign=spring%07"));
    expect(filter.q).toBe("Ravi Kumar");
    expect(filter.campaign).toBe("spring");
  });

  it("reads a phone number however it is typed", () => {
    for (const typed of [
      "9876543210",
      "+91 98765 43210",
      "+91-98765-43210",
      "(+91) 98765 43210",
      "098765 43210",
      "0091 98765 43210",
    ])
      expect(phoneDigitsOf(typed), typed).toBe("9876543210");
    expect(phoneDigitsOf("43210")).toBe("43210");
    expect(phoneDigitsOf("12")).toBeUndefined();
    expect(phoneDigitsOf("meera2024")).toBeUndefined();
    expect(phoneDigitsOf("a@b.in")).toBeUndefined();
  });

  it("counts India days and writes India times", () => {
    expect(startOfDayIST("2026-11-21")).toBe(Date.UTC(2026, 10, 20, 18, 30));
    expect(endOfDayIST("2026-11-21")).toBe(Date.UTC(2026, 10, 21, 18, 30));
    expect(formatDateTimeIST(Date.UTC(2026, 10, 24, 5, 12))).toBe("24 November 2026, 10:42 am");
    expect(formatDateTimeIST(Date.UTC(2026, 10, 24, 18, 40))).toBe("25 November 2026, 12:10 am");
    expect(formatDateTimeIST(Date.UTC(2026, 10, 24, 7, 0))).toBe("24 November 2026, 12:30 pm");
    expect(formatIndianPhone("9876543210")).toBe("+91 98765 43210");
  });
});

describe("counts for Indian readers", () => {
  it("groups thousands, then pairs", async () => {
    const { formatCount } = await import("./lead-format.ts");
    expect([0, 999, 1000, 12345, 123456, 1234567, 50000].map(formatCount)).toEqual([
      "0",
      "999",
      "1,000",
      "12,345",
      "1,23,456",
      "12,34,567",
      "50,000",
    ]);
  });
});

describe("the inbox's page links", () => {
  it("offer the first, the last and two either side, with gaps", async () => {
    const { pageNumbers } = await import("#app/components/console/inbox-pager.tsx");
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
    expect(pageNumbers(20, 20)).toEqual([1, "gap", 18, 19, 20]);
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, 6, "gap", 20]);
  });
});

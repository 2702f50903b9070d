import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvLine } from "./csv.ts";

describe("CSV for spreadsheets", () => {
  it("quotes commas, quotes and line breaks, and doubles inner quotes", () => {
    expect(csvCell("Kochi")).toBe("Kochi");
    expect(csvCell("Kochi, Kerala")).toBe('"Kochi, Kerala"');
    expect(csvCell('The "best" roof')).toBe('"The ""best"" roof"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
    expect(csvCell("₹ 1,23,456.00 मराठी")).toBe('"₹ 1,23,456.00 मराठी"');
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""Click"")"',
    );
    expect(csvCell("+91 98765 43210")).toBe("'+91 98765 43210");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("ends lines with CRLF and starts files with a byte-order mark", () => {
    expect(csvLine(["a", "b,c", null])).toBe('a,"b,c",\r\n');
    expect(CSV_BOM).toBe("\uFEFF");
    expect(Buffer.from(CSV_BOM, "utf8")).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});

import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PINCODE_OUTPUT_DIR, buildPincodeTable, matchDistrict } from "./build-pincode-table.ts";
import { findDistrict } from "#app/modules/geo/geography.ts";

describe("pin code table", () => {
  it("matches old directory names to today's LGD districts", () => {
    expect(matchDistrict({ state: "KARNATAKA", city: "BANGALORE" })).toEqual({
      state: "Karnataka",
      district: "Bengaluru Urban",
    });
    expect(matchDistrict({ state: "HARYANA", city: "GURGAON" })).toEqual({
      state: "Haryana",
      district: "Gurugram",
    });
    expect(matchDistrict({ state: "MAHARASHTRA", city: "RAIGARH(MH)" })).toEqual({
      state: "Maharashtra",
      district: "Raigad",
    });
    // Renamed districts take their current names; Bihar's Aurangabad stays Aurangabad.
    expect(matchDistrict({ state: "MAHARASHTRA", city: "AURANGABAD(MH)" })?.district).toBe(
      "Chhatrapati Sambhajinagar",
    );
    expect(matchDistrict({ state: "MAHARASHTRA", city: "OSMANABAD" })?.district).toBe("Dharashiv");
    expect(matchDistrict({ state: "MAHARASHTRA", city: "AHMEDNAGAR" })?.district).toBe("Ahilyanagar");
    expect(matchDistrict({ state: "BIHAR", city: "AURANGABAD(BH)" })?.district).toBe("Aurangabad");
    // A district that moved to a new state follows it (Leh: Jammu and Kashmir → Ladakh).
    expect(matchDistrict({ state: "JAMMU & KASHMIR", city: "LEH" })).toEqual({
      state: "Ladakh",
      district: "Leh Ladakh",
    });
    // Bardhaman was split in two: no guess.
    expect(matchDistrict({ state: "WEST BENGAL", city: "BARDHAMAN" })).toBeUndefined();
  });

  it("keeps a pin code only when most of its post offices agree on the district", () => {
    const row = (pincode: string, city: string) => ({ state: "KARNATAKA", city, district: "x", pincode });
    const { chunks, stats } = buildPincodeTable([
      row("560001", "BANGALORE"),
      row("560001", "BANGALORE"),
      row("560001", "TUMKUR"),
      row("572101", "TUMKUR"),
      row("572101", "BANGALORE"),
    ]);
    expect(chunks.get("560")).toEqual({ "560001": ["Karnataka", "Bengaluru Urban"] });
    expect(chunks.get("572")).toBeUndefined();
    expect(stats).toMatchObject({ kept: 1, ambiguous: 1 });
  });

  it("the committed table names only districts of the geography list", () => {
    const files = fs.readdirSync(PINCODE_OUTPUT_DIR);
    expect(files.length).toBeGreaterThan(300);
    for (const file of files) {
      expect(file).toMatch(/^[1-9]\d\d\.json$/);
      const chunk = JSON.parse(fs.readFileSync(path.join(PINCODE_OUTPUT_DIR, file), "utf8")) as Record<
        string,
        [string, string]
      >;
      for (const [pincode, [state, district]] of Object.entries(chunk)) {
        expect(pincode.slice(0, 3)).toBe(file.slice(0, 3));
        expect(findDistrict(state, district)?.district_name).toBe(district);
      }
    }
  });
});

import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { buildGeoData, GEO_OUTPUT } from "#scripts/build-geo-data.ts";
import {
  districts,
  districtsOfState,
  findDistrict,
  stateDistrictRecords,
  states,
  zonalNameOfState,
  zones,
} from "./geography.ts";

describe("geography", () => {
  it("is in sync with data/ (run node scripts/build-geo-data.ts after changing it)", () => {
    expect(fs.readFileSync(GEO_OUTPUT, "utf8")).toBe(buildGeoData());
  });

  it("lists 36 states and UTs and 763 districts, each state in a zone with districts", () => {
    expect(states).toHaveLength(36);
    expect(districts).toHaveLength(763);
    const zoneCodes = new Set(zones.map((z) => z.zonal_code));
    for (const state of states) {
      expect(zoneCodes.has(state.zonal_code), state.state_name).toBe(true);
      expect(districtsOfState(state.state_name).length, state.state_name).toBeGreaterThan(0);
    }
    expect(new Set(districts.map((d) => d.id)).size).toBe(763);
  });

  it("finds a state's zone and districts by name, and nothing for an unknown state", () => {
    expect(zonalNameOfState("Telangana")).toBe("South");
    expect(districtsOfState("Assam").every((d) => d.state_code === "AS")).toBe(true);
    expect(districtsOfState("Atlantis")).toEqual([]);
    expect(zonalNameOfState("Atlantis")).toBe("");
  });

  it("uses Maharashtra's current district names and still finds the former ones", () => {
    const names = districtsOfState("Maharashtra").map((d) => d.district_name);
    expect(names).toEqual(expect.arrayContaining(["Chhatrapati Sambhajinagar", "Dharashiv", "Ahilyanagar"]));
    expect(names.filter((n) => /^(Aurangabad|Osmanabad|Ahmednagar)$/.test(n))).toEqual([]);
    expect(findDistrict("Maharashtra", "Aurangabad")?.district_name).toBe("Chhatrapati Sambhajinagar");
    expect(findDistrict("maharashtra", " osmanabad ")?.district_name).toBe("Dharashiv");
    expect(findDistrict("Maharashtra", "Ahmednagar")?.district_name).toBe("Ahilyanagar");
    expect(findDistrict("Maharashtra", "Ahilyanagar")?.id).toBe(466);
    // Bihar's Aurangabad is another district and keeps its name.
    expect(findDistrict("Bihar", "Aurangabad")?.district_name).toBe("Aurangabad");
  });

  it("builds the dealer form's {State, District} records", () => {
    const records = stateDistrictRecords();
    expect(records).toHaveLength(763);
    expect(records).toContainEqual({ State: "Maharashtra", District: "Pune" });
  });
});

import { describe, expect, it } from "vitest";
import { LOCATOR, locatorPoint, statePositions } from "./state-positions.ts";
import { tariffStateNames } from "./tariff-states.ts";

describe("state locator positions", () => {
  it("places every tariff region inside the drawing", () => {
    for (const { slug } of tariffStateNames) {
      const position = statePositions[slug];
      expect(position, slug).toBeDefined();
      if (!position) continue;
      const { x, y } = locatorPoint(position);
      expect(x, slug).toBeGreaterThanOrEqual(0);
      expect(x, slug).toBeLessThanOrEqual(LOCATOR.width);
      expect(y, slug).toBeGreaterThanOrEqual(0);
      expect(y, slug).toBeLessThanOrEqual(LOCATOR.height);
    }
  });

  it("keeps north up and west left", () => {
    const kashmir = locatorPoint(statePositions["jammu-and-kashmir"] ?? [0, 0]);
    const kerala = locatorPoint(statePositions.kerala ?? [0, 0]);
    const assam = locatorPoint(statePositions.assam ?? [0, 0]);
    expect(kashmir.y).toBeLessThan(kerala.y);
    expect(kerala.x).toBeLessThan(assam.x);
  });
});

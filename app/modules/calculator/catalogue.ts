/**
 * The calculator catalogue (docs/decisions/200, Calculator): three products, each with two property types.
 * Every type shares the per-kW figures; only the project cost factors differ.
 */

export const PRODUCT_IDS = ["conventional", "inroof", "integrated"] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

export const PROPERTY_TYPES = ["residential", "industrial"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export type PropertyTypeData = {
  /** Roof area one kW of panels needs, in sq ft. */
  areaPerKwSqFt: number;
  /** Units (kWh) one kW generates per day. */
  unitsPerKwPerDay: number;
  /** Project cost factor with the mounting structure. */
  costFactorWithStructure: number;
  /** Project cost factor without the structure: the one the page shows. */
  costFactorWithoutStructure: number;
};

export type Product = { id: ProductId; name: string; types: Record<PropertyType, PropertyTypeData> };

const AREA_PER_KW_SQ_FT = 60;
const UNITS_PER_KW_PER_DAY = 4;

function typeData(withStructure: number, withoutStructure: number): PropertyTypeData {
  return {
    areaPerKwSqFt: AREA_PER_KW_SQ_FT,
    unitsPerKwPerDay: UNITS_PER_KW_PER_DAY,
    costFactorWithStructure: withStructure,
    costFactorWithoutStructure: withoutStructure,
  };
}

export const catalogue: Record<ProductId, Product> = {
  conventional: {
    id: "conventional",
    name: "Conventional Roof",
    types: { residential: typeData(50, 45), industrial: typeData(40, 35) },
  },
  inroof: {
    id: "inroof",
    name: "Inroof",
    types: { residential: typeData(45, 40), industrial: typeData(45, 40) },
  },
  integrated: {
    id: "integrated",
    name: "Integrated Roof",
    types: { residential: typeData(90, 60), industrial: typeData(90, 60) },
  },
};

export const propertyTypeNames: Record<PropertyType, string> = {
  residential: "Residential",
  industrial: "Industrial",
};

/** Input ranges (docs/decisions/200, Calculator). */
export const INPUT_LIMITS = {
  bill: { min: 0, max: 500_000 },
  units: { min: 0, max: 400_000 },
  area: { min: 0, max: 300_000 },
} as const;
export type NumericInput = keyof typeof INPUT_LIMITS;

export const YEARS = { min: 1, max: 25, default: 10 } as const;

/**
 * What a product change resets to (docs/decisions/140-solar-calculator-defaults.md): the three inputs
 * empty (0), the property type the product's first. Arka's own product is the page's first choice.
 */
export const DEFAULT_PRODUCT: ProductId = "integrated";
export const DEFAULT_NUMERIC_INPUTS: Record<NumericInput, number> = { bill: 0, units: 0, area: 0 };

export function isProductId(value: unknown): value is ProductId {
  return typeof value === "string" && (PRODUCT_IDS as readonly string[]).includes(value);
}

export function isPropertyType(value: unknown): value is PropertyType {
  return typeof value === "string" && (PROPERTY_TYPES as readonly string[]).includes(value);
}

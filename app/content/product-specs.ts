/**
 * The product specification records (docs/decisions/200, Content): four groups per product, each a list of
 * label/value rows. Values the specification states are kept word for word in meaning; the fields it leaves
 * "not shown" carry plausible figures for a 144-cell mono PERC module (docs/decisions/130-product-and-spec-content.md).
 * Other languages (app/languages/<locale>/content/product-specs.ts) build theirs with the same `specGroups`,
 * so every language has the same groups and rows in the same order.
 */
export type SpecRow = { label: string; value: string };
export type SpecGroup = { title: string; rows: SpecRow[] };

/** The group and field names the specification fixes, in its order (docs/decisions/200, Content). */
export const specGroupTitles = [
  "Module Details",
  "Dimensions",
  "System Design",
  "Other Important Parameters",
] as const;

/** Module data stated without naming the product (docs/decisions/200, Content); every product uses it. */
export type ModuleData = { temperature: string; hail: string; loads: string };

const moduleData: ModuleData = {
  temperature: "-40 °C to +85 °C",
  hail: "Up to 25 mm hailstones at 23 m/s",
  loads: "Snow load 5400 Pa, wind load 2400 Pa",
};

export type SpecValues = {
  cells: string;
  totalCells: string;
  wattage: string;
  size: string;
  weight: string;
  frame: string;
  areaPerKwp: string;
  lifeSpan: string;
  windSpeed: string;
  fireRating: string;
  walkOnRoof: string;
  leakage: string;
};

/** The values that are bare figures, the same in every language; the others have words in them. */
export type SpecFigureField = "totalCells" | "wattage" | "windSpeed";
export type SpecWords = Omit<SpecValues, SpecFigureField>;

/** Every field of a spec table, group by group, in the specified order. */
const specLayout = [
  ["cells", "totalCells", "wattage"],
  ["size", "weight", "frame"],
  ["temperature", "hail", "loads"],
  ["areaPerKwp", "lifeSpan", "windSpeed", "fireRating", "walkOnRoof", "leakage"],
] as const satisfies readonly (readonly (keyof SpecValues | keyof ModuleData)[])[];

export type SpecField = (typeof specLayout)[number][number];

/** A language's words for the spec tables: group titles (in the specified order), row labels, module data. */
export type SpecText = {
  groupTitles: readonly [string, string, string, string];
  labels: Record<SpecField, string>;
  moduleData: ModuleData;
};

const specTextEn: SpecText = {
  groupTitles: specGroupTitles,
  labels: {
    cells: "Type of cells",
    totalCells: "Total Cells",
    wattage: "Module Wattage",
    size: "LxBxH",
    weight: "Weight",
    frame: "Frame Type",
    temperature: "Temp. range",
    hail: "Hail",
    loads: "Max Capacity",
    areaPerKwp: "Area per Kwp",
    lifeSpan: "Life Span of roof",
    windSpeed: "Wind Speed",
    fireRating: "Fire Rating",
    walkOnRoof: "Walk on Roof",
    leakage: "Leakage of Air, Water & Dust",
  },
  moduleData,
};

export function specGroups(v: SpecValues, text: SpecText = specTextEn): SpecGroup[] {
  const values: Record<SpecField, string> = { ...v, ...text.moduleData };
  return specLayout.map((fields, index) => ({
    title: text.groupTitles[index] ?? "",
    rows: fields.map((field) => ({ label: text.labels[field], value: values[field] })),
  }));
}

/**
 * The row of `field` in spec groups built by `specGroups`, in any language: found by its place in the
 * layout, since the labels differ from language to language.
 */
export function specRow(specs: readonly SpecGroup[], field: SpecField): SpecRow | undefined {
  for (const [index, fields] of specLayout.entries()) {
    const place = (fields as readonly SpecField[]).indexOf(field);
    if (place !== -1) return specs[index]?.rows[place];
  }
  return undefined;
}

export function specValue(specs: readonly SpecGroup[], field: SpecField): string | undefined {
  return specRow(specs, field)?.value;
}

/** The English values of each product, keyed by product id (the product index key). */
export const productSpecValues = {
  "arka-integrated-solar-roof": {
    cells: "Monocrystalline PERC, half-cut",
    totalCells: "144 (6 × 24)",
    wattage: "550 Wp",
    size: "2300 × 1150 × 40 mm (module bonded to its fibre-cement roof board)",
    weight: "48 kg per roof panel",
    frame: "Frameless: fibre-cement board with interlocking edges",
    areaPerKwp: "54 sq ft",
    lifeSpan: "45 years",
    windSpeed: "200-250 kmph",
    fireRating: "Class A",
    walkOnRoof: "Yes",
    leakage: "None",
  },
  "arka-inroof-solar": {
    cells: "Monocrystalline PERC, half-cut",
    totalCells: "144 (6 × 24)",
    wattage: "540 Wp",
    size: "2279 × 1134 × 35 mm",
    weight: "28 kg",
    frame: "Anodised aluminium with in-roof flashing kit",
    areaPerKwp: "70 sq ft",
    lifeSpan: "25 years",
    windSpeed: "150-200 kmph",
    fireRating: "Class C",
    walkOnRoof: "No",
    leakage: "Sealed by flashing; depends on installation",
  },
  "arka-conventional-solar-module": {
    cells: "Monocrystalline PERC, half-cut",
    totalCells: "144 (6 × 24)",
    wattage: "540 Wp",
    size: "2279 × 1134 × 35 mm",
    weight: "27.5 kg",
    frame: "Anodised aluminium, mounted on a raised structure",
    areaPerKwp: "100 sq ft",
    lifeSpan: "25 years",
    windSpeed: "100 kmph",
    fireRating: "Class C",
    walkOnRoof: "No",
    leakage: "Not applicable: the existing roof stays underneath",
  },
} satisfies Record<string, SpecValues>;

export type ProductKey = keyof typeof productSpecValues;

/** Specs keyed by product id (the product index key). */
export const productSpecs: Readonly<Record<string, SpecGroup[]>> = Object.fromEntries(
  Object.entries(productSpecValues).map(([key, values]) => [key, specGroups(values)]),
);

/** What each product page says about its product (our own text) and its illustration. */
export type ProductStory = {
  summary: string;
  paragraphs: string[];
  illustration: { src: string; width: number; height: number; alt: string };
};

export const productStories: Readonly<Record<string, ProductStory>> = {
  "arka-integrated-solar-roof": {
    summary:
      "Solar cells bonded to a fibre-cement board: one product that is both the roof and the power plant.",
    paragraphs: [
      "Arka Integrated Solar Roof replaces the roof instead of sitting on top of it. Each panel is a solar module bonded to a fibre-cement board, laid on purlins like ordinary roofing sheets, so a new shed, factory or home gets its roof and its power plant in one job.",
      "Because the cement board keeps the heat of the cells away from the room below, interiors stay cooler and the cells run at a lower temperature, which is where the extra generation comes from. The roof is walkable for cleaning and maintenance and it keeps out rain, dust and air without separate sheeting.",
    ],
    illustration: {
      src: "images/products/arka-integrated-solar-roof.svg",
      width: 640,
      height: 400,
      alt: "Illustration: a house whose whole roof is made of dark blue solar panels on a grey cement base",
    },
  },
  "arka-inroof-solar": {
    summary:
      "Framed solar modules set into the roof plane in place of tiles or sheets, with flashing around them.",
    paragraphs: [
      "Arka Inroof Solar sets framed modules into the roof itself, in place of the tiles or sheets they replace. A flashing kit seals the edges so the modules sit flush with the rest of the roof and look tidier than panels on rails.",
      "It suits pitched roofs being re-laid, where the owner wants a neat look and some saving on roofing material, but not a fully integrated roof.",
    ],
    illustration: {
      src: "images/products/arka-inroof-solar.svg",
      width: 640,
      height: 400,
      alt: "Illustration: a pitched roof with grey tiles and a flush block of framed solar panels set into it",
    },
  },
  "arka-conventional-solar-module": {
    summary: "Standard framed solar modules for mounting on a raised structure above an existing roof.",
    paragraphs: [
      "Arka Conventional Solar Module is the familiar framed panel, mounted on a steel or aluminium structure above a roof that stays as it is. It is the right choice where the roof is sound and will not be replaced for years.",
      "The structure needs more roof area per kilowatt than the integrated roof, and the panels are not walkable, but installation does not touch the roof below.",
    ],
    illustration: {
      src: "images/products/arka-conventional-solar-module.svg",
      width: 640,
      height: 400,
      alt: "Illustration: a flat-roofed house with framed solar panels on a raised metal structure",
    },
  },
};

/**
 * A language's spec tables: its words for the values that have words in them, the figures taken from the
 * English values, laid out by `specGroups` like the English ones.
 */
export function localizedSpecs(
  words: Record<ProductKey, SpecWords>,
  text: SpecText,
): Readonly<Record<string, SpecGroup[]>> {
  return Object.fromEntries(
    Object.entries(productSpecValues).map(([key, values]) => [
      key,
      specGroups({ ...values, ...words[key as ProductKey] }, text),
    ]),
  );
}

/** A product page's text in another language; the illustration file and size stay the English one's. */
export type ProductStoryText = { summary: string; paragraphs: string[]; illustrationAlt: string };

export function localizedStories(
  texts: Record<ProductKey, ProductStoryText>,
): Readonly<Record<string, ProductStory>> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([key, text]) => {
      const english = productStories[key];
      if (!english) return [];
      const story: ProductStory = {
        summary: text.summary,
        paragraphs: text.paragraphs,
        illustration: { ...english.illustration, alt: text.illustrationAlt },
      };
      return [[key, story]];
    }),
  );
}

/** A language's product names (app/languages/<locale>/content/); "Arka" stays in Latin letters. */
export type ProductNames = Record<ProductKey, { title: string; product_page_name?: string }>;

import { calculator } from "./calculator.ts";
import { common } from "./common.ts";
import { consent } from "./consent.ts";
import { forms } from "./forms.ts";
import { home } from "./home.ts";
import { pages } from "./pages.ts";
import { products } from "./products.ts";
import { tariffs } from "./tariffs.ts";

/** Every interface string in English, by area; one file per area (docs/decisions/180). */
export const catalogue = { common, forms, consent, calculator, tariffs, home, products, pages };

/**
 * The interface text of one language. English defines the shape; each other language's files are typed
 * against it, so a missing or extra string fails the type check. Strings that take a value are small
 * functions ((n) => `...${n}...`), so word order stays the translator's.
 */
export type Catalogue = typeof catalogue;

import type { Catalogue } from "../../en/interface/index.ts";
import { calculator } from "./calculator.ts";
import { common } from "./common.ts";
import { consent } from "./consent.ts";
import { forms } from "./forms.ts";
import { home } from "./home.ts";
import { pages } from "./pages.ts";
import { products } from "./products.ts";
import { tariffs } from "./tariffs.ts";

/** Every interface string in Telugu, by area; one file per area (docs/decisions/180). */
export const catalogue: Catalogue = { common, forms, consent, calculator, tariffs, home, products, pages };

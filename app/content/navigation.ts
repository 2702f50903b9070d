import { productIndex, productsWithPage } from "./product-index.ts";

export type NavLink = { label: string; to: string };
export type NavItem = NavLink | { label: string; children: NavLink[] };

/** The main menu of seed 000 section 2, in order. */
export const mainMenu: NavItem[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
  {
    label: "Products",
    children: productsWithPage.map((p) => ({
      label: p.product_page_name ?? p.title,
      to: `/products/${p.key}`,
    })),
  },
  { label: "Portfolio", to: "/portfolio" },
  {
    label: "Technical Specs",
    children: productIndex.map((p) => ({ label: p.title, to: `/technical-specs/${p.key}` })),
  },
  { label: "News & Events", to: "/news" },
  { label: "Blog", to: "/blog" },
  { label: "Contact Us", to: "/contact" },
];

/** Footer links of seed 001 "Footer". */
export const footerLinks: { heading: string; links: NavLink[] }[] = [
  {
    heading: "Explore",
    links: [
      { label: "Portfolio", to: "/portfolio" },
      { label: "Technical Specs", to: "/technical-specs/arka-integrated-solar-roof" },
      { label: "News & Events", to: "/news" },
      { label: "Blog", to: "/blog" },
      { label: "Contact Us", to: "/contact" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { label: "Terms & Conditions", to: "/terms-conditions" },
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Cookie Policy", to: "/cookie-policy" },
    ],
  },
];

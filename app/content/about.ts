import { claimFigures as f } from "./claims.ts";
import { site } from "./site.ts";

const p = site.product;

/**
 * About page text: our own words around the specification's About claims (docs/decisions/200,
 * Content: marketing claims, not guarantees).
 */
export const aboutContent: AboutContent = {
  whatIs: [
    `${p} is a roof and a solar power plant in one. Solar cells are bonded to a fibre-cement board, and the boards lock together to form the roof itself, so there is no separate sheet underneath and no metal frame on top.`,
    `It goes on like an ordinary roof over homes, factories, warehouses, bus stops and walkways, and from the day it is connected it makes electricity from the sun that falls on it.`,
    `With the money it saves on electricity bills, ${p} has paid for itself in ${f.paybackFromYears} to ${f.paybackToYears} years on the projects we list, and it goes on making electricity for ${f.powerLifeYears} years.`,
  ],
  differences: [
    {
      title: "One product, not two",
      text: "Conventional panels sit on a frame above a roof you have already paid for. With Arka the roof is the panel, so you buy, install and maintain one thing.",
    },
    {
      title: "Quiet and calm under rain",
      text: "The cement board generates no noise and softens the drumming of rain that metal sheets are known for, and it reduces the heat that reaches the room below.",
    },
    {
      title: "No insulation mat, no rust",
      text: "The board itself slows heat transfer, so no insulation mat is needed, and there is no steel sheet to rust in coastal or industrial air.",
    },
    {
      title: "Safe by nature",
      text: "Arka is fire resistant, shock proof and non-hazardous: no asbestos and nothing that flakes or leaches.",
    },
    {
      title: "Made to measure",
      text: "For larger orders the boards can be made in customised sizes, and the same boards can clad the faces of buildings as well as their roofs.",
    },
    {
      title: "A complete system",
      text: "We work with battery and inverter makers, so your roof arrives as a working power system, not a box of parts.",
    },
  ],
  highlights: [
    { label: "Payback", value: `${f.paybackFromYears} to ${f.paybackToYears} years (our listed projects)` },
    { label: "Roof life", value: `${f.roofLifeYears} years` },
    { label: "Board density", value: "1300 kg per cubic metre" },
    { label: "Thermal conductivity", value: "0.072 W/mtK" },
    { label: "Noise", value: "None generated" },
    { label: "Insulation mat", value: "Not needed" },
    { label: "Rust", value: "None: no metal sheet" },
    { label: "Fire and shock", value: "Fire resistant and shock proof" },
    { label: "Materials", value: "Non-hazardous" },
  ],
};

export type AboutContent = {
  whatIs: string[];
  differences: Array<{ title: string; text: string }>;
  highlights: Array<{ label: string; value: string }>;
};

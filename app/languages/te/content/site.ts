import type { SiteText } from "#app/content/site.ts";
import { claimFigures } from "#app/content/claims.ts";

export const siteText: SiteText = {
  blurb:
    "Arka ఇంటిగ్రేటెడ్ సోలార్ పైకప్పును తయారు చేస్తుంది: సోలార్ సెల్స్ ఫైబర్-సిమెంట్ బోర్డుకు అతుక్కొని ఉంటాయి, ఆ బోర్డే మీ పైకప్పు. " +
    `ఒకే ప్రోడక్ట్ వాన, వేడి నుంచి కాపాడుతుంది, ${claimFigures.powerLifeYears} ఏళ్ల పాటు కరెంటును ఉత్పత్తి చేస్తుంది.`,
  address: {
    lines: ["ప్లాట్ 0, ఎగ్జాంపుల్ ఇండస్ట్రియల్ ఎస్టేట్", "సికింద్రాబాద్"],
    city: "సికింద్రాబాద్",
    state: "తెలంగాణ",
    country: "భారతదేశం",
  },
};

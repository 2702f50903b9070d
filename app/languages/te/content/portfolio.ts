import {
  type PortfolioStat,
  type Project,
  translateProjects,
  translateStats,
} from "#app/content/portfolio.ts";

/** The portfolio in Telugu: names, places and picture descriptions; figures and pictures are the English ones. */

const views = ["పరిసరాలతో", "పైకప్పు సోలార్ సెల్స్ దగ్గరగా", "సాయంత్రం వేళ", "పైనుంచి", "సందర్శకులతో"];

/** Picture descriptions in the English order of views (app/content/portfolio.ts). */
function alts(count: number, what: string): string[] {
  return views.slice(0, count).map((view) => `${what} చిత్రం, ${view}`);
}

export const projects: Project[] = translateProjects({
  "un-habitat-nairobi": {
    title: "యూఎన్ హాబిటాట్",
    location: "నైరోబీ, కెన్యా",
    imageAlts: alts(3, "Arka పైకప్పు ఉన్న యూఎన్ హాబిటాట్ భవనం"),
    description:
      "నైరోబీలోని యూఎన్ హాబిటాట్ భవనంపై Arka పైకప్పు వేసింది; భారతదేశం బయట ఇది మా మొదటి ఇన్‌స్టాలేషన్. ఈ " +
      "ఇంటిగ్రేటెడ్ పైకప్పు కెన్యా పొడి కాలంలో కింది గదులను చల్లగా ఉంచుతుంది, పగటిపూట కార్యాలయానికి కరెంటు ఇస్తుంది.",
  },
  "arka-factory-miryalguda": {
    title: "Arka ఫ్యాక్టరీ",
    location: "మిర్యాలగూడ, తెలంగాణ",
    imageAlts: [
      "రంపపు పళ్ల ఆకారపు సోలార్ పైకప్పుతో Arka ఫ్యాక్టరీ చిత్రం",
      "పైనుంచి కనిపించే ఫ్యాక్టరీ పైకప్పుల చిత్రం",
      "పైకప్పు సోలార్ సెల్స్‌ను దగ్గరగా చూపే చిత్రం",
      "సాయంత్రం వేళ ఫ్యాక్టరీ చిత్రం",
      "ఫ్యాక్టరీ ముందు సందర్శకుల చిత్రం",
    ],
  },
  "airindia-ramp-hyderabad": {
    title: "ఎయిర్ ఇండియా ర్యాంప్",
    location: "హైదరాబాద్",
    imageAlts: alts(3, "సోలార్ షెడ్ ఉన్న ఎయిర్ ఇండియా ప్రయాణికుల ర్యాంప్"),
  },
  "ap-cm-camp-office-vijayawada": {
    title: "ఏపీ ముఖ్యమంత్రి క్యాంప్ కార్యాలయం",
    location: "విజయవాడ",
    imageAlts: alts(3, "Arka పైకప్పు కింద ఏపీ ముఖ్యమంత్రి క్యాంప్ కార్యాలయం"),
  },
  "cyber-towers-bustop-hyderabad": {
    title: "సైబర్ టవర్స్ బస్ స్టాప్",
    location: "హైదరాబాద్",
    imageAlts: alts(3, "Arka పైకప్పే షెడ్‌గా ఉన్న సైబర్ టవర్స్ బస్ స్టాప్"),
  },
  "intersolar-mumbai-2019": {
    title: "ఇంటర్‌సోలార్ ముంబై",
    location: "ట్రేడ్ షో, 2019 ఏప్రిల్ 4-5",
    imageAlts: alts(3, "ఇంటర్‌సోలార్ ముంబైలో Arka స్టాల్"),
    description:
      "2019 ఏప్రిల్ 4-5 తేదీల్లో ముంబైలో జరిగిన ఇంటర్‌సోలార్ ఇండియాలో Arka ఇంటిగ్రేటెడ్ సోలార్ పైకప్పును " +
      "ప్రదర్శించాం. సందర్శకులు పూర్తి పరిమాణంలోని నమూనా పైకప్పుపై నడిచి చూశారు, ఇళ్లు, ఫ్యాక్టరీలు, " +
      "డీలర్‌షిప్‌ల గురించి మా ఇంజనీర్లతో మాట్లాడారు.",
  },
  "jaggatiyal-factory-jagityal": {
    title: "జగిత్యాల ఫ్యాక్టరీ",
    location: "జగిత్యాల, తెలంగాణ",
    imageAlts: alts(4, "Arka పైకప్పు ఉన్న జగిత్యాల ఫ్యాక్టరీ"),
  },
  "v6-news-hyderabad": {
    title: "V6 న్యూస్",
    location: "హైదరాబాద్",
    imageAlts: alts(3, "Arka పైకప్పు ఉన్న V6 న్యూస్ భవనం"),
  },
});

export const portfolioStats: PortfolioStat[] = translateStats(["మొత్తం సామర్థ్యం", "కస్టమర్లు"]);

import { translateVideos, type Videos } from "#app/content/videos.ts";

/** Video titles in Telugu, by video id; the films and thumbnails are the English ones. */
export const videos: Videos = translateVideos({
  1: "Arka: పవర్ ప్లాంట్‌గా పనిచేసే పైకప్పు",
  2: "Arka పైకప్పు ఎలా తయారవుతుంది",
  3: "ఒక్క రోజులో Arka పైకప్పు బిగింపు",
  4: "సైబర్ టవర్స్ బస్ స్టాప్",
  5: "హైదరాబాద్‌లో ఎయిర్ ఇండియా ర్యాంప్",
  6: "ఒక ఇంటి యజమాని అనుభవం",
});

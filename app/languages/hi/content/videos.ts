import { translateVideos, type Videos } from "#app/content/videos.ts";

/** Video titles in Hindi, by video id; the films and thumbnails are the English ones. */
export const videos: Videos = translateVideos({
  1: "Arka: एक छत जो पावर प्लांट भी है",
  2: "Arka छत कैसे बनती है",
  3: "एक दिन में Arka छत कैसे लगती है",
  4: "साइबर टावर्स बस स्टॉप",
  5: "हैदराबाद में एयर इंडिया रैंप",
  6: "एक मकान मालिक की कहानी",
});

import type { LandingText } from "#app/content/content-schemas.ts";
import { site } from "#app/content/site.ts";
import { claimFigures as f } from "#app/content/claims.ts";

export const landingText: LandingText = {
  heroSlides: [
    {
      heading: "आपकी छत, अब एक बिजलीघर",
      text: `फ्रेम पर लगे पैनलों से लगभग ${f.outputGainPercent}% ज़्यादा बिजली, उसी छत से जो बारिश और गर्मी को बाहर रखती है।`,
      imageAlt: "Arka सोलर छत वाले घरों का चित्र",
    },
    {
      heading: "कारखानों और गोदामों के लिए बनी",
      text: `अपना बिजली का बिल घटाएँ: हमारी सूची के प्रोजेक्ट ने अपनी छत की लागत ${f.paybackFromYears} से ${f.paybackToYears} साल में वसूल की।`,
      imageAlt: "आरी के दाँतों जैसी Arka छत वाले कारखाने का चित्र",
    },
    {
      heading: `${f.roofLifeYears} साल तक चलने वाली छत`,
      text: `${f.fireHours} घंटे ${f.fireMinutes} मिनट से ज़्यादा आग झेलती है, ${f.windKmph} किमी/घंटा तक की हवा के लिए रेटेड है और ${f.leakProofPercent}% लीक-प्रूफ़ है।`,
      imageAlt: "शाम के समय Arka छत के पैनलों का चित्र",
    },
  ],
  about: {
    heading: `${site.product} के बारे में`,
    paragraphs: [
      `${site.product} उच्च दक्षता वाले सोलर सेल को फाइबर-सीमेंट बोर्ड से जोड़ता है, और यही बोर्ड आपकी छत है। ` +
        "न अलग से फ्रेम बनाना पड़ता है, न नीचे कोई शीट की छत चाहिए, और जंग लगने वाला कुछ भी नहीं।",
      `घर के अंदर ${f.coolerInsideDegrees} °C तक ठंडक रहती है, छत पर चला जा सकता है, और इससे बनी बिजली दशकों में नहीं, कुछ ही सालों में इसकी लागत चुका देती है।`,
    ],
    imageAlt: "Arka छत वाले अपने घर के सामने खड़े परिवार का चित्र",
  },
  keyFeatures: [
    {
      title: `लगभग ${f.outputGainPercent}% ज़्यादा बिजली`,
      text: "सीमेंट बेस सेल को ठंडा रखता है, और ठंडे सेल ज़्यादा बिजली बनाते हैं।",
    },
    {
      title: `छत की उम्र ${f.roofLifeYears} साल`,
      text: `सेल से ${f.powerLifeYears} साल तक बिजली, और छत उससे भी ज़्यादा चलती है।`,
    },
    {
      title: `अंदर ${f.coolerInsideDegrees} °C तक ठंडा`,
      text: `छत से गर्मी कम अंदर आती है, इसलिए नीचे के कमरे आरामदायक रहते हैं और ठंडक के लिए बिजली की खपत लगभग ${f.energyUseDownPercent}% घटती है।`,
    },
    {
      title: `${f.fireHours} घंटे ${f.fireMinutes} मिनट से ज़्यादा आग से सुरक्षा`,
      text: `फायर क्लास ${f.fireClass}: बोर्ड न जलता है, न पिघलकर टपकता है।`,
    },
    {
      title: `${f.windKmph} किमी/घंटा तक की हवा के लिए रेटेड`,
      text: `चक्रवात की हवाओं और हर वर्ग फुट पर ${f.liveLoadKg} किलो के लाइव लोड के लिए डिज़ाइन किया गया।`,
    },
    {
      title: `${f.leakProofPercent}% लीक-प्रूफ़`,
      text: "आपस में फँसने वाले किनारे बारिश और धूल को बाहर रखते हैं, बार-बार सीलेंट लगाने की ज़रूरत नहीं।",
    },
  ],
  certificationAlts: [
    "ISO 9001 गुणवत्ता प्रबंधन",
    "IEC 61215 मॉड्यूल डिज़ाइन योग्यता",
    "IEC 61730 मॉड्यूल सुरक्षा",
    "BIS: भारतीय मानक ब्यूरो",
  ],
  galleryAlts: [
    ["सुबह के समय Arka छतों वाले घरों का चित्र", "Arka छत के सेल का नज़दीकी चित्र", "ऊपर से दिखती Arka छतों का चित्र"],
    [
      "Arka छत वाले कारखाने का चित्र",
      "शाम के समय Arka छतों वाले घरों का चित्र",
      "Arka छत वाले अपने घर के सामने खड़े परिवार का चित्र",
    ],
  ],
};

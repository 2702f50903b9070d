import type { common as english } from "../en/common.ts";

export const common: typeof english = {
  tagline: "పైకప్పే సోలార్ ప్లాంట్ అయ్యే సోలార్ రూఫ్.",
  notFoundTitle: "404!",
  notFound: "క్షమించండి! మీరు వెతుకుతున్న పేజీ దొరకలేదు. దయచేసి URL సరిచూసి మళ్లీ ప్రయత్నించండి.",
  successTitle: "ధన్యవాదాలు",
  success: "ఆసక్తి చూపినందుకు ధన్యవాదాలు. మా బృందం త్వరలో మిమ్మల్ని సంప్రదిస్తుంది.",
  errorTitle: "లోపం",
  errorDefault: "ఏదో పొరపాటు జరిగింది, దయచేసి కాసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.",
  goHome: "హోమ్ పేజీకి వెళ్లండి",
  invalidProductId: "తప్పు ప్రోడక్ట్ ID వచ్చింది, దయచేసి సరైన ప్రోడక్ట్‌తో మళ్లీ ప్రయత్నించండి.",
  invalidProductRequest: "ప్రోడక్ట్ అభ్యర్థన సరిగా లేదు, దయచేసి సరైన ప్రోడక్ట్‌తో మళ్లీ ప్రయత్నించండి.",
  technicalDetailsNotFound: "ఎంచుకున్న ప్రోడక్ట్ సాంకేతిక వివరాలు దొరకలేదు, దయచేసి మళ్లీ ప్రయత్నించండి.",
  home: "హోమ్",
  notFoundPageName: "పేజీ దొరకలేదు",
  errorPageName: "లోపం పేజీ",
  languageSwitcherLabel: "భాష",
  readInLanguage: (language) => `ఈ పేజీని ${language}లో చదవండి`,
};

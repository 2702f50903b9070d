import type { LegalDocument } from "./legal-document.ts";
import { ERROR_MESSAGE_STORAGE_KEY } from "#app/content/messages.ts";
import { site } from "#app/content/site.ts";

export const document: LegalDocument = {
  lastUpdated: "2026-11-22",
  intro: [
    `This policy explains the cookies and other browser storage the ${site.product} website uses, why, and ` +
      `how you can control them. We keep the list short on purpose: the website should be fast on a phone ` +
      `and should not follow you around the internet.`,
  ],
  sections: [
    {
      id: "what-are-cookies",
      heading: "What cookies and local storage are",
      paragraphs: [
        `A cookie is a small text file a website asks your browser to keep and send back on later visits. Local ` +
          `storage is a similar store that stays inside your browser and is never sent to our server ` +
          `automatically. Both can hold a setting or a short message; neither can run programs on your device.`,
      ],
    },
    {
      id: "what-we-use",
      heading: "What the website uses",
      paragraphs: [
        `Strictly necessary items, which the website needs to work and which do not need your consent:`,
      ],
      list: [
        `Local storage, "${ERROR_MESSAGE_STORAGE_KEY}": if a form cannot be sent, the website keeps the ` +
          `server's error message here for a moment so that the error page can show you what went wrong. It ` +
          `holds only that message, never your form answers.`,
        `A security cookie on pages with forms, where used: a random value that proves a submission came from ` +
          `our own form, so that other sites cannot send forms in your name. It holds no personal data and ` +
          `expires when you close the browser or soon after.`,
      ],
    },
    {
      id: "analytics",
      heading: "Analytics",
      paragraphs: [
        `When the company has switched it on, the website loads Google Tag Manager after the page has finished ` +
          `loading, and through it an analytics tool that counts page views and sees which pages are useful. ` +
          `Those tools may set their own cookies (for Google Analytics, names starting with "_ga") to tell a ` +
          `returning browser from a new one. We never send them your name, phone number, e-mail or form answers, ` +
          `and we do not put personal data in page addresses.`,
      ],
    },
    {
      id: "no-advertising",
      heading: "No advertising cookies",
      paragraphs: [
        `We use no advertising, retargeting or social media tracking cookies, and we do not sell or share ` +
          `browsing data with advertisers.`,
      ],
    },
    {
      id: "embedded-content",
      heading: "Embedded videos and maps",
      paragraphs: [
        `Some pages show project videos from YouTube in its privacy-enhanced mode, which does not store ` +
          `cookies before you play a video. Once you press play, YouTube's own cookie policy applies. Map links ` +
          `open the map provider's website, whose own policies apply there.`,
      ],
    },
    {
      id: "control",
      heading: "How to control cookies",
      paragraphs: [
        `You can see, block and delete cookies and local storage in your browser's settings. On Chrome for ` +
          `Android, for example, open the menu, then Settings, Site settings and Cookies; on a computer, most ` +
          `browsers keep this under Privacy and security. Blocking analytics cookies does not affect the website. ` +
          `If you block local storage, the error page shows a general message instead of the specific one.`,
        `You can also use your browser's private or incognito mode, which clears cookies and local storage when ` +
          `you close the window.`,
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        `If we add a cookie or storage item, we will list it here first and update the date at the top of this ` +
          `page. We will ask for your consent before using any cookie that is not strictly necessary, where the ` +
          `law requires it.`,
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      paragraphs: [
        `Questions about cookies or your privacy? Write to ${site.email} or to our ` +
          `${site.grievanceOfficer.title} at ${site.grievanceOfficer.email}. Our Privacy Policy explains your ` +
          `rights in full.`,
      ],
    },
  ],
};

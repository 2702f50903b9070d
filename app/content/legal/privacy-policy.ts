import type { LegalDocument } from "./legal-document.ts";
import { fullAddress, site } from "#app/content/site.ts";

/**
 * Section ids other pages link to: the forms' consent notice points at `/privacy-policy#<id>`.
 * Keep them stable; change a heading freely, never these.
 */
export const privacySectionIds = {
  dataWeCollect: "data-we-collect",
  purposes: "purposes",
  retention: "retention",
  yourRights: "your-rights",
  withdrawConsent: "withdraw-consent",
  grievanceOfficer: "grievance-officer",
} as const;

/** Promised response times for a data request or grievance (docs/decisions/204). */
export const grievanceTimes = { acknowledgeHours: 72, resolveDays: 30 } as const;

/**
 * Lead retention (docs/decisions/116): kept at least one year (DPDP Rules 2025, rule 8(3)), and
 * anonymised after this many months without activity. The maintenance task uses the same figure as
 * its default (LEAD_RETENTION_MONTHS, server/env.ts; docs/decisions/116), so the page and the
 * database say the same thing.
 */
export const leadRetention = { minimumYears: 1, anonymiseAfterMonths: 24 } as const;

/** "24 months (2 years)": the period in words, as the policy states it. */
export function retentionPeriodText(months: number): string {
  const years = months / 12;
  return Number.isInteger(years)
    ? `${months} months (${years} year${years === 1 ? "" : "s"})`
    : `${months} months`;
}

const company = site.companyName;
const officer = site.grievanceOfficer;
const ids = privacySectionIds;

export const document: LegalDocument = {
  lastUpdated: "2026-11-24",
  intro: [
    `${company} ("${site.product}", "we") makes integrated solar roofs. This policy explains what personal ` +
      `data we collect through our website, forms, calls and chats, why we collect it, how long we keep it, who ` +
      `helps us process it, and how you can use your rights under India's Digital Personal Data Protection Act, ` +
      `2023 and the Digital Personal Data Protection Rules, 2025.`,
    `We are the "Data Fiduciary" for this data: we decide why and how it is processed. It applies to three ` +
      `groups of people: users (visitors, homeowners and businesses who ask about our roofs, and our customers), ` +
      `design partners (architects, engineers and consultants who work with us on projects) and service ` +
      `partners (dealers, installers and applicants who want to become one).`,
  ],
  sections: [
    {
      id: ids.dataWeCollect,
      heading: "1. Data we collect",
      paragraphs: [
        `We collect only what we need to answer you. When you fill in one of our forms, the form itself lists ` +
          `the fields before you send it:`,
      ],
      list: [
        "Enquiry and solar calculator forms: your name, e-mail address, mobile number, state, district, city and pincode, and your answers to the form's questions (such as the type of building, roof area, monthly electricity bill or product of interest).",
        "Dealer applications: the same contact and location details, details of your business, and your mobile number verified by a one-time password (OTP) sent to it by SMS.",
        "Design and service partners: business contact details, and the project, payment and performance records of our work together.",
        "Technical data: your IP address, browser type and the time of each request, kept in our server logs to keep the website secure (see section 8).",
      ],
    },
    {
      id: "social-login",
      heading: "2. Social login",
      paragraphs: [
        `The website does not offer sign-in with Google, Facebook or any other social account, and we do not ` +
          `receive data from your social media profiles. If you message us on one of our social media pages, the ` +
          `platform shares with us your public profile name and what you write; we use it only to reply. If we ` +
          `ever add social login, we will update this section before it goes live and tell you exactly which ` +
          `profile fields we would receive.`,
      ],
    },
    {
      id: "calls-and-chats",
      heading: "3. Calls and chats",
      paragraphs: [
        `When you call us, or we call you back about an enquiry, we note what you asked for, your requirements ` +
          `and the next step agreed. If a call is recorded for quality or training, we will tell you at the start ` +
          `of the call, and you can ask us not to record. Messages you send us by e-mail, SMS, WhatsApp or social ` +
          `media chat are kept with your enquiry so that whoever helps you next knows the history.`,
      ],
    },
    {
      id: "age-limits",
      heading: "4. Age limits",
      paragraphs: [
        `The website is not meant for children. We do not knowingly collect personal data from children under ` +
          `13, and if we learn that a child under 13 has sent us data, we delete it.`,
        `Under Indian law anyone under 18 is a child, and processing a child's data needs the verifiable consent ` +
          `of a parent or lawful guardian. Our forms are meant for adults aged 18 or ` +
          `older. If you are under 18, please ask a parent or guardian to contact us for you. We never track ` +
          `children or target advertising at them.`,
      ],
    },
    {
      id: "referrals",
      heading: "5. Referrals",
      paragraphs: [
        `If a customer or partner refers a friend or colleague to us, they give us that person's name and phone ` +
          `number or e-mail. Please refer only people who have agreed to hear from us. We contact a referred ` +
          `person once, tell them who referred them and how we got their number, and delete their details if ` +
          `they are not interested.`,
      ],
    },
    {
      id: "communications",
      heading: "6. Communications",
      paragraphs: [
        `We use your contact details to reply to your enquiry: a call, an SMS or an e-mail with a quotation, ` +
          `a site-survey appointment or an answer to your question. We send service messages (such as an OTP or ` +
          `an installation schedule) because you need them.`,
        `We send news and offers only if you ticked the separate, optional box for them, and every such e-mail ` +
          `has a one-click unsubscribe link. Saying no to marketing never affects the answer to your enquiry.`,
      ],
    },
    {
      id: "payment-information",
      heading: "7. Payment information",
      paragraphs: [
        `The website takes no payments and never asks for card, UPI PIN or bank login details. Nobody from ` +
          `${site.product} will ever ask for an OTP or PIN over the phone. When you buy a roof, you pay by bank ` +
          `transfer or through your bank or a licensed payment provider; we receive a confirmation of the ` +
          `payment, and we keep invoices and payment records for as long as tax and accounting laws require.`,
      ],
    },
    {
      id: "device-and-location",
      heading: "8. Device and location",
      paragraphs: [
        `Our servers record technical data with every request: IP address, browser and device type, the page ` +
          `asked for and the time. We use it to keep the website working, to stop spam and attacks (for example ` +
          `by limiting how many forms one address can send), and to investigate security incidents. These logs ` +
          `are stored in India and kept for 180 days. They never contain OTPs, and phone numbers in them are masked.`,
        `We do not use your device's GPS. Your location for a quotation is the state, district, city and ` +
          `pincode you type in yourself, which tells us the nearest dealer and the electricity tariff that applies.`,
      ],
    },
    {
      id: "cookies",
      heading: "9. Cookies",
      paragraphs: [
        `We use a few cookies and browser storage items to make the website work and, where enabled, to count ` +
          `visits without identifying you. We use no advertising cookies. Our Cookie Policy has the full list and ` +
          `tells you how to control them. No personal data from our forms is sent to analytics tools, put in page ` +
          `addresses, or kept in your browser after you leave.`,
      ],
    },
    {
      id: "other-sources",
      heading: "10. Data from other sources",
      paragraphs: [
        `Sometimes we receive your details from someone else: a dealer who passes on your enquiry, a design ` +
          `partner who introduces a project, a person who refers you (section 5), or an exhibition where you left ` +
          `your card. We tell you where we got your details the first time we contact you, and we treat the data ` +
          `exactly as if you had given it to us yourself.`,
      ],
    },
    {
      id: ids.purposes,
      heading: "11. Why we use your data",
      paragraphs: [
        `We process your data on the basis of the consent you give when you send a form, or for the "legitimate ` +
          `uses" the law allows (such as meeting a legal obligation). The purposes are:`,
      ],
      list: [
        "to answer your enquiry, prepare a quotation and arrange a site survey;",
        "to assign your enquiry to our nearest dealer or installer in your district;",
        "to verify a dealer applicant's mobile number and assess the application;",
        "to install, service and honour the warranty of a roof you bought;",
        "to send news and offers, only if you opted in;",
        "to keep the website secure and prevent fraud and spam;",
        "to meet our duties under tax, company and other Indian laws, and to defend legal claims.",
      ],
    },
    {
      id: "who-we-share-with",
      heading: "12. Who processes data for us",
      paragraphs: [
        `We do not sell or rent personal data. We share it only with "Data Processors" who work for us under ` +
          `written contracts that require them to keep it secure, use it only on our instructions and delete it ` +
          `when we ask:`,
      ],
      list: [
        "an SMS provider, which sends one-time passwords and appointment messages;",
        "an e-mail provider, which delivers our replies and, if you opted in, newsletters;",
        "our hosting and database provider, which stores the website and enquiries on servers in India;",
        "a customer-relationship tool in which our team tracks enquiries;",
        "Google Tag Manager and an analytics tool, when enabled, which receive page views only, never form data;",
        `our authorised dealers and installers, who receive the enquiries from their area so they can visit you.`,
      ],
    },
    {
      id: ids.retention,
      heading: "13. How long we keep it",
      paragraphs: [
        `We keep enquiries, call-back requests, dealer applications and the logs of how we processed them ` +
          `for at least ${leadRetention.minimumYears} year, as the DPDP Rules require. An enquiry, call-back ` +
          `request or application is ` +
          `anonymised ${retentionPeriodText(leadRetention.anonymiseAfterMonths)} after its last activity (the ` +
          `last time you or our team added to it): your name, contact details, address and answers are erased ` +
          `for good, and only figures that identify nobody remain, such as how many enquiries came from a ` +
          `district. Codes sent to verify a mobile number are deleted within 30 days. If you become a customer, ` +
          `your contract, invoices and warranty records are kept separately, for the life of the roof's ` +
          `warranty and as long as tax law requires.`,
        `If you ask us to erase your data, or withdraw your consent, we erase it sooner (unless a law requires us ` +
          `to keep it) and make our processors erase their copies too.`,
      ],
    },
    {
      id: "security",
      heading: "14. How we protect it",
      paragraphs: [
        `We use reasonable security safeguards: encrypted connections (HTTPS), access to enquiries limited to ` +
          `the staff who need it, masked phone numbers in logs, OTPs that expire within minutes and are never ` +
          `stored in readable form, regular backups and updates, and contracts with security clauses for every ` +
          `processor.`,
      ],
    },
    {
      id: "breach-notification",
      heading: "15. If a breach happens",
      paragraphs: [
        `If personal data we hold is exposed, lost or misused, we will contain the breach, report it to CERT-In ` +
          `within 6 hours of noticing it, and inform the Data Protection Board of India and every affected person ` +
          `without delay. Our message to you will say what happened, what data was involved, the likely ` +
          `consequences, what we are doing about it, what you can do to protect yourself, and whom to contact. ` +
          `We send the Board a detailed report within 72 hours.`,
      ],
    },
    {
      id: ids.yourRights,
      heading: "16. Your rights",
      paragraphs: ["Under the DPDP Act you can:"],
      list: [
        "get a summary of the personal data we hold about you, how we use it, and the processors we shared it with;",
        "have inaccurate or incomplete data corrected, completed or updated;",
        "have your data erased once it is no longer needed for the purpose you gave it for (section 18 says how to ask);",
        "withdraw your consent at any time (section 17);",
        "have a grievance answered by our Grievance Officer (section 18), and then complain to the Data Protection Board of India (section 19);",
        "nominate another person to exercise these rights for you if you die or become unable to.",
      ],
    },
    {
      id: ids.withdrawConsent,
      heading: "17. How to withdraw consent",
      paragraphs: [
        `Withdrawing consent is as easy as giving it. Write to ${officer.email} from the e-mail address or ` +
          `mobile number you gave us and say "withdraw my consent", or use the unsubscribe link in any marketing ` +
          `e-mail. We stop processing your data for that purpose and confirm it to you.`,
        `Withdrawal does not undo processing already done, and if you withdraw consent for your enquiry, we can ` +
          `no longer call you back about it.`,
      ],
    },
    {
      id: ids.grievanceOfficer,
      heading: "18. Grievance Officer",
      paragraphs: [
        `To ask for a copy of the personal data we hold about you, to have it corrected or erased, or for any ` +
          `other question or complaint about it, write to or call our ${officer.title} (below). Give the mobile ` +
          `number and e-mail address you used with us: we find every record of them in our systems, then send ` +
          `you a copy as a file, correct what is wrong, or erase it everywhere. After an erasure we keep only a ` +
          `note that we answered your request, with your number masked (such as 98xxxxxx10).`,
        `We acknowledge every request within ${grievanceTimes.acknowledgeHours} hours and resolve it within ` +
          `${grievanceTimes.resolveDays} days. We may ask you to confirm your identity, for example with a code ` +
          `sent to the mobile number you gave us, before we share or erase anything.`,
        `Our ${officer.title}:`,
      ],
      list: [
        `${officer.title}, ${company}`,
        `E-mail: ${officer.email}`,
        `Phone: ${officer.phone}`,
        `Post: ${fullAddress()}`,
      ],
    },
    {
      id: "complaints-board",
      heading: "19. Complaining to the Data Protection Board of India",
      paragraphs: [
        `If you are not satisfied with our answer, or we do not answer within ${grievanceTimes.resolveDays} ` +
          `days, you may complain to the Data Protection Board of India, which accepts complaints through its ` +
          `online platform. The law asks you to approach our ${officer.title} first.`,
      ],
    },
    {
      id: "changes",
      heading: "20. Changes to this policy",
      paragraphs: [
        `We will update this policy when our practices or the law change, and show the date of the latest ` +
          `version at the top of this page. If a change affects how we use data you already gave us, we will ` +
          `tell you and, where needed, ask for your consent again.`,
      ],
    },
    {
      id: "contact",
      heading: "21. Contact",
      paragraphs: [
        `For anything else, write to ${site.email}, call ${site.phone.display}, or write to ${company}, ` +
          `${fullAddress()}.`,
      ],
    },
  ],
};

import type { LegalDocument } from "./legal-document.ts";
import { fullAddress, site } from "#app/content/site.ts";

/**
 * The figures the specification fixes for the terms (docs/decisions/200, Content). They live here once, the
 * text below interpolates them, and the content test checks that the rendered page states them.
 */
export const termsConstants = {
  /** Days of informal negotiation after a notice of dispute, before arbitration may start. */
  informalNegotiationDays: 60,
  /** Days of notice we give before a material change to these terms takes effect. */
  materialChangeNoticeDays: 30,
  /** Time within which a claim must be started. */
  claimPeriod: "one year",
} as const;

const { informalNegotiationDays, materialChangeNoticeDays, claimPeriod } = termsConstants;
const company = site.companyName;
const product = site.product;
const seat = `${site.address.city}, ${site.address.state}`;

export const document: LegalDocument = {
  lastUpdated: "2026-11-22",
  intro: [
    `These terms govern your use of the ${product} website, which ${company} ("${product}", "we", "us") runs. ` +
      `They are written in plain English so that you can read them in a few minutes. Please do, because by using ` +
      `the website you agree to them.`,
    `The website tells you about our integrated solar roof, lets you estimate savings, and lets you ask us to call ` +
      `you or apply to become a dealer. Buying a roof is a separate step: it is covered by the written quotation ` +
      `and sales contract you sign with us, and where that contract and these terms differ, the contract wins.`,
  ],
  sections: [
    {
      id: "general-terms",
      heading: "General terms",
      paragraphs: [
        `By opening or using this website you accept these terms and our Privacy Policy and Cookie Policy. If you ` +
          `do not accept them, please do not use the website.`,
        `You must be 18 or older to send us an enquiry or a dealer application, or have a parent or guardian ` +
          `do it for you. If you use the website for a business, you confirm that you may accept these terms ` +
          `for that business.`,
        `Nothing in these terms takes away the rights you have as a consumer under Indian law, including the ` +
          `Consumer Protection Act, 2019.`,
      ],
    },
    {
      id: "license",
      heading: "License",
      paragraphs: [
        `We give you a personal, non-exclusive, non-transferable, revocable licence to view the website and ` +
          `download our brochures for your own use: to decide whether ${product} suits your home, factory or ` +
          `business, or to share them with people helping you decide.`,
        `The licence ends automatically if you break these terms, and we may end it at any time.`,
      ],
    },
    {
      id: "definitions",
      heading: "Definitions",
      paragraphs: ["In these terms:"],
      list: [
        `"Company", "we", "us" or "our" means ${company}, ${fullAddress()}.`,
        `"Website" means the ${product} website at ${site.website.display} and its pages, forms and downloads.`,
        `"You" means the person using the website, or the business on whose behalf that person acts.`,
        `"Content" means text, figures, images, videos, brochures and other material on the website.`,
        `"Enquiry" means any form you send us: a contact request, a solar calculator request or a dealer application.`,
        `"Products" means the ${product} integrated solar roof and the other roofing and solar products we sell.`,
      ],
    },
    {
      id: "restrictions",
      heading: "Restrictions",
      paragraphs: ["When you use the website you agree not to:"],
      list: [
        "copy, sell, rent or republish our content as your own, or remove our copyright or trade mark notices;",
        "send an enquiry in someone else's name, or with a phone number or e-mail address that is not yours;",
        "send automated or bulk enquiries, or try to get around the limits and checks on our forms;",
        "probe, scan or attack the website or its servers, or upload anything that contains malicious code;",
        "scrape the website in a way that slows it down for other visitors;",
        "use the website for anything unlawful, misleading or harmful to others.",
      ],
    },
    {
      id: "return-and-refund",
      heading: "Return and refund",
      paragraphs: [
        `The website does not take payments and sells nothing directly. Advances, deliveries, installation, ` +
          `returns and refunds for a roof are governed by the quotation and sales contract you sign with us or our ` +
          `authorised dealer.`,
        `In short: if a product we supply is defective or does not match what the contract describes, tell us in ` +
          `writing at ${site.email}. We will inspect it, and repair, replace or refund as the contract and the law ` +
          `require. Refunds go back to the account you paid from.`,
      ],
    },
    {
      id: "consent",
      heading: "Consent",
      paragraphs: [
        `By using the website you consent to these terms. When you send an enquiry, the form tells you what we ` +
          `collect and why, and you give your consent for that purpose only. Our Privacy Policy explains how to ` +
          `withdraw consent at any time.`,
      ],
    },
    {
      id: "links",
      heading: "Links to other websites",
      paragraphs: [
        `The website links to other sites, such as our social media pages, maps, video platforms and government ` +
          `subsidy portals. We do not control those sites and are not responsible for their content, availability ` +
          `or privacy practices. A link is not an endorsement. Read their terms before you use them.`,
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        `The website uses a small number of cookies and similar browser storage to work properly and, where ` +
          `enabled, to count visits. We do not use advertising cookies. Our Cookie Policy lists them and explains ` +
          `how to control them.`,
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      paragraphs: [
        `We may update these terms, for example when the law changes or we add a feature. For a material change ` +
          `we will give at least ${materialChangeNoticeDays} days' notice on the website before it takes effect. ` +
          `The date at the top of this page shows the latest version. If you keep using the website after a change ` +
          `takes effect, the new terms apply to you.`,
      ],
    },
    {
      id: "third-party-services",
      heading: "Third-party services",
      paragraphs: [
        `Some parts of the website rely on services run by others: an SMS provider sends the one-time password ` +
          `that verifies a dealer applicant's phone, an e-mail provider delivers our replies, videos play from a ` +
          `video platform, and an analytics tool may count visits. Those providers act under contracts with us, ` +
          `and the Privacy Policy describes what they receive.`,
        `We are not responsible for outages or errors in services we do not run, though we will try to keep the ` +
          `website useful when one of them fails.`,
      ],
    },
    {
      id: "termination",
      heading: "Termination",
      paragraphs: [
        `We may suspend or block access to the website, or to a form, for anyone who breaks these terms or ` +
          `misuses it, for example by sending spam enquiries. You may stop using the website at any time. ` +
          `Sections that by their nature should last, such as intellectual property, indemnification, limitation ` +
          `of liability and arbitration, continue after termination.`,
      ],
    },
    {
      id: "copyright-notice",
      heading: "Copyright notice",
      paragraphs: [
        `The content of the website is © ${company}, unless stated otherwise, and is protected by the Copyright ` +
          `Act, 1957. If you believe something on the website infringes your copyright, write to ${site.email} ` +
          `with the material, where it appears, and proof of your rights. We will look into it promptly and remove ` +
          `the material if the claim is valid.`,
      ],
    },
    {
      id: "indemnification",
      heading: "Indemnification",
      paragraphs: [
        `You agree to compensate us for losses, costs and reasonable legal fees we suffer because you broke these ` +
          `terms or the law while using the website, for example by submitting another person's details without ` +
          `their permission. This does not apply to losses we caused ourselves.`,
      ],
    },
    {
      id: "no-warranties",
      heading: "No warranties",
      paragraphs: [
        `The website is provided "as is". We work to keep it accurate and available, but we do not promise that ` +
          `it will always be available, error-free or free from viruses.`,
        `The solar calculator, savings figures, payback periods and performance figures are estimates for ` +
          `guidance. Actual generation and savings depend on your roof, location, shading, tariff, usage and ` +
          `weather. Your product warranty is the written warranty given with your purchase, not the website.`,
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of liability",
      paragraphs: [
        `As far as the law allows, we are not liable for indirect or consequential loss (such as lost profit or ` +
          `business interruption) arising from your use of the website, or for decisions you make based only on ` +
          `the website's estimates without a site survey.`,
        `Any claim arising from these terms or the website must be started within ${claimPeriod} after the cause ` +
          `of the claim arose, unless the law gives you a longer period that cannot be shortened by agreement. ` +
          `Nothing here limits liability that the law does not allow us to limit, such as liability for fraud or ` +
          `for death or injury caused by negligence.`,
      ],
    },
    {
      id: "severability",
      heading: "Severability",
      paragraphs: [
        `If a court or arbitrator finds any part of these terms invalid or unenforceable, that part is limited or ` +
          `removed as little as necessary, and the rest of the terms stay in force.`,
      ],
    },
    {
      id: "waiver",
      heading: "Waiver",
      paragraphs: [
        `If we do not enforce a right under these terms straight away, we have not given it up. A waiver counts ` +
          `only if we give it in writing.`,
      ],
    },
    {
      id: "amendments",
      heading: "Amendments to these terms",
      paragraphs: [
        `Only an updated version published on this page, or a written document signed by an authorised officer of ` +
          `${company}, can amend these terms. What a salesperson or dealer says in conversation does not change ` +
          `them. Material amendments follow the ${materialChangeNoticeDays}-day notice described under "Changes ` +
          `to these terms".`,
      ],
    },
    {
      id: "entire-agreement",
      heading: "Entire agreement",
      paragraphs: [
        `These terms, with the Privacy Policy and Cookie Policy, are the whole agreement between you and us about ` +
          `the website. A purchase of products is covered by its own quotation and sales contract.`,
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      paragraphs: [
        `The ${product} name and logo, the design of the integrated solar roof, our drawings, photographs, ` +
          `illustrations, brochures, specifications and the website's code belong to ${company} or our licensors. ` +
          `Using the website gives you no right to use them, other than the limited licence above. You may quote ` +
          `short extracts with a link to the source page.`,
      ],
    },
    {
      id: "arbitration",
      heading: "Arbitration",
      paragraphs: [
        `If a dispute cannot be settled by the informal negotiation described below, it will be referred to ` +
          `arbitration by a sole arbitrator under the Arbitration and Conciliation Act, 1996. The seat of ` +
          `arbitration is ${seat}, the language is English, and the award is final and binding. Subject to ` +
          `arbitration, the courts at ${seat} have jurisdiction.`,
        `This clause does not stop you from approaching a Consumer Commission where the Consumer Protection Act, ` +
          `2019 allows it, and does not stop either side from seeking urgent interim relief from a court.`,
      ],
    },
    {
      id: "notice-of-dispute",
      heading: "Notice of dispute",
      paragraphs: [
        `Before starting arbitration, the side with a complaint must send the other a written notice of dispute ` +
          `that describes the problem and the remedy sought. Send yours to ${site.email} or by post to ` +
          `${fullAddress()}. We will send ours to the contact details you gave us.`,
        `Both sides will then try in good faith to settle the dispute by informal negotiation for ` +
          `${informalNegotiationDays} days from the date the notice is received. Arbitration may begin only if ` +
          `the dispute is not settled within those ${informalNegotiationDays} days.`,
      ],
    },
    {
      id: "submissions",
      heading: "Submissions",
      paragraphs: [
        `If you send us ideas, suggestions, photographs of your roof or testimonials, you confirm that you may ` +
          `share them. You let us use feedback to improve our products without paying you. We will ask your ` +
          `permission before publishing your name, photograph or testimonial.`,
      ],
    },
    {
      id: "promotions",
      heading: "Promotions",
      paragraphs: [
        `From time to time we may run offers, referral schemes or contests. Each one will have its own rules, ` +
          `published with it, covering eligibility, dates and rewards. Where those rules differ from these terms, ` +
          `the promotion's rules apply to that promotion.`,
      ],
    },
    {
      id: "typographical-errors",
      heading: "Typographical errors",
      paragraphs: [
        `Despite our care, the website may contain typing mistakes or out-of-date figures, including prices, ` +
          `tariffs, subsidy amounts and technical data. We may correct them at any time without notice. A ` +
          `binding price or specification is the one in your written quotation.`,
      ],
    },
    {
      id: "miscellaneous",
      heading: "Miscellaneous",
      paragraphs: [
        `These terms are governed by the laws of India. You may not transfer your rights under them without our ` +
          `written consent; we may transfer ours to a company that takes over our business. Headings are for ` +
          `convenience only. If these terms are translated, the English version prevails.`,
      ],
    },
    {
      id: "disclaimer",
      heading: "Disclaimer",
      paragraphs: [
        `The information on the website is general information about solar roofing. It is not engineering, ` +
          `financial, tax or legal advice. Structural suitability, generation and subsidy eligibility depend on ` +
          `your building and on government schemes that change over time, so please rely on a site survey and ` +
          `the official scheme portals before you decide.`,
        `Performance figures quoted on the website, such as wind, fire and load ratings, lifespan and payback, ` +
          `are the company's own figures for its products under stated test or typical conditions.`,
      ],
    },
    {
      id: "contact-us",
      heading: "Contact us",
      paragraphs: [
        `Questions about these terms? Write to ${site.email}, call ${site.phone.display}, or write to ` +
          `${company}, ${fullAddress()}.`,
      ],
    },
  ],
};

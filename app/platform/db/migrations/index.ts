import type { DialectMigration } from "./dialect-migration.ts";
import { leadTables } from "./0100-lead-tables.ts";
import { seedLeadQuestions } from "./0101-seed-lead-questions.ts";
import { enquiryCalculatorEstimate } from "./0102-enquiry-calculator-estimate.ts";
import { otpSafeguards } from "./0103-otp-safeguards.ts";
import { phoneVerificationMethod } from "./0104-phone-verification-method.ts";
import { botChecksSpent } from "./0105-bot-checks-spent.ts";
import { leadEmailIndex } from "./0106-lead-email-index.ts";
import { leadCoreConcurrency } from "./0107-lead-core-concurrency.ts";
import { salesConsole } from "./0108-sales-console.ts";
import { leadAttribution } from "./0109-lead-attribution.ts";
import { callbacks } from "./0110-callbacks.ts";
import { leadLocale } from "./0111-lead-locale.ts";
import { leadPagesAndContactClicks } from "./0112-lead-pages-and-contact-clicks.ts";
import { oneLeadTable } from "./0113-one-lead-table.ts";

/** Every migration, in order of name. Add a file per change; never edit one that has shipped. */
export const migrations: Record<string, DialectMigration> = {
  "0100-lead-tables": leadTables,
  "0101-seed-lead-questions": seedLeadQuestions,
  "0102-enquiry-calculator-estimate": enquiryCalculatorEstimate,
  "0103-otp-safeguards": otpSafeguards,
  "0104-phone-verification-method": phoneVerificationMethod,
  "0105-bot-checks-spent": botChecksSpent,
  "0106-lead-email-index": leadEmailIndex,
  "0107-lead-core-concurrency": leadCoreConcurrency,
  "0108-sales-console": salesConsole,
  "0109-lead-attribution": leadAttribution,
  "0110-callbacks": callbacks,
  "0111-lead-locale": leadLocale,
  "0112-lead-pages-and-contact-clicks": leadPagesAndContactClicks,
  "0113-one-lead-table": oneLeadTable,
};

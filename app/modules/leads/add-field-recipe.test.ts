/**
 * The README's recipe "add a field that sales see", done in a scratch copy of the repository: the three
 * files it names are edited as a person would, the copy type-checks, and the new answer reaches the
 * lead page, the CSV export and the sales e-mail (docs/decisions/199). If the recipe needs a fourth
 * file, this fails.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../../..");

/** The recipe's files, and the edit each gets (a plain text replacement, so a moved anchor fails loudly). */
const RECIPE = [
  {
    file: "app/modules/leads/schema/enquiry-schema.ts",
    anchor: "    pincode: textField(pincodeRules(M)),\n",
    insert: '    roof_area: defaultedField("", [maxLength(20, M.tooLong(names.name, 20))]),\n',
  },
  {
    file: "app/modules/leads/lead-fields.ts",
    anchor: "  enquiry: [",
    insert: '{ key: "roof_area", label: "Roof area (sq ft)" }',
    after: true,
  },
  {
    file: "app/components/forms/enquiry-form.tsx",
    anchor: '      <TextField\n        formId={formId}\n        name="email"',
    // The label would come from the language catalogues (the translations step of the recipe).
    insert:
      '      <TextField\n        formId={formId}\n        name="roof_area"\n        label="Roof area (sq ft)"\n' +
      '        value={values.roof_area ?? ""}\n        onValueChange={(v) => set("roof_area", v)}\n' +
      '        onBlurValue={() => touch("roof_area")}\n      />\n',
  },
] as const;

/** What the type-check reads: the edited files and the readers that show the answers. */
const CHECKED = [
  ...RECIPE.map((step) => step.file),
  "app/modules/leads/intake/enquiry-intake.server.ts",
  "app/modules/leads/work/lead-view.server.ts",
  "app/modules/leads/work/inbox-export.server.ts",
  "app/modules/leads/notifications/lead-message.server.ts",
];

/** Run in the copy with Node: a lead sent with the new field, read back by the page, the CSV and the e-mail. */
const CHECK_SCRIPT = `
import { openDatabase } from "#app/platform/db/client.server.ts";
import { migrateToLatest } from "#app/platform/db/migrate.server.ts";
import { validateEnquiry } from "#app/modules/leads/schema/enquiry-schema.ts";
import { answersJson } from "#app/modules/leads/lead-fields.ts";
import { readLead } from "#app/modules/leads/work/lead-view.server.ts";
import { exportInbox } from "#app/modules/leads/work/inbox-export.server.ts";
import { leadMessage } from "#app/modules/leads/notifications/lead-message.server.ts";

const form = {
  name: "Meera Iyer", email: "meera@example.org", phone_number: "9876543210", state: "Kerala",
  district: "Ernakulam", city: "Kochi", pincode: "682001", roof_area: "1200", enquiry_requirements: {},
};
const validation = validateEnquiry(form, []);
if (!validation.ok) throw new Error(JSON.stringify(validation.errors));
const value = validation.value;
const { db, dialect, close } = openDatabase({ sqlitePath: ":memory:" });
await migrateToLatest(db, dialect);
const { id } = await db.insertInto("leads").values({
  kind: "enquiry", created_at: Date.now(), name: value.name, email: value.email, phone: value.phone_number,
  state: value.state, district: value.district, city: value.city, pincode: value.pincode, category: value.category,
  campaign_id: value.campaign_id, source: value.source, zonal_name: value.zonal_name, requirements_json: "[]",
  page_path: "/contact", client_ip: "203.0.113.7", answers_json: answersJson("enquiry", value),
}).returning("id").executeTakeFirstOrThrow();
const page = await readLead(db, { kind: "enquiry", id: Number(id) });
const csv = await exportInbox(db, { filter: {}, staffId: 1, now: Date.now() });
const mail = await leadMessage(db, "enquiry", Number(id));
console.log(JSON.stringify({ page: page?.answers, csv: csv.body, mail: mail?.text }));
await close();
`;

describe("the recipe for a field that sales see, in a scratch copy", () => {
  let scratch = "";
  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "arka-add-field-"));
    for (const entry of ["app", "server", "data", "package.json", "tsconfig.json"]) {
      fs.cpSync(path.join(ROOT, entry), path.join(scratch, entry), { recursive: true });
    }
    fs.symlinkSync(fs.realpathSync(path.join(ROOT, "node_modules")), path.join(scratch, "node_modules"));
  });
  afterAll(() => {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("takes the three files it names: the copy type-checks and the answer shows on the page, in the CSV and the e-mail", async () => {
    for (const step of RECIPE) {
      const file = path.join(scratch, step.file);
      const text = fs.readFileSync(file, "utf8");
      expect(text, `${step.file} still has the recipe's anchor`).toContain(step.anchor);
      const edited =
        "after" in step
          ? text.replace(step.anchor, `${step.anchor}${step.insert}`)
          : text.replace(step.anchor, `${step.insert}${step.anchor}`);
      fs.writeFileSync(file, edited);
    }
    fs.writeFileSync(
      path.join(scratch, "tsconfig.recipe.json"),
      JSON.stringify({ extends: "./tsconfig.json", include: CHECKED, compilerOptions: { noEmit: true } }),
    );
    const tsc = path.join(scratch, "node_modules", "typescript", "bin", "tsc");
    await expect(
      run(process.execPath, [tsc, "-p", "tsconfig.recipe.json"], { cwd: scratch }).then(() => "ok"),
    ).resolves.toBe("ok");

    fs.writeFileSync(path.join(scratch, "recipe-check.ts"), CHECK_SCRIPT);
    const { stdout } = await run(process.execPath, ["recipe-check.ts"], { cwd: scratch });
    const shown = JSON.parse(stdout.trim().split("\n").at(-1)!) as {
      page: unknown;
      csv: string;
      mail: string;
    };
    expect(shown.page).toContainEqual({ title: "Roof area (sq ft)", answer: "1200" });
    expect(shown.csv).toContain("Roof area (sq ft): 1200");
    expect(shown.mail).toContain("Roof area (sq ft): 1200\n");
  }, 120_000);
});

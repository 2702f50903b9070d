import { describe, expect, it } from "vitest";
import { NOT_A_FORM_MESSAGE, postedForm, postedText } from "./posted-form.ts";

const post = (body: BodyInit, type: string) =>
  new Request("http://127.0.0.1/x", { method: "POST", body, headers: { "Content-Type": type } });

describe("posted form", () => {
  it("reads a url-encoded form's text values", async () => {
    await expect(
      postedText(post("name=Asha&phone=98765+43210", "application/x-www-form-urlencoded")),
    ).resolves.toEqual({
      name: "Asha",
      phone: "98765 43210",
    });
  });

  it("answers 415 with a plain message when the body is not a form", async () => {
    const thrown = await postedForm(post('{"phone":"9876543210"}', "application/json")).catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 415 }, data: { message: NOT_A_FORM_MESSAGE } });
  });
});

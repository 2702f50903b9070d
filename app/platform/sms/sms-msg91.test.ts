import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryLogger } from "#app/platform/observability/logger.server.ts";
import { msg91SmsProvider } from "./sms-msg91.server.ts";
import { otpText } from "./sms-provider.server.ts";

/**
 * A local stand-in for MSG91's Flow API that checks a request the way the provider does: POST to
 * /api/v5/flow, the `authkey` header, a JSON body with template_id, sender and +91 recipients carrying
 * the `otp` variable. It answers like MSG91: `{ type: "success" }` or `{ type: "error" }` with 4xx.
 */
const AUTH_KEY = "test-auth-key";
const requests: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== "/api/v5/flow")
        return reply(404, { type: "error", message: "not found" });
      if (req.headers.authkey !== AUTH_KEY)
        return reply(401, { type: "error", message: "Authentication failure" });
      if (!String(req.headers["content-type"]).startsWith("application/json"))
        return reply(400, { type: "error" });
      const body = JSON.parse(raw) as {
        template_id?: string;
        sender?: string;
        recipients?: { mobiles?: string; otp?: string }[];
      };
      requests.push({ headers: req.headers, body: body as Record<string, unknown> });
      const recipient = body.recipients?.[0];
      if (
        !body.template_id ||
        !body.sender ||
        !/^91[6-9]\d{9}$/.test(recipient?.mobiles ?? "") ||
        !recipient?.otp
      ) {
        return reply(400, { type: "error", message: "invalid request" });
      }
      reply(200, { type: "success", message: "3763646c3058373530393832" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v5/flow`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const message = {
  to: "9876543210",
  text: otpText("123456", "www.arka-solar.example"),
  templateId: "1207000000000000001",
  variables: { otp: "123456" },
};

describe("MSG91 provider", () => {
  it("sends the template id, sender, DLT id and the +91 number with the otp variable", async () => {
    const logger = memoryLogger();
    const provider = msg91SmsProvider(
      {
        url,
        authKey: AUTH_KEY,
        templateId: "flow-123",
        dltTemplateId: "1207000000000000001",
        senderId: "ARKASL",
      },
      logger,
    );
    await provider.send(message);
    expect(requests.at(-1)?.body).toMatchObject({
      template_id: "flow-123",
      sender: "ARKASL",
      DLT_TE_ID: "1207000000000000001",
      recipients: [{ mobiles: "919876543210", otp: "123456" }],
    });
    expect(logger.lines.join("\n")).not.toContain("123456");
    expect(logger.lines.join("\n")).not.toContain("9876543210");
  });

  it("fails when the provider refuses (wrong auth key)", async () => {
    const provider = msg91SmsProvider(
      { url, authKey: "wrong", templateId: "flow-123", dltTemplateId: "1", senderId: "ARKASL" },
      memoryLogger(),
    );
    await expect(provider.send(message)).rejects.toThrow(/401/);
  });

  it("refuses to start without an auth key", () => {
    expect(() =>
      msg91SmsProvider({ url, authKey: "", templateId: "", dltTemplateId: "", senderId: "" }, memoryLogger()),
    ).toThrow();
  });
});

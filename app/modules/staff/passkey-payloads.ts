import { z } from "zod";

/**
 * What the browser posts to the passkey endpoints (app/routes/sales/passkeys-*.ts): the shape only.
 * SimpleWebAuthn checks the contents (signature, challenge, origin) on the server.
 */
const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);

const credential = <T extends z.ZodRawShape>(response: T) =>
  z.object({
    id: base64url.min(1),
    rawId: base64url.min(1),
    type: z.literal("public-key"),
    response: z.looseObject({ clientDataJSON: base64url.min(1), ...response }),
    clientExtensionResults: z.looseObject({}).default({}),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  });

export const PasskeyRegisterBodySchema = z.object({
  name: z.string().max(1000),
  response: credential({
    attestationObject: base64url.min(1),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});

export const PasskeySignInBodySchema = z.object({
  next: z.string().max(2000).optional(),
  response: credential({
    authenticatorData: base64url.min(1),
    signature: base64url.min(1),
    userHandle: base64url.optional(),
  }),
});

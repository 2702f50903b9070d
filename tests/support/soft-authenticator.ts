/**
 * A software passkey for server-side tests: makes the same answers a platform authenticator would
 * (ES256 key, "none" attestation, user present and verified), so the console's passkey code can be
 * tested without a browser. Browser specs use Chromium's virtual authenticator instead.
 */
import crypto from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) =>
  new Uint8Array(crypto.createHash("sha256").update(data).digest());

export type SoftAuthenticator = {
  credentialId: string;
  /** Answers registration options (as navigator.credentials.create would). */
  register: (
    options: PublicKeyCredentialCreationOptionsJSON,
    origin: string,
    tweak?: { type?: string },
  ) => RegistrationResponseJSON;
  /** Answers sign-in options (as navigator.credentials.get would); the counter goes up each time. */
  authenticate: (
    options: PublicKeyCredentialRequestOptionsJSON,
    origin: string,
    tweak?: { counter?: number; userVerified?: boolean },
  ) => AuthenticationResponseJSON;
};

export function softAuthenticator(): SoftAuthenticator {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialBytes = new Uint8Array(crypto.randomBytes(32));
  const credentialId = b64url(credentialBytes);
  let counter = 0;
  let userHandle: string | undefined;

  const authData = (rpId: string, flags: number, count: number, attested?: Uint8Array) => {
    const head = new Uint8Array(37);
    head.set(sha256(rpId), 0);
    head[32] = flags;
    new DataView(head.buffer).setUint32(33, count);
    return attested ? new Uint8Array([...head, ...attested]) : head;
  };

  return {
    credentialId,
    register(options, origin, tweak = {}) {
      userHandle = options.user.id;
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, isoBase64URL.toBuffer(jwk.x ?? "")],
          [-3, isoBase64URL.toBuffer(jwk.y ?? "")],
        ]),
      );
      const idLength = new Uint8Array(2);
      new DataView(idLength.buffer).setUint16(0, credentialBytes.length);
      const attested = new Uint8Array([...new Uint8Array(16), ...idLength, ...credentialBytes, ...cose]);
      const data = authData(options.rp.id ?? "", UP | UV | AT, counter, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ["fmt", "none"],
          ["attStmt", new Map<string, string>()],
          ["authData", data],
        ]),
      );
      const clientData = JSON.stringify({
        type: tweak.type ?? "webauthn.create",
        challenge: options.challenge,
        origin,
        crossOrigin: false,
      });
      return {
        id: credentialId,
        rawId: credentialId,
        type: "public-key",
        response: {
          clientDataJSON: isoBase64URL.fromUTF8String(clientData),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
    authenticate(options, origin, tweak = {}) {
      counter = tweak.counter ?? counter + 1;
      const flags = UP | (tweak.userVerified === false ? 0 : UV);
      const data = authData(options.rpId ?? "", flags, counter);
      const clientData = JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin });
      const signature = crypto.sign("sha256", Buffer.concat([data, sha256(clientData)]), privateKey);
      return {
        id: credentialId,
        rawId: credentialId,
        type: "public-key",
        response: {
          clientDataJSON: isoBase64URL.fromUTF8String(clientData),
          authenticatorData: b64url(data),
          signature: b64url(new Uint8Array(signature)),
          userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}

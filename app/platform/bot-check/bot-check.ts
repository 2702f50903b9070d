/**
 * The invisible bot check before OTP sends (docs/decisions/109), the browser's half: a proof of work.
 * The server hands out a signed challenge, `sha256(salt + n)` for a secret n below `maxnumber`; the
 * browser finds n by trying numbers, which costs a person's phone a fraction of a second once and a
 * bot farm that cost on every code it wants sent (docs/decisions/109-otp-bot-check.md).
 */
import { sha256 } from "@noble/hashes/sha2";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils";

export type BotChallenge = {
  algorithm: "SHA-256";
  /** Hex SHA-256 of `salt` followed by the secret number in decimal. */
  challenge: string;
  /** Random hex, a dot, and the expiry in epoch ms. */
  salt: string;
  /** The server's signature of the challenge. */
  signature: string;
  maxnumber: number;
};

/** The solved challenge the OTP send carries, as JSON in one posted field (BOT_CHECK_FIELD). */
export type BotSolution = { salt: string; number: number; signature: string };

/** The hash the challenge is made of; the server computes the same with node:crypto. */
export function botCheckHash(salt: string, number: number): string {
  return bytesToHex(sha256(utf8ToBytes(`${salt}${number}`)));
}

/**
 * Finds the challenge's number, yielding to the page every `slice` tries so typing and scrolling stay
 * smooth. Resolves null if no number up to `maxnumber` fits (a broken challenge).
 */
export async function solveBotChallenge(challenge: BotChallenge, slice = 4000): Promise<BotSolution | null> {
  for (let start = 0; start <= challenge.maxnumber; start += slice) {
    const end = Math.min(start + slice, challenge.maxnumber + 1);
    for (let n = start; n < end; n++) {
      if (botCheckHash(challenge.salt, n) === challenge.challenge) {
        return { salt: challenge.salt, number: n, signature: challenge.signature };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}

import fs from "node:fs";
import path from "node:path";
import { pincodeChunkKey, type PincodePlace } from "./pincode-lookup.ts";

type Chunk = Record<string, [string, string]>;
const chunks = new Map<string, Chunk | undefined>();

/**
 * The place of a pin code on the server, from the same table the browser loads (public/geo/pincodes,
 * built by scripts/build-pincode-table.ts), read from disk once per chunk.
 */
export function lookupPincodeOnServer(
  pincode: string,
  dir = path.resolve("public/geo/pincodes"),
): PincodePlace | undefined {
  if (!/^[1-9]\d{5}$/.test(pincode)) return undefined;
  const key = pincodeChunkKey(pincode);
  if (!chunks.has(key)) {
    const file = path.join(dir, `${key}.json`);
    chunks.set(key, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Chunk) : undefined);
  }
  const entry = chunks.get(key)?.[pincode];
  return entry ? { state: entry[0], district: entry[1] } : undefined;
}

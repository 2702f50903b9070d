/**
 * Pin code → state and district, for filling the address of a known pin code (docs/decisions/163). The table
 * is split by the first three digits (the sorting district) into small static JSON files under
 * /geo/pincodes/, built by scripts/build-pincode-table.ts, so a page pays nothing until a visitor has
 * typed a full pin code. Each file maps a pin code to [state name, district name] as spelt in
 * app/modules/geo/geography.ts.
 */
export const PINCODE_CHUNK_BASE = "/geo/pincodes";

export type PincodePlace = { state: string; district: string };

type Chunk = Record<string, [string, string]>;
const chunks = new Map<string, Promise<Chunk | undefined>>();

export function pincodeChunkKey(pincode: string): string {
  return pincode.slice(0, 3);
}

function loadChunk(key: string): Promise<Chunk | undefined> {
  let chunk = chunks.get(key);
  if (!chunk) {
    chunk = fetch(`${PINCODE_CHUNK_BASE}/${key}.json`)
      .then((response) => (response.ok ? (response.json() as Promise<Chunk>) : undefined))
      .catch(() => {
        chunks.delete(key); // try again on the next pin code: the connection may come back
        return undefined;
      });
    chunks.set(key, chunk);
  }
  return chunk;
}

/** The place of a 6-digit pin code, or undefined when it is not in the table (or cannot be loaded). */
export async function lookupPincode(pincode: string): Promise<PincodePlace | undefined> {
  if (!/^[1-9]\d{5}$/.test(pincode)) return undefined;
  const entry = (await loadChunk(pincodeChunkKey(pincode)))?.[pincode];
  return entry ? { state: entry[0], district: entry[1] } : undefined;
}

/**
 * Where each tariff region sits on the stylised India locator (docs/decisions/133-state-locator-map.md):
 * longitude and latitude of its capital or centre, to one decimal place. The outline is a hand-simplified
 * silhouette drawn for this site (about 90 points), good for "where is it", not for borders.
 */
export const LOCATOR = {
  west: 67,
  north: 37.5,
  /** SVG units per degree of latitude. */
  scale: 10,
  /** Longitude is squeezed by cos(22°) so the country keeps its familiar proportions. */
  lonFactor: 0.927,
  width: 287,
  height: 315,
  outline:
    "M72.3 5.0 82.5 9.0 100.1 20.0 110.3 32.0 108.5 49.0 113.1 65.0 123.3 71.0 121.4 86.0 134.4 91.0 153.0 101.0 175.2 109.0 195.6 111.0 196.5 103.0 202.1 94.0 203.0 102.0 211.4 108.0 232.7 107.0 231.8 100.0 250.3 91.0 268.8 81.0 281.8 93.0 271.6 102.0 261.4 109.0 255.9 120.0 251.2 136.0 243.8 145.0 237.3 156.0 234.5 142.0 230.8 134.0 224.3 140.0 228.0 129.0 235.5 124.0 212.3 123.0 203.9 116.0 198.4 111.0 195.6 119.0 200.2 124.0 195.6 129.0 202.1 143.0 203.9 155.0 203.0 159.0 185.4 160.0 180.8 173.0 168.7 180.0 160.4 189.0 151.1 198.0 141.8 209.0 131.6 216.0 122.4 222.0 123.3 244.0 118.7 260.0 119.6 272.0 113.1 272.0 103.8 286.0 97.3 294.0 89.0 286.0 85.3 275.0 77.9 257.0 72.3 246.0 68.6 230.0 63.0 219.0 59.3 206.0 53.8 185.0 54.7 170.0 51.9 162.0 51.9 153.0 48.2 159.0 37.1 167.0 26.0 159.0 18.5 151.0 27.8 146.0 18.5 147.0 11.1 139.0 15.8 132.0 27.8 133.0 38.0 131.0 30.6 118.0 27.8 109.0 37.1 97.0 51.9 85.0 59.3 76.0 70.5 64.0 76.9 52.0 70.5 47.0 66.7 33.0 60.3 26.0Z",
} as const;

export const statePositions: Readonly<Record<string, readonly [lon: number, lat: number]>> = {
  "west-bengal": [87.9, 23.4],
  uttarakhand: [79.0, 30.1],
  "uttar-pradesh": [80.9, 26.8],
  tripura: [91.7, 23.8],
  telangana: [79.0, 17.9],
  "tamil-nadu": [78.4, 11.1],
  sikkim: [88.5, 27.5],
  rajasthan: [73.8, 26.6],
  punjab: [75.4, 30.9],
  puducherry: [79.8, 11.9],
  odisha: [84.4, 20.5],
  nagaland: [94.3, 26.1],
  mumbai: [72.9, 19.1],
  mizoram: [92.8, 23.3],
  meghalaya: [91.3, 25.5],
  manipur: [93.9, 24.7],
  maharashtra: [75.7, 19.5],
  "madhya-pradesh": [78.6, 23.5],
  lakshadweep: [72.6, 10.6],
  kerala: [76.3, 10.3],
  karnataka: [75.7, 15.0],
  jharkhand: [85.3, 23.6],
  "jammu-and-kashmir": [75.0, 33.8],
  "himachal-pradesh": [77.2, 31.9],
  haryana: [76.1, 29.1],
  gujarat: [71.6, 22.7],
  goa: [74.0, 15.4],
  delhi: [77.1, 28.7],
  "dadra-nagar-haveli-daman-diu": [73.0, 20.3],
  chhattisgarh: [81.9, 21.3],
  chandigarh: [76.8, 30.7],
  bihar: [85.5, 25.8],
  assam: [92.9, 26.2],
  "arunachal-pradesh": [94.7, 28.2],
  "andaman-nicobar": [92.7, 11.7],
  "andhra-pradesh": [79.7, 15.9],
};

export function locatorPoint([lon, lat]: readonly [number, number]): { x: number; y: number } {
  return {
    x: Math.round((lon - LOCATOR.west) * LOCATOR.scale * LOCATOR.lonFactor * 10) / 10,
    y: Math.round((LOCATOR.north - lat) * LOCATOR.scale * 10) / 10,
  };
}

/** Island groups drawn as dots, since the outline is the mainland only. */
export const islandDots: readonly (readonly [number, number])[] = [
  [92.7, 13.3],
  [92.8, 12.3],
  [92.7, 11.4],
  [92.6, 10.6],
  [93.5, 8.2],
  [72.6, 11.2],
  [72.7, 10.4],
  [73.0, 8.3],
];

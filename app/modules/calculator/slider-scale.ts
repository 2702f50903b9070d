/**
 * How a slider's position maps to a value. The ranges run to lakhs (a bill of up to ₹5,00,000) while most
 * homes pay a few thousand, so a straight line would squeeze every home into the first pixels. A cube curve
 * gives the low end most of the track; the text box still takes any exact value.
 */
export type SliderScale = {
  /** Number of slider steps from 0 to the maximum. */
  positions: number;
  toPosition: (value: number) => number;
  fromPosition: (position: number) => number;
};

const EXPONENT = 3;

export function cubeScale(max: number, positions = 1000): SliderScale {
  return {
    positions,
    toPosition: (value) => Math.round(positions * Math.cbrt(Math.min(Math.max(value, 0), max) / max)),
    fromPosition: (position) =>
      Math.round(max * (Math.min(Math.max(position, 0), positions) / positions) ** EXPONENT),
  };
}

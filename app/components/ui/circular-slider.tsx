import { useRef } from "react";

/** The dial sweeps 270°, from bottom-left (minimum) round the top to bottom-right (maximum). */
const SWEEP = 270;
const START = -SWEEP / 2;

/**
 * A circular slider (the calculator's years dial): drag or click on the ring, or use the keyboard
 * (arrows ±1, Page Up/Down ±5, Home/End). Exposed to assistive technology as a slider (WAI-ARIA APG).
 */
export function CircularSlider({
  labelledBy,
  min,
  max,
  value,
  onChange,
  valueText,
  unitLabel,
  size = 176,
}: {
  labelledBy: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
  valueText: (value: number) => string;
  /** Small word under the number inside the dial ("years"). */
  unitLabel: string;
  size?: number;
}) {
  const dialRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const clamp = (v: number) => Math.min(max, Math.max(min, v));
  const set = (v: number) => {
    const next = clamp(v);
    if (next !== value) onChange(next);
  };

  const valueAtPointer = (event: React.PointerEvent) => {
    const box = dialRef.current!.getBoundingClientRect();
    const dx = event.clientX - (box.left + box.width / 2);
    const dy = event.clientY - (box.top + box.height / 2);
    // 0° at the top, clockwise positive; the gap at the bottom snaps to the nearer end.
    const angle = (Math.atan2(dx, -dy) * 180) / Math.PI;
    const within = Math.min(SWEEP / 2, Math.max(START, angle));
    return Math.round(min + ((within - START) / SWEEP) * (max - min));
  };

  const fraction = (value - min) / (max - min);
  const centre = 50;
  const radius = 40;
  const thumb = polar(centre, radius, START + fraction * SWEEP);

  return (
    <div
      ref={dialRef}
      className="circular-slider"
      style={{ width: size, height: size }}
      role="slider"
      tabIndex={0}
      aria-labelledby={labelledBy}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText(value)}
      aria-orientation="horizontal"
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        event.currentTarget.focus();
        set(valueAtPointer(event));
      }}
      onPointerMove={(event) => {
        if (dragging.current) set(valueAtPointer(event));
      }}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
      onKeyDown={(event) => {
        const step: Record<string, number> = {
          ArrowRight: 1,
          ArrowUp: 1,
          ArrowLeft: -1,
          ArrowDown: -1,
          PageUp: 5,
          PageDown: -5,
        };
        let next: number | undefined;
        if (event.key in step) next = value + step[event.key]!;
        else if (event.key === "Home") next = min;
        else if (event.key === "End") next = max;
        if (next === undefined) return;
        event.preventDefault();
        set(next);
      }}
    >
      <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
        <path className="circular-slider__track" d={arc(centre, radius, START, START + SWEEP)} />
        {fraction > 0 ? (
          <path className="circular-slider__fill" d={arc(centre, radius, START, START + fraction * SWEEP)} />
        ) : null}
        <circle className="circular-slider__thumb" cx={thumb.x} cy={thumb.y} r={6} />
        <text className="circular-slider__value" x={centre} y={centre + 4} textAnchor="middle">
          {value}
        </text>
        <text className="circular-slider__unit" x={centre} y={centre + 16} textAnchor="middle">
          {unitLabel}
        </text>
      </svg>
    </div>
  );
}

function polar(centre: number, radius: number, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  return { x: centre + radius * Math.sin(radians), y: centre - radius * Math.cos(radians) };
}

function arc(centre: number, radius: number, from: number, to: number): string {
  const start = polar(centre, radius, from);
  const end = polar(centre, radius, to);
  const large = to - from > 180 ? 1 : 0;
  return `M ${start.x.toFixed(3)} ${start.y.toFixed(3)} A ${radius} ${radius} 0 ${large} 1 ${end.x.toFixed(3)} ${end.y.toFixed(3)}`;
}

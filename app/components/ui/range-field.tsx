import { useId, useState, type ReactNode } from "react";

/** Maps slider positions to values (linear unless given). */
export type RangeScale = {
  positions: number;
  toPosition: (value: number) => number;
  fromPosition: (position: number) => number;
};

/**
 * A number chosen with a slider or typed in a text box, the two kept in step. `parseText` turns typed
 * text into the value, or null to ignore the keystroke (the previous value stays). Without JavaScript
 * only the text box shows (the slider cannot reach the server), and the form submits it by `name`.
 */
export function RangeField({
  name,
  label,
  unit,
  unitBefore = false,
  value,
  max,
  scale,
  onValueChange,
  parseText,
  hint,
  sliderLabel = `${label} slider`,
  limitsText = `0 to ${max.toLocaleString("en-IN")}`,
}: {
  name: string;
  label: string;
  /** Shown after the box, e.g. "₹ / month". */
  unit: string;
  /** Put the unit before the box (₹) rather than after it (sq ft). */
  unitBefore?: boolean;
  value: number;
  max: number;
  onValueChange: (value: number) => void;
  parseText: (text: string) => number | null;
  scale?: RangeScale;
  hint?: ReactNode;
  /** The slider's accessible name in the page's language (it sits beside the box named `label`). */
  sliderLabel?: string;
  /** The range under the field in the page's language ("0 to 5,00,000"). */
  limitsText?: string;
}) {
  const id = useId();
  // While the visitor types, the box shows their text ("" or "05"); otherwise the value.
  const [draft, setDraft] = useState<string | null>(null);
  const hintId = `${id}-hint`;
  const toPosition = scale?.toPosition ?? ((v: number) => v);
  const fromPosition = scale?.fromPosition ?? ((p: number) => p);
  // On a curved scale the first steps from 0 round back to 0 (a cube curve reaches ₹1 only after ten of
  // its thousand steps), so an arrow key would move the slider and the value would pull it straight back.
  // A move that leaves the value unchanged steps it by one unit instead, in the direction moved.
  const valueAfterMove = (position: number) => {
    const next = fromPosition(position);
    const current = toPosition(value);
    if (next !== value || position === current) return next;
    return Math.min(max, Math.max(0, value + Math.sign(position - current)));
  };
  const unitMark = (
    <span className="range-field__unit" aria-hidden="true">
      {unit}
    </span>
  );
  return (
    <div className="range-field">
      <label className="range-field__label" htmlFor={`${id}-text`}>
        {label}
      </label>
      <div className="range-field__row">
        <input
          className="range-field__slider js-only"
          type="range"
          data-field={name}
          min={0}
          max={scale?.positions ?? max}
          step={1}
          value={toPosition(value)}
          aria-label={sliderLabel}
          aria-valuetext={value.toLocaleString("en-IN")}
          aria-describedby={hintId}
          onChange={(event) => {
            setDraft(null);
            onValueChange(valueAfterMove(Number(event.currentTarget.value)));
          }}
        />
        <span className="range-field__box">
          {unitBefore ? unitMark : null}
          <input
            id={`${id}-text`}
            className="range-field__text"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            name={name}
            value={draft ?? String(value)}
            aria-describedby={hintId}
            onChange={(event) => {
              const text = event.currentTarget.value;
              const next = parseText(text);
              if (next === null) return;
              setDraft(text);
              onValueChange(next);
            }}
            onBlur={() => setDraft(null)}
          />
          {unitBefore ? null : unitMark}
        </span>
      </div>
      <p className="range-field__limits muted" id={hintId}>
        {limitsText} {hint}
      </p>
    </div>
  );
}

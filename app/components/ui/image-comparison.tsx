import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useRef,
  useState,
} from "react";
import type { ContentImage } from "#app/content/content-image.ts";
import { ContentImg } from "./content-img.tsx";
import { useHydrated } from "./use-client-state.ts";
import imageComparisonStyles from "./image-comparison.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { useCatalogue } from "#app/i18n/use-locale.ts";

type Side = { image: ContentImage; label: string };

const KEY_STEP = 0.05;
const PAGE_STEP = 0.1;

/**
 * A drag-to-compare slider (docs/decisions/200, Content): the left image is revealed up to the
 * divider. Mouse, touch and pen drag it; to assistive technology and the keyboard it is a slider
 * (arrows, Page Up/Down, Home/End). Reports the position from 0 to 1. A skeleton shows until both
 * images have loaded.
 */
export function ImageComparison({
  left,
  right,
  start = 0.5,
  handleSize = 40,
  lineColor = "#ffffff",
  lineWidth = 2,
  orientation = "horizontal",
  onPositionChange,
}: {
  left: Side;
  right: Side;
  start?: number;
  handleSize?: number;
  lineColor?: string;
  lineWidth?: number;
  orientation?: "horizontal" | "vertical";
  onPositionChange?: (position: number) => void;
}) {
  const [position, setPosition] = useState(clamp(start));
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(new Set());
  const hydrated = useHydrated();
  const ui = useCatalogue().common.ui;
  const rootRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const horizontal = orientation === "horizontal";

  const markLoaded = (src: string) => setLoaded((prev) => (prev.has(src) ? prev : new Set(prev).add(src)));
  // Images may finish before hydration, when their load event has already fired: count those too.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      for (const img of rootRef.current?.querySelectorAll("img") ?? []) {
        if (img.complete && img.naturalWidth > 0) markLoaded(img.getAttribute("src") ?? "");
      }
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const move = (next: number) => {
    const value = clamp(next);
    setPosition(value);
    onPositionChange?.(value);
  };

  const fromPointer = (event: PointerEvent) => {
    const rect = rootRef.current?.getBoundingClientRect();
    if (!rect) return;
    move(horizontal ? (event.clientX - rect.left) / rect.width : (event.clientY - rect.top) / rect.height);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, number> = {
      ArrowLeft: -KEY_STEP,
      ArrowDown: horizontal ? -KEY_STEP : KEY_STEP,
      ArrowRight: KEY_STEP,
      ArrowUp: horizontal ? KEY_STEP : -KEY_STEP,
      PageDown: -PAGE_STEP,
      PageUp: PAGE_STEP,
    };
    let next: number | undefined;
    if (event.key in steps) next = position + steps[event.key]!;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = 1;
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };

  const loading = hydrated && loaded.size < 2;
  const percent = `${(position * 100).toFixed(1)}%`;
  const style = {
    "--position": percent,
    "--handle": `${handleSize}px`,
    "--line": lineColor,
    "--line-width": `${lineWidth}px`,
    aspectRatio: `${right.image.width} / ${right.image.height}`,
  } as CSSProperties;

  return (
    <div
      ref={rootRef}
      className="compare"
      data-orientation={orientation}
      data-loading={loading ? "" : undefined}
      style={style}
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        fromPointer(event);
      }}
      onPointerMove={(event) => {
        if (dragging.current) fromPointer(event);
      }}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
    >
      <div className="compare__layer compare__layer--right">
        <ContentImg image={right.image} onLoad={(src) => markLoaded(src)} />
        <span className="compare__label compare__label--right" aria-hidden="true">
          {right.label}
        </span>
      </div>
      <div className="compare__layer compare__layer--left">
        <ContentImg image={left.image} onLoad={(src) => markLoaded(src)} />
        <span className="compare__label compare__label--left" aria-hidden="true">
          {left.label}
        </span>
      </div>
      <div
        className="compare__handle"
        role="slider"
        tabIndex={0}
        aria-label={ui.compareDivider(left.label, right.label)}
        aria-orientation={orientation}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(position * 100)}
        aria-valuetext={ui.compareValue(
          Math.round(position * 100),
          left.label,
          100 - Math.round(position * 100),
          right.label,
        )}
        onKeyDown={onKeyDown}
      >
        <span className="compare__knob" aria-hidden="true" />
      </div>
      {loading ? <div className="compare__skeleton" aria-hidden="true" /> : null}
      <Stylesheet href={imageComparisonStyles} />
    </div>
  );
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}

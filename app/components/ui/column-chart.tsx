/** By default the first, the last and every fifth column carry their label. */
const firstLastAndEveryFifth = (index: number, count: number) =>
  index === 0 || index === count - 1 || (index + 1) % 5 === 0;

/**
 * A small column chart in plain SVG (no chart library): one column per point, some of them labelled
 * under the axis (`labelled`; labels are kept inside the chart's edges). The figures themselves
 * belong in a table beside it; the SVG is one image with a summary for assistive technology.
 */
export function ColumnChart({
  points,
  summary,
  formatValue,
  labelled = firstLastAndEveryFifth,
}: {
  points: { label: string; value: number }[];
  /** What the chart shows, for screen readers (its figures are in the table beside it). */
  summary: string;
  formatValue: (value: number) => string;
  /** Which columns show their label; choose few enough that the labels never overlap. */
  labelled?: (index: number, count: number) => boolean;
}) {
  const width = 320;
  const height = 180;
  const top = 22;
  const bottom = 22;
  const plot = height - top - bottom;
  const highest = Math.max(0, ...points.map((p) => p.value));
  const slot = width / Math.max(points.length, 1);
  const barWidth = Math.max(2, slot * 0.68);
  // A label under the first or last column may be wider than its column: keep it in view (about
  // 6 units per character at the 10 px label size).
  const labelX = (label: string, centre: number) => {
    const half = label.length * 3;
    return Math.min(width - half, Math.max(half, centre));
  };
  return (
    <svg className="column-chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary}>
      <line className="column-chart__axis" x1={0} x2={width} y1={top + plot} y2={top + plot} />
      {points.map((point, index) => {
        const barHeight = highest > 0 ? (point.value / highest) * plot : 0;
        const x = index * slot + (slot - barWidth) / 2;
        return (
          <g key={point.label}>
            <rect
              className="column-chart__bar"
              x={x}
              y={top + plot - barHeight}
              width={barWidth}
              height={barHeight}
              rx={1.5}
            />
            {labelled(index, points.length) ? (
              <text
                className="column-chart__label"
                x={labelX(point.label, x + barWidth / 2)}
                y={height - 6}
                textAnchor="middle"
              >
                {point.label}
              </text>
            ) : null}
          </g>
        );
      })}
      {highest > 0 ? (
        <text className="column-chart__label" x={width} y={14} textAnchor="end">
          {formatValue(highest)}
        </text>
      ) : null}
    </svg>
  );
}

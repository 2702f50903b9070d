import { site } from "#app/content/site.ts";

/** The Arka mark: a roof whose slope is a row of solar cells under the sun. Original artwork. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const ink = inverted ? "#FFFFFF" : "#13233D";
  return (
    <svg viewBox="0 0 150 40" width="150" height="40" role="img" aria-label={site.product}>
      <circle cx="30" cy="11" r="6" fill="#F2A900" />
      <path d="M4 30 22 16l18 14z" fill="#8A8F98" />
      <path d="M9 28.5 22 18.4l13 10.1z" fill="#13233D" stroke="#E7E5E0" strokeWidth="0.8" />
      <path d="M15.5 23.5h13M12 26.2h20M22 18.4v10" stroke="#5B8DEF" strokeWidth="0.7" />
      <text
        x="48"
        y="29"
        fill={ink}
        fontFamily="'Plus Jakarta Sans Variable', system-ui, sans-serif"
        fontWeight="800"
        fontSize="24"
        letterSpacing="1"
      >
        ARKA
      </text>
    </svg>
  );
}

/**
 * A small set of inline SVG icons (no icon font, no extra request). Decorative by default: give a
 * `title` to make one meaningful to assistive technology.
 */
const paths = {
  phone:
    "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z",
  mail: "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 2v.5l8 5 8-5V6zm16 2.85-7.47 4.67a1 1 0 0 1-1.06 0L4 8.85V18h16z",
  location:
    "M12 2a7 7 0 0 1 7 7c0 5.25-7 13-7 13S5 14.25 5 9a7 7 0 0 1 7-7zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5z",
  globe:
    "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.93 9h-3a15.7 15.7 0 0 0-1.38-5.6A8 8 0 0 1 18.93 11zM12 4.04c.83 1.2 1.8 3.45 1.93 6.96h-3.86C10.2 7.49 11.17 5.24 12 4.04zM9.45 5.4A15.7 15.7 0 0 0 8.07 11h-3a8 8 0 0 1 4.38-5.6zM5.07 13h3a15.7 15.7 0 0 0 1.38 5.6A8 8 0 0 1 5.07 13zM12 19.96c-.83-1.2-1.8-3.45-1.93-6.96h3.86c-.13 3.51-1.1 5.76-1.93 6.96zm2.55-1.36A15.7 15.7 0 0 0 15.93 13h3a8 8 0 0 1-4.38 5.6z",
  calculator:
    "M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 2v4h10V4zm1 7v2h2v-2zm3 0v2h2v-2zm3 0v2h2v-2zm-6 3v2h2v-2zm3 0v2h2v-2zm3 0v5h2v-5zm-6 3v2h2v-2zm3 0v2h2v-2z",
  close: "M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z",
  menu: "M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z",
  chevronDown: "M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z",
  arrowDown: "M11 4h2v12.2l5.3-5.3 1.4 1.4-7.7 7.7-7.7-7.7 1.4-1.4 5.3 5.3z",
  check: "M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z",
  alert: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z",
  download: "M11 3h2v9.2l3.3-3.3 1.4 1.4L12 16l-5.7-5.7 1.4-1.4 3.3 3.3zM5 19h14v2H5z",
  pause: "M6 5h4v14H6zm8 0h4v14h-4z",
  play: "M8 5v14l11-7z",
  /** A generic speech bubble for the WhatsApp chat link (our own drawing, not WhatsApp's mark). */
  chat: "M12 2.5A9 9 0 1 1 8.2 19.66L3 21l.84-5.7A9 9 0 0 1 12 2.5zm0 2A7 7 0 0 0 5.94 15l-.64 3.3 3.3-1A7 7 0 1 0 12 4.5zM8.5 10.3a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 1 1 0-2.4zm3.5 0a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 1 1 0-2.4zm3.5 0a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 1 1 0-2.4z",
  handshake:
    "M12.2 5.3 9.6 7.9a1.5 1.5 0 0 0 2.1 2.1l1.3-1.3 4.6 4.6 1.4-1.4-5.3-5.3a2 2 0 0 0-1.5-.6zM2 9l4-4 3 3-4 4zm20 0-4-4-1.6 1.6 4 4zM6.5 13.5l3.5 3.5a1.4 1.4 0 0 0 2-2l.3.3a1.4 1.4 0 0 0 2-2l.3.3a1.4 1.4 0 0 0 2-2l-3-3-1.1 1.1a3.5 3.5 0 0 1-5-5l.2-.2-1.2-1.2L4 7.7z",
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z",
  twitter:
    "M4 4h4.6l4.1 5.6L17.5 4H20l-6.1 7.1L20.5 20h-4.6l-4.4-6-5.2 6H4l6.4-7.4zm3 1.6 9.6 12.8h1.4L8.4 5.6z",
  instagram:
    "M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z",
  linkedin:
    "M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.5 9h3v12h-3zm6 0h3v1.7c.6-1 1.9-2 3.9-2 3.3 0 4.1 2.1 4.1 5V21h-3v-6.3c0-1.5-.1-3.1-2-3.1s-2.1 1.4-2.1 3V21h-3z",
  youtube:
    "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z",
} as const;

export type IconName = keyof typeof paths;

export function Icon({
  name,
  size = 20,
  title,
  className,
}: {
  name: IconName;
  size?: number;
  title?: string;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      fill="currentColor"
      focusable="false"
      {...(title ? { role: "img", "aria-label": title } : { "aria-hidden": true })}
    >
      <path d={paths[name]} />
    </svg>
  );
}

export function socialIconName(network: string): IconName {
  return network.toLowerCase() as IconName;
}

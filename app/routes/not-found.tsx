import { data } from "react-router";

/** Any other path: answered with HTTP 404 and rendered by the site layout's error boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

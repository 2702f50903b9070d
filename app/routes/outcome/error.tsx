import type { Route } from "./+types/error";
import { OutcomePage, outcomeMeta } from "#app/components/pages/outcome.tsx";

export const meta: Route.MetaFunction = outcomeMeta("error", "/error");

export default function ErrorPage() {
  return <OutcomePage outcome="error" homePath="/" />;
}

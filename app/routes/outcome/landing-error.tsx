import type { Route } from "./+types/landing-error";
import { OutcomePage, outcomeMeta } from "#app/components/pages/outcome.tsx";

export const meta: Route.MetaFunction = outcomeMeta("error", "/integrated-solar-roof/error");

export default function LandingError() {
  return <OutcomePage outcome="error" homePath="/integrated-solar-roof" />;
}

import type { Route } from "./+types/landing-success";
import { OutcomePage, outcomeMeta } from "#app/components/pages/outcome.tsx";

export const meta: Route.MetaFunction = outcomeMeta("success", "/integrated-solar-roof/success");

export default function LandingSuccess() {
  return <OutcomePage outcome="success" homePath="/integrated-solar-roof" />;
}

import type { Route } from "./+types/success";
import { OutcomePage, outcomeMeta } from "#app/components/pages/outcome.tsx";

export const meta: Route.MetaFunction = outcomeMeta("success", "/success");

export default function Success() {
  return <OutcomePage outcome="success" homePath="/" />;
}

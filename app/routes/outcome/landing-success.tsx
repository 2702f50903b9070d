import type { Route } from "./+types/landing-success";
import { SuccessOutcome } from "#app/components/pages/outcome.tsx";
import { pageMeta } from "#app/content/meta.ts";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Success",
    description: "The outcome of your request to Arka.",
    path: "/integrated-solar-roof/success",
  }),
  { name: "robots", content: "noindex" },
];

export default function LandingSuccess() {
  return (
    <div className="container section">
      <SuccessOutcome homePath="/integrated-solar-roof" />
    </div>
  );
}

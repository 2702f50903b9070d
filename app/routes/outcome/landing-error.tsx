import type { Route } from "./+types/landing-error";
import { ErrorOutcome } from "#app/components/pages/outcome.tsx";
import { pageMeta } from "#app/content/meta.ts";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Error",
    description: "The outcome of your request to Arka.",
    path: "/integrated-solar-roof/error",
  }),
  { name: "robots", content: "noindex" },
];

export default function LandingError() {
  return (
    <div className="container section">
      <ErrorOutcome homePath="/integrated-solar-roof" />
    </div>
  );
}

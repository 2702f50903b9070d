import type { Route } from "./+types/success";
import { SuccessOutcome } from "#app/components/pages/outcome.tsx";
import { pageMeta } from "#app/content/meta.ts";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "Success", description: "The outcome of your request to Arka.", path: "/success" }),
  { name: "robots", content: "noindex" },
];

export default function Success() {
  return (
    <div className="container section">
      <SuccessOutcome homePath="/" />
    </div>
  );
}

import { Link } from "react-router";

/** A clear placeholder for a page whose content arrives in a later issue: never a blank page. */
export function ComingSoon({ what }: { what: string }) {
  return (
    <section className="section container coming-soon" aria-labelledby="coming-soon-heading">
      <h2 id="coming-soon-heading">Coming soon</h2>
      <p>
        {what} is being prepared and will appear here shortly. Meanwhile, you can estimate your savings with
        the <Link to="/solar-calculator">solar calculator</Link> or <Link to="/contact">contact us</Link>.
      </p>
    </section>
  );
}

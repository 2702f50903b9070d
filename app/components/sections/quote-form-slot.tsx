/**
 * PLACEHOLDER for the landing page's Get A Quote form (issue 4 replaces this file with the real form).
 * It receives the landing campaign id (seed 000 section 9). Keep the export name and props.
 */
export function QuoteFormSlot({ campaignId }: { campaignId: string }) {
  return (
    <div className="form-slot" data-campaign-id={campaignId}>
      <h2>Get A Quote</h2>
      <p>Our quote form will be here shortly. Meanwhile, call us or use Enquire Now on any page.</p>
    </div>
  );
}

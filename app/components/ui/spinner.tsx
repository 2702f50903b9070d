/**
 * A small spinning ring with a spoken label (dealer field list, form loads). On its own so the layout's
 * Enquire Now panel can show it without loading the forms' parts (docs/decisions/173). Styles: forms.css.
 */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="form-spinner" role="status">
      <span className="form-spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

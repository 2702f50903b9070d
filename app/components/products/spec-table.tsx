import type { SpecGroup } from "#app/content/product-specs.ts";

// Styles: app/components/ui/data-table.css, pulled into each page's single stylesheet by the route (decision 136).

/** One spec group as a two-column table: the field, then its value. */
export function SpecTable({ group }: { group: SpecGroup }) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{group.title}</caption>
        <tbody>
          {group.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

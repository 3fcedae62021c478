import { useI18n } from "../../../i18n"
import { factRows, type StoreProductFacts } from "./facts"

/** The product page's spec table: the bicycle's facts in the page's language; nothing when it has none. */
export function ProductSpecTable({ facts }: { facts: StoreProductFacts | null }) {
  const { locale, messages } = useI18n()
  if (!facts) return null
  const rows = factRows(facts, locale, messages)
  if (!rows.length) return null
  return (
    <section className="product-specs" aria-labelledby="product-specs-title" data-testid="product-specs">
      <h2 id="product-specs-title">{messages.productFacts.title}</h2>
      <table className="product-specs__table">
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-fact={row.key}>
              <th scope="row">{row.name}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

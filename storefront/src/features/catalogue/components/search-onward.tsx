import { Link } from "react-router"
import { paths } from "../../../config/paths"
import { useMessages } from "../../../i18n"
import { ProductGrid } from "../../../components/products/product-grid"
import { useSearchOnward } from "../api/get-search-onward"

/**
 * Under "No product found" on /search: the products of the closest search ("Did you mean
 * “phoenix”?", a link to its results), the categories and the best sellers. Read by the page's
 * loader on the server, so it is in the page without scripts.
 */
export function SearchOnward({ q }: { q: string }) {
  const t = useMessages().search
  const { data, error, refetch } = useSearchOnward(q)
  if (!data) return null
  return (
    <div className="search-onward">
      {data.closestSearch && data.closest.length > 0 && (
        <section aria-labelledby="search-closest">
          <h2 id="search-closest">
            <Link to={paths.search(data.closestSearch)}>{t.closest(data.closestSearch)}</Link>
          </h2>
          <ProductGrid products={data.closest} isPending={false} error={error} onRetry={() => void refetch()} />
        </section>
      )}
      {data.categories.length > 0 && (
        <nav aria-labelledby="search-categories">
          <h2 id="search-categories">{t.browseCategories}</h2>
          <ul className="search-onward__categories">
            {data.categories.map((category) => (
              <li key={category.handle}>
                <Link className="button" to={paths.shopCategory(category.handle)}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {data.bestSellers.length > 0 && (
        <section aria-labelledby="search-best-sellers">
          <h2 id="search-best-sellers">{t.bestSellers}</h2>
          <ProductGrid products={data.bestSellers} isPending={false} error={error} onRetry={() => void refetch()} />
        </section>
      )}
    </div>
  )
}

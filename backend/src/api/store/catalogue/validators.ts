import { validateQuery } from "../../../lib/http/validate-query"
import { CatalogueQuery, SearchOnwardQuery } from "../../../workflows/catalogue/rules"

/** GET /store/catalogue/products's query (workflows/catalogue/rules/params.ts). */
export const validateCatalogueQuery = validateQuery(CatalogueQuery)

/** GET /store/catalogue/search-onward's query: q, required. */
export const validateSearchOnwardQuery = validateQuery(SearchOnwardQuery)

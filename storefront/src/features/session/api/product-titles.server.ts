import { asShopper } from "../../../lib/store.server"
import { readProductTitles, type ProductTitles } from "./product-titles"

/**
 * The products' names in the request's language, for a loader or an action (the /cart page,
 * checkout): read with the request's language and session, like every store read of its page.
 */
export const productTitlesFor = (request: Request, ids: readonly (string | null | undefined)[]): Promise<ProductTitles> =>
  asShopper(request, () => readProductTitles(ids))

import { Link } from "react-router"
import { paths } from "../../config/paths"
import { useMessages } from "../../i18n"

/** The spec's '404 page', with a way back: unknown addresses, unknown or removed products. */
export function NotFound() {
  const t = useMessages().errors
  return (
    <section className="not-found">
      <h1>{t.notFound}</h1>
      <p>{t.notFoundText}</p>
      <p className="not-found__links">
        <Link to={paths.shop()} className="button">
          {t.backToShop}
        </Link>
        <Link to={paths.home()} className="button button--ghost">
          {t.home}
        </Link>
      </p>
    </section>
  )
}

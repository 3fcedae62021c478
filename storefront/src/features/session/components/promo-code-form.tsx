import { useId } from "react"
import { Link, useFetcher } from "react-router"
import { useMessages } from "../../../i18n"
import type { AppliedCode } from "../promotions/cart-costs"
import { APPLY_CODE, PROMO_CODE_MAX, PROMO_FIELDS, REMOVE_CODE, type PromoCodeAnswer } from "../promotions/schemas"

type Props = {
  /** The route whose action takes the code (/cart, or this checkout's own address). */
  action: string
  /** The codes on the cart: each entered one has its Remove button. */
  codes: AppliedCode[]
  /** The server's answer to a post made without scripts (the route's action data). */
  answer?: PromoCodeAnswer | null
  /** A visitor's cart: codes go on a customer's own cart, so this links to log in (back to `logIn`). */
  logIn?: string | null
}

/**
 * The promo code field and Apply, then each entered code with Remove: plain forms posting to the
 * route's action, so they work before and without scripts (the page comes back with the new
 * totals, or with the reason beside the field); with scripts a fetcher posts them and the page's
 * data is read again.
 */
export function PromoCodeForm({ action, codes, answer, logIn }: Props) {
  const t = useMessages().promotions
  const id = useId()
  const apply = useFetcher<PromoCodeAnswer>({ key: `promo-apply-${action}` })
  const remove = useFetcher<PromoCodeAnswer>({ key: `promo-remove-${action}` })
  const busy = apply.state !== "idle" || remove.state !== "idle"
  // The latest answer: a script's post, else the one the page was rendered with.
  const said = (apply.state === "idle" && apply.data?.promo) || (remove.state === "idle" && remove.data?.promo) || answer?.promo || null
  const entered = codes.filter((code) => !code.automatic)

  if (logIn) {
    return (
      <section className="promo-code" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="promo-code__title">
          {t.title}
        </h2>
        <p className="promo-code__note">
          {t.signIn} <Link to={logIn}>{t.logIn}</Link>
        </p>
      </section>
    )
  }

  return (
    <section className="promo-code" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="promo-code__title">
        {t.title}
      </h2>
      <apply.Form method="post" action={action} className="promo-code__form">
        <input type="hidden" name={PROMO_FIELDS.intent} value={APPLY_CODE} />
        <div className="field">
          <label htmlFor={`${id}-code`} className="visually-hidden">
            {t.label}
          </label>
          <input
            id={`${id}-code`}
            name={PROMO_FIELDS.code}
            defaultValue={said?.code ?? ""}
            key={said?.code ?? ""}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={PROMO_CODE_MAX}
            placeholder={t.label}
            aria-invalid={Boolean(said)}
            aria-describedby={said ? `${id}-error` : undefined}
          />
        </div>
        <button type="submit" className="button" disabled={busy}>
          {apply.state !== "idle" ? t.applying : t.apply}
        </button>
      </apply.Form>
      {said && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {said.error}
        </p>
      )}
      {entered.length > 0 && (
        <ul className="promo-code__applied" aria-label={t.applied}>
          {entered.map(({ code }) => (
            <li key={code}>
              <span className="promo-code__code">{code}</span>
              <remove.Form method="post" action={action}>
                <input type="hidden" name={PROMO_FIELDS.intent} value={REMOVE_CODE} />
                <input type="hidden" name={PROMO_FIELDS.code} value={code} />
                <button type="submit" className="button button--ghost" aria-label={t.removeLabel(code)} disabled={busy}>
                  {t.remove}
                </button>
              </remove.Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

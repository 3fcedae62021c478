import { useI18n } from "../../../i18n"
import { useShopIdentity } from "../api/get-shop-identity"
import { addressIn, hoursIn, phoneForReading, telHref, whatsappUrl } from "../shop-identity"

/** The strip above the header: the shop's phone, WhatsApp and email as the owner set them (nothing for what is not set). */
export function ContactStrip() {
  const { messages } = useI18n()
  const { data: identity } = useShopIdentity()
  return (
    <div className="contact-strip">
      <div className="container">
        {identity?.phone && (
          // Named by its text (a hidden "Phone", then the number), not by an aria-label, which would make
          // it a second thing labelled "Phone" on every page beside the address form's field.
          <a href={telHref(identity.phone)}>
            <span className="visually-hidden">{messages.identity.phone} </span>
            {phoneForReading(identity.phone)}
          </a>
        )}
        {identity?.whatsapp && (
          <a href={whatsappUrl(identity.whatsapp, "")} rel="noopener noreferrer" target="_blank">
            {messages.identity.whatsapp}
          </a>
        )}
        {identity?.email && <a href={`mailto:${identity.email}`}>{identity.email}</a>}
        <span>{messages.shop.paymentNote}</span>
      </div>
    </div>
  )
}

/** The footer's contact and hours blocks: address, phone, email, Facebook page, trade licence, opening hours. */
export function FooterContacts() {
  const { messages, locale } = useI18n()
  const t = messages.identity
  const { data: identity } = useShopIdentity()
  const address = identity && addressIn(identity, locale)
  const hours = identity && hoursIn(identity, locale)
  return (
    <>
      <div className="footer-contacts" data-testid="footer-contacts">
        <strong>{messages.footer.contact}</strong>
        {address && <p>{address}</p>}
        {identity?.phone && (
          <p>
            {t.phone}: <a href={telHref(identity.phone)}>{phoneForReading(identity.phone)}</a>
          </p>
        )}
        {identity?.whatsapp && (
          <p>
            {t.whatsapp}:{" "}
            <a href={whatsappUrl(identity.whatsapp, "")} rel="noopener noreferrer" target="_blank">
              {phoneForReading(identity.whatsapp)}
            </a>
          </p>
        )}
        {identity?.email && (
          <p>
            {t.email}: <a href={`mailto:${identity.email}`}>{identity.email}</a>
          </p>
        )}
        {identity?.facebook_url && (
          <p>
            <a href={identity.facebook_url} rel="noopener noreferrer" target="_blank">
              {t.facebook}
            </a>
          </p>
        )}
        {identity?.trade_licence && <p>{t.tradeLicence(identity.trade_licence)}</p>}
      </div>
      {hours && (
        <div>
          <strong>{messages.footer.hoursLabel}</strong>
          <p>{hours}</p>
        </div>
      )}
    </>
  )
}

import { useMessages } from "../../../i18n"
import { useShopIdentity } from "../api/get-shop-identity"
import { whatsappUrl } from "../shop-identity"

type Props = {
  /** The product's name, in the page's language. */
  title: string
  /** The product page's absolute address in the page's language (`/bn/...` on a Bangla page): the message carries it. */
  url: string
}

/**
 * A chat with the shop on WhatsApp about this product: opens wa.me with the shop's number and a
 * first message in the page's language carrying the product's address. Not shown when the owner
 * has set no WhatsApp number. A plain link: it works without scripts.
 */
export function WhatsAppButton({ title, url }: Props) {
  const t = useMessages().identity
  const { data: identity } = useShopIdentity()
  if (!identity?.whatsapp) return null
  return (
    <a
      className="button button--ghost whatsapp-button"
      href={whatsappUrl(identity.whatsapp, t.whatsappAboutProduct(title, url))}
      rel="noopener noreferrer"
      target="_blank"
      data-testid="whatsapp-button"
    >
      {t.askOnWhatsapp}
    </a>
  )
}

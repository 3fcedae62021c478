import { icu } from "../../i18n/icu"

/** The shop's identity as the owner sets it (phone, WhatsApp, Facebook, trade licence): its labels and the WhatsApp chat. */
export const identityMessages = {
  identity: {
    phone: "Phone",
    email: "Email",
    whatsapp: "WhatsApp",
    facebook: "Facebook page",
    tradeLicence: icu("Trade licence {number}", ["number"], { asWritten: ["number"] }),
    /** The product page's button: a chat with the shop about this product. */
    askOnWhatsapp: "Ask about this on WhatsApp",
    /** The chat's first message, with the product's address (the shopper can edit it before sending). */
    whatsappAboutProduct: icu("Hello Chaka, I have a question about {title}: {url}", ["title", "url"], { asWritten: ["url"] }),
  },
} as const

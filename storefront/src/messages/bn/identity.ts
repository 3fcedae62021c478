import type { Translation } from "../translation"
import type { identityMessages as english } from "../en/identity"

/** The shop's identity as the owner sets it (phone, WhatsApp, Facebook, trade licence): its labels and the WhatsApp chat. */
export const identityMessages: Translation<typeof english> = {
  identity: {
    phone: "ফোন",
    email: "ইমেইল",
    whatsapp: "হোয়াটসঅ্যাপ",
    facebook: "ফেসবুক পেজ",
    tradeLicence: "ট্রেড লাইসেন্স {number}",
    askOnWhatsapp: "হোয়াটসঅ্যাপে এই পণ্য নিয়ে জিজ্ঞেস করুন",
    whatsappAboutProduct: "হ্যালো Chaka, {title} সম্পর্কে আমার একটি প্রশ্ন আছে: {url}",
  },
}

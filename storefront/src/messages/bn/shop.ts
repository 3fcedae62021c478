import type { Translation } from "../../i18n/catalogue"
import type { shopMessages as english } from "../en/shop"

/** The shop itself: its name, the navigation, contacts and the footer. */
export const shopMessages: Translation<typeof english> = {
  shop: {
    name: "Chaka",
    tagline: "সারা বাংলাদেশে সাইকেল ও এক্সেসরিজ ডেলিভারি",
    hours: "প্রতিদিন সকাল ৯টা থেকে রাত ৮টা",
    address: "বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫",
    paymentNote: "সারা বাংলাদেশে ক্যাশ অন ডেলিভারি",
    description: "Chaka: সারা বাংলাদেশে সাইকেল ও এক্সেসরিজ ডেলিভারি, ক্যাশ অন ডেলিভারিতে।",
  },
  nav: { home: "হোম", shop: "শপ", account: "অ্যাকাউন্ট", news: "খবর", menu: "মেনু", cart: "কার্ট", main: "প্রধান" },
  contact: { phone: "+880 1700-000000", email: "hello@chaka.shop" },
  footer: {
    contact: "যোগাযোগ করুন",
    hoursLabel: "খোলার সময়",
    rights: "সব দাম বাংলাদেশি টাকায় (BDT)।",
  },
}

import type { Translation } from "../translation"
import type { policiesMessages as english } from "../en/policies"

/** The policy pages, their footer links and the delivery estimate (product page, checkout, order). */
export const policiesMessages: Translation<typeof english> = {
  policies: {
    footerTitle: "শপের নীতিমালা",
    delivery: "ডেলিভারি",
    // The page's own title (policy-data-bn.ts): the footer link says what the page says.
    returns: "ফেরত ও ওয়ারেন্টি",
    privacy: "গোপনীয়তা নীতি",
    terms: "শর্তাবলি",
    notFound: "এই পেজটি নেই।",
    updated: "সর্বশেষ আপডেট {date}",
    // The screen puts the two links after this text: "… মেনে নিচ্ছেন আমাদের [শর্তাবলি] ও [ফেরত ও ওয়ারেন্টি]."
    checkoutNote: "অর্ডার করার মাধ্যমে আপনি মেনে নিচ্ছেন আমাদের",
    and: "ও",
    adminTitle: "নীতিমালার পেজ",
    adminHint: "সাধারণ লেখা: দুই অনুচ্ছেদের মাঝে একটি ফাঁকা লাইন রাখুন।",
    placeholdersHint: "শপের সেটিংস উল্লেখ করতে নিচের যেকোনো নাম দ্বিতীয় বন্ধনীর ভেতরে লিখুন; পেজে তার এখনকার মান পেজের ভাষায় দেখাবে:",
    pageTitle: "শিরোনাম",
    pageBody: "লেখা",
    save: "পেজ সেভ করুন",
    saving: "সেভ হচ্ছে…",
    saved: "“{title}” সেভ হয়েছে",
    titleRequired: "শিরোনাম দিতে হবে",
    bodyRequired: "লেখা দিতে হবে",
    view: "পেজ দেখুন",
  },
  delivery: {
    charge: "ডেলিভারি চার্জ",
    chargeNote: "({threshold}-এর বেশি দামের অর্ডারে)",
    time: "ডেলিভারির সময়",
    insideDhaka: "ঢাকার ভেতরে",
    elsewhere: "ঢাকার বাইরে",
    days: "{n, plural, one {# দিন} other {# দিন}}",
    dayRange: "{min, number}–{max, number} দিন",
    toDistrict: "ডেলিভারি: {district}",
    yourDistrict: "আপনার জেলা",
    pickDistrict: "আপনার জেলা বেছে নিন",
    policyLink: "ডেলিভারি ও রিটার্ন",
    adminTitle: "ডেলিভারির দিন",
    adminHint: "০ থেকে ৬০-এর মধ্যে পুরো দিনের সংখ্যা; প্রথমটি দ্বিতীয়টির চেয়ে বেশি হবে না।",
    from: "কমপক্ষে",
    to: "সর্বোচ্চ",
    save: "ডেলিভারির দিন সেভ করুন",
    saved: "ডেলিভারির দিন সেভ হয়েছে",
    invalid: "০ থেকে ৬০-এর মধ্যে পুরো দিনের সংখ্যা দিন, প্রথমটি দ্বিতীয়টির চেয়ে বেশি নয়",
  },
}

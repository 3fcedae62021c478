import type { Translation } from "../translation"
import type { addressMessages as english } from "../en/address"

/** The shipping address fields (features/session/address, its AddressPickers). */
export const addressMessages: Translation<typeof english> = {
  address: {
    division: "বিভাগ",
    district: "জেলা",
    thana: "থানা",
    road: "রোড বা গ্রাম",
    phone: "ফোন",
    phonePlaceholder: "01XXXXXXXXX",
    phoneHint: "বাংলাদেশি মোবাইল নম্বর, যেমন 01712-345678",
    chooseDivision: "বিভাগ বেছে নিন",
    chooseDistrict: "জেলা বেছে নিন",
    chooseThana: "থানা বেছে নিন",
    chooseDivisionFirst: "আগে বিভাগ বেছে নিন",
    chooseDistrictFirst: "আগে জেলা বেছে নিন",
    loading: "লোড হচ্ছে…",
    loadFailed: "বিভাগ ও জেলার তালিকা লোড করা যায়নি।",
    divisionRequired: "বিভাগ বেছে নিতে হবে",
    districtRequired: "জেলা বেছে নিতে হবে",
    thanaRequired: "থানা বেছে নিতে হবে",
    roadRequired: "রোড বা গ্রামের নাম দিতে হবে",
    phoneRequired: "ফোন নম্বর দিতে হবে",
    phoneInvalid: "সঠিক বাংলাদেশি মোবাইল নম্বর দিন, যেমন 01712-345678",
  },
}

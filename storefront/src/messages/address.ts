/** The shipping address fields (components/address, lib/address). */
export const addressMessages = {
  address: {
    division: "Division",
    district: "District",
    thana: "Police station (thana)",
    road: "Road or village",
    phone: "Phone",
    phoneHint: "A Bangladeshi mobile number, such as 01712-345678",
    chooseDivision: "Choose a division",
    chooseDistrict: "Choose a district",
    chooseThana: "Choose a police station",
    chooseDivisionFirst: "Choose a division first",
    chooseDistrictFirst: "Choose a district first",
    loading: "Loading…",
    loadFailed: "We could not load the list of divisions and districts.",
    divisionRequired: "Division is required",
    districtRequired: "District is required",
    thanaRequired: "Police station is required",
    roadRequired: "Road or village is required",
    phoneRequired: "Phone is required",
    phoneInvalid: "Enter a Bangladeshi mobile number, such as 01712-345678",
  },
} as const

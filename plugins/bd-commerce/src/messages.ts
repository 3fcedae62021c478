/** Every message this plugin's API returns, in one place. */
export const messages = {
  addressRequired: "an address is required",
  outsideBangladesh: "The shop delivers only within Bangladesh: the country must be Bangladesh (bd)",
  divisionRequired: "division is required",
  districtRequired: "district is required",
  thanaRequired: "police station (thana) is required",
  roadRequired: "road or village is required",
  phoneRequired: "phone is required",
  phoneInvalid: "phone must be a Bangladeshi mobile number, like 01712345678",
  unknownDivision: (division: string) => `${division} is not a division of Bangladesh`,
  unknownDistrict: (district: string, division: string) => `${district} is not a district of ${division} division`,
  unknownThana: (thana: string, district: string) => `${thana} is not a police station (thana) of ${district} district`,
  deliveryDaysInvalid: (which: string, max: number) => `${which}: the delivery days must be whole days from 0 to ${max}, the first no more than the second`,
  deliveryDaysRequired: "Give the delivery days for inside Dhaka (inside_dhaka) and elsewhere (elsewhere), each as { min, max }",
  noStore: "The shop has no store record yet",
} as const

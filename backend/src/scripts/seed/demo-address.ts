import { COUNTRY_CODE } from "@chaka/rules"

/**
 * A delivery address the shop accepts (a division, district and thana of plugins/bd-commerce; a
 * Bangladeshi mobile): the one the integration tests' and the benchmark's customers give.
 */
export const DEMO_ADDRESS = {
  first_name: "Karim",
  last_name: "Ahmed",
  country_code: COUNTRY_CODE,
  province: "Dhaka",
  city: "Dhaka",
  address_2: "Mirpur Model",
  address_1: "Road 7, Block C",
  phone: "01712345678",
}

/** The /shop page's catalogue: filtered, ranked or sorted and paged by the Search module (index-documents.ts). */
export { catalogueFacets, type CatalogueFacets } from "./facets"
export { listCatalogue, type CatalogueList, type CatalogueProduct } from "./list-products"
export { CATALOGUE_ORDERS, CATALOGUE_PAGE, CatalogueQuery, SearchOnwardQuery, type CatalogueOrder, type CatalogueParams } from "./params"
export { searchOnward, type SearchOnward } from "./search-onward"
export { catalogueShop, storefrontCatalogueShop, type CatalogueShop } from "./shop"

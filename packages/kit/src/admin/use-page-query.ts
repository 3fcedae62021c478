import { keepPreviousData, type QueryKey, useQuery } from "@tanstack/react-query"

/** A query for one page of a list: the previous page stays shown while the next one loads. */
export const usePageQuery = <TData>(queryKey: QueryKey, queryFn: () => Promise<TData>) => useQuery({ queryKey, queryFn, placeholderData: keepPreviousData })

import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query"

/** A mutation that refetches the given lists once it succeeds. */
export const useListMutation = <TInput, TResult>(listsKey: QueryKey, mutationFn: (input: TInput) => Promise<TResult>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  })
}

import type { QueryClient } from '@tanstack/react-query';

/**
 * Marks `<html data-busy>` while `client` has a read or a write in flight. Tools that drive the
 * page (the end-to-end route sweeps) wait for the page's data to be on screen by this mark rather
 * than for a quiet network (Playwright's `networkidle`: half a second without a request, on every
 * visit, and longer on a page that polls).
 *
 * The mark goes on at once and comes off two tasks after the last read settles: TanStack Query
 * hands a settled read to the components a task later (its notify batch), React renders it in a
 * microtask after that, and a read that waits for it (a dependent query, started by that render)
 * is in flight by then and keeps the mark on. Returns the function that stops watching.
 */
export function markBusyWhileFetching(client: QueryClient, root: HTMLElement): () => void {
  const busy = () => client.isFetching() + client.isMutating() > 0;
  let clearing: ReturnType<typeof setTimeout> | undefined;
  const clearWhenStillIdle = () => {
    clearing = undefined;
    if (!busy()) delete root.dataset.busy;
  };
  const update = () => {
    if (busy()) {
      clearTimeout(clearing);
      clearing = undefined;
      if (root.dataset.busy === undefined) root.dataset.busy = 'true';
    } else if (root.dataset.busy !== undefined && clearing === undefined) {
      // The cache calls this inside its notify batch, which is handed on a task later (after this
      // timer's task): the second task runs after it and after the render it started.
      clearing = setTimeout(() => {
        clearing = setTimeout(clearWhenStillIdle, 0);
      }, 0);
    }
  };
  const stopQueries = client.getQueryCache().subscribe(update);
  const stopMutations = client.getMutationCache().subscribe(update);
  update();
  return () => {
    stopQueries();
    stopMutations();
    clearTimeout(clearing);
    delete root.dataset.busy;
  };
}

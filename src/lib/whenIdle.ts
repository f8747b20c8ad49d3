/** Runs `task` once the browser is idle; where it cannot tell, after 200 ms. */
export const whenIdle = (task: () => void): void => {
  if ('requestIdleCallback' in window) requestIdleCallback(task)
  else setTimeout(task, 200)
}

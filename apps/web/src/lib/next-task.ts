/** Settles in a task of its own (a timer): what comes after it runs once the browser may have painted and answered input. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

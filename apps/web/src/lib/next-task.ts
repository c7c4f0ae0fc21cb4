/** Settles in a task of its own (a timer): what comes after it runs once the browser may have painted and answered input. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Settles once the browser has drawn a frame (the task after the next animation frame), or after
 * `limit` ms if it draws none, as in a tab in the background, where frames wait until it is shown.
 */
export function afterNextPaint(limit = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limit);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

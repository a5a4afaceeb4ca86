/**
 * Resolves in a task of its own, after what the browser has waiting (input, a paint): a message to
 * this page, which, unlike a timer, a tab in the background does not slow down.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

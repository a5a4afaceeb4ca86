/** `parties` callers meet: each `arrive()` resolves once all of them have arrived. */
export function barrier(parties: number): { arrive(): Promise<void> } {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    arrive() {
      arrived += 1;
      if (arrived === parties) open();
      return opened;
    },
  };
}

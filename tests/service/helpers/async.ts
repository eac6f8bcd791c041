// Lets promise chains started by fake-clock timers run to their end before a test looks.
export async function settleAsync(rounds = 30): Promise<void> {
  for (let k = 0; k < rounds; k += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

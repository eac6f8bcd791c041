// Decks as arrays, for any ruleset: draw from the top (the end of the array), put back at the bottom
// (the front), so every card is always in exactly one place. Shuffles are in rng.ts.
export function drawTop<T>(deck: T[]): T | null {
  return deck.pop() ?? null;
}

export function putUnder<T>(deck: T[], card: T): void {
  deck.unshift(card);
}

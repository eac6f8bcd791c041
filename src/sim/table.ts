// How the simulator seats its bots and seeds its games, in one place: game k of seed S is played with
// the engine seeded `S:k` and the bot's own generator seeded `S:bot:k`, by players `player-1`, ….
export function simPlayers(count: number): { id: string }[] {
  return Array.from({ length: count }, (_, k) => ({ id: `player-${k + 1}` }));
}

export function simSeeds(seed: string | number, game: number): { game: string; bot: string } {
  return { game: `${seed}:${game}`, bot: `${seed}:bot:${game}` };
}

/** Writes a game's events to the simulator's log, one JSON line each tagged with the game's number. */
export function gameEventLog(log: ((line: string) => void) | undefined, game: number): (events: readonly object[]) => void {
  return (events) => {
    if (log) for (const e of events) log(JSON.stringify({ game, ...e }));
  };
}

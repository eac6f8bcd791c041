// The tale's figures (docs/bench.md): how long the narration of one game turn of two investigators
// takes at the default pace with every encounter's text shown, and how many bytes one investigator's
// turn costs a CP437 ANSI caller (each decision's menu over the map, and the tale of what it set off).
// Seeded games of one caller with two investigators, played by the heuristic bot; each answer's
// events are told as the table screen tells them (the panel over the map, a row at a time, paused by
// the row's length, a linger after the last row).
// Run alone: `node --import tsx scripts/bench/story.ts`.
import { join } from 'node:path';
import { heuristicBot } from '../../src/rulesets/classic/bots/index.js';
import { loadContent } from '../../src/rulesets/classic/content/load.js';
import type { Content } from '../../src/rulesets/classic/content/schema.js';
import { engineFor, isRuleError, seedRng, type GameEvent, type GameState, type Prompt } from '../../src/engine/index.js';
import { narrate } from '../../src/screens/game/narrate.js';
import { defaultPace, lingerMs, narrationRows, panelPausesMs } from '../../src/screens/game/pacing.js';
import { NARRATION_HINT, tableMenu } from '../../src/rulesets/classic/screens/table-screen.js';
import { bannerText, drawScene, narrationPanels, PANEL_ROWS, PANEL_WIDTH, withMenu } from '../../src/screens/play/table-view.js';
import { loadArtLibrary, type ArtLibrary } from '../../src/screens/art/library.js';
import { investigatorName } from '../../src/screens/game/names.js';
import { vignetteRoom } from '../../src/screens/game/place-vignette.js';
import { drawMenuPage, menuCursor } from '../../src/screens/game/prompt-page.js';
import { createOutputWriter } from '../../src/term/output.js';
import { diffScreens, renderScreen, type ScreenBuffer } from '../../src/term/screen-buffer.js';
import { REPO_ROOT } from '../../tests/support/door-process.js';
import { median, round } from './stats.js';

const MAX_ANSWERS = 20_000;
const LAST_TURN = 40;
/** One caller plays two investigators (the rules sheet's share for one player). */
const INVESTIGATORS = 2;

/** One decision: its game turn, the time its tale takes, the bytes of its menu and its tale. */
interface Telling {
  turn: number;
  ms: number;
  bytes: number;
}

/** Bytes a CP437 ANSI caller receives for `text`. */
function lineBytes(text: string): number {
  let total = 0;
  const writer = createOutputWriter({ caps: { charset: 'cp437', ansi: true, cols: 80, rows: 24 }, send: (bytes) => ((total += bytes.length), true) });
  writer.write(text);
  writer.flush();
  return total;
}

/** The caller's screen as it stands, and the bytes each new screen costs as a diff of it. */
class Line {
  private shown: ScreenBuffer | null = null;

  show(next: ScreenBuffer): number {
    const bytes = lineBytes(this.shown ? diffScreens(this.shown, next) : renderScreen(next));
    this.shown = next;
    return bytes;
  }
}

/** The decision's menu over the map, as the table screen asks it. */
function askBytes(content: Content, art: ArtLibrary, state: GameState, prompt: Prompt, line: Line): number {
  const menu = tableMenu(content, prompt, state);
  const banner = bannerText(content, state, investigatorName(content, prompt.investigator));
  const placed = withMenu(drawScene({ content, state, art, slot: prompt.slot }), drawMenuPage(menu, 0), menuCursor(menu, 0), banner);
  return line.show(placed.screen);
}

/** What an answer set off, told: the time it takes at the default pace and its bytes. */
function tell(content: Content, art: ArtLibrary, state: GameState, events: readonly GameEvent[], line: Line): { ms: number; bytes: number } {
  const rows = narrationRows(narrate(events, { content }), PANEL_WIDTH, vignetteRoom(art, PANEL_ROWS));
  if (rows.length === 0) return { ms: 0, bytes: 0 };
  const pace = defaultPace(undefined);
  const pauses = panelPausesMs(rows, Math.min(PANEL_ROWS, rows.length), pace);
  const ms = pauses.slice(0, -1).reduce((a, b) => a + b, 0) + lingerMs(rows, pace);
  const base = drawScene({ content, state, art, slot: 0 });
  let bytes = 0;
  for (const screen of narrationPanels(base, rows, bannerText(content, state, 'What came to pass'), NARRATION_HINT, art)) bytes += line.show(screen);
  return { ms, bytes };
}

function playGame(content: Content, art: ArtLibrary, seed: string): Telling[] {
  const engine = engineFor(content);
  const started = engine.start({ players: [{ id: 'caller' }] }, seed);
  const state = started.state;
  const rng = seedRng(`${seed}:bot`);
  const tellings: Telling[] = [];
  const line = new Line();
  let prompt = engine.nextPrompt(state);
  for (let n = 0; n < MAX_ANSWERS && prompt !== null && state.phase !== 'over' && state.turn <= LAST_TURN; n += 1) {
    const turn = state.turn;
    const asked = askBytes(content, art, state, prompt, line);
    const step = engine.answerAndNextInPlace(state, prompt, heuristicBot(prompt, state, content, rng));
    if (isRuleError(step)) throw new Error(`${step.error}: ${step.message}`);
    const told = tell(content, art, state, step.events, line);
    tellings.push({ ms: told.ms, bytes: asked + told.bytes, turn });
    prompt = step.next;
  }
  return tellings;
}

export async function benchStory(quick: boolean): Promise<Record<string, number>> {
  const content = loadContent(join(REPO_ROOT, 'data'));
  const art = loadArtLibrary(join(REPO_ROOT, 'ansi'));
  const games = quick ? 10 : 40;
  const turnMs: number[] = [];
  const turnBytes: number[] = [];
  for (let g = 0; g < games; g += 1) {
    const byTurn = new Map<number, { ms: number; bytes: number }>();
    for (const t of playGame(content, art, `story-${g}`)) {
      if (t.turn < 1) continue;
      const sum = byTurn.get(t.turn) ?? { ms: 0, bytes: 0 };
      byTurn.set(t.turn, { ms: sum.ms + t.ms, bytes: sum.bytes + t.bytes });
    }
    for (const sum of byTurn.values()) {
      turnMs.push(sum.ms);
      turnBytes.push(sum.bytes / INVESTIGATORS);
    }
  }
  return { turnNarrationSeconds: round(median(turnMs) / 1000, 1), investigatorTurnBytes: Math.round(median(turnBytes)) };
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  process.stdout.write(JSON.stringify(await benchStory(process.argv.includes('--quick'))) + '\n');
}

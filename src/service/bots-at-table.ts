// Bot seats (and the seats of players who resigned or were retired) answer their prompts inside the
// same transaction, until only humans' prompts remain. The cap keeps one transaction short; the
// backlog flag hands the rest to a follow-up transaction.
import { applyAnswer, type Draft } from './draft.js';
import { playedByBot, promptSeat } from './seats.js';
import type { TableKit } from './table-kit.js';

export function runBots(draft: Draft, kit: TableKit): void {
  const doc = draft.doc;
  doc.botBacklog = false;
  if (doc.status !== 'running') return;
  for (let answered = 0; ; answered += 1) {
    const state = doc.engine;
    if (!state || state.phase === 'over') return;
    const botPlays = (slot: number): boolean => {
      const seat = doc.seats[promptSeat(doc, { slot })];
      return seat !== undefined && playedByBot(seat);
    };
    if (answered >= kit.maxBotAnswers) {
      if (kit.engine.prompts(state).some((p) => botPlays(p.slot))) doc.botBacklog = true;
      return;
    }
    // The bot's generator moves only when it answers (botAnswer draws from doc.botRng in place).
    const chosen = kit.engine.botAnswer(state, doc.botRng, botPlays);
    if (!chosen) return;
    applyAnswer(draft, null, 'bot', kit.engine, chosen);
  }
}

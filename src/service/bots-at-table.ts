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
  const bot = kit.botNamed(doc.settings.bot);
  for (let answered = 0; ; answered += 1) {
    const state = doc.engine;
    if (!state || state.phase === 'over') return;
    const prompt = kit.engine.prompts(state).find((p) => {
      const seat = doc.seats[promptSeat(doc, p)];
      return seat !== undefined && playedByBot(seat);
    });
    if (!prompt) return;
    if (answered >= kit.maxBotAnswers) {
      doc.botBacklog = true;
      return;
    }
    const optionId = bot(prompt, state, kit.content, doc.botRng);
    applyAnswer(draft, null, 'bot', kit.engine, { promptId: prompt.id, optionId });
  }
}

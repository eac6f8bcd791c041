// A simulator rule for games that no longer move. The rules sheet ends a game only by its gates: won
// when none is left, lost when too many stand or when Doom reaches Doom of Arkham. Once every location
// of the Gate Appearance Table holds a gate or an Elder Sign, or no gate card is left (the errata's
// "new-gate results are ignored"), Doom cannot advance and only closing gates ends the game; the rules
// allow positions where nobody ever can (investigators at 0 Sanity with a Hound of Tindalos in the
// Sanitarium go mad again each turn and are carried back to it, never to be treated), and the sheet is
// silent on them. A game whose one free gate location is one the gate roll seldom names is little
// better: it may take hundreds of turns to end. So the simulator calls a game a stalemate (neither won
// nor lost, and not stuck) once neither the Doom track nor the gates have changed for STALEMATE_TURNS
// game turns: Doom, the gates on the board, the gate cards left and the Elder Signs laid. The engine
// knows nothing of it: a game played by people goes on.
import type { GameState } from '../../../engine/index.js';

/** Game turns without a change on the Doom track or the gate board after which a game is a stalemate. */
export const STALEMATE_TURNS = 40;

/** Follows one game answer by answer; says when it has become a stalemate. */
export class StalemateWatch {
  /** The game turn of the last change. */
  private since = 0;
  /** What a change is judged on, as last seen: Doom, gates on the board, gate cards left, Elder Signs laid. */
  private doom = -1;
  private gates = -1;
  private gateCards = -1;
  private signs = -1;

  /** Call after every answer; true once the game is a stalemate. */
  stalemate(state: GameState): boolean {
    const { doom, gates, decks, elderSigns } = state;
    if (doom !== this.doom || gates.length !== this.gates || decks.gate.length !== this.gateCards || elderSigns.length !== this.signs) {
      this.doom = doom;
      this.gates = gates.length;
      this.gateCards = decks.gate.length;
      this.signs = elderSigns.length;
      this.since = state.turn;
    }
    return state.turn - this.since >= STALEMATE_TURNS;
  }
}

// The revised handler registry: the one file that knows every frame kind of the revised game.
import { collapseHandler } from './collapse.js';
import { arkhamHandler, encounterHandler, otherWorldHandler } from './encounters.js';
import { battleHandler, faceHandler } from './face.js';
import { finalAttackHandler, finalHarmHandler } from './final-battle.js';
import { closeGateHandler } from './gate-close.js';
import type { Handler } from './game-run.js';
import type { FrameKind } from './game-types.js';
import { moveHandler } from './movement.js';
import { mythosHandler } from './mythos-phase.js';
import { offerHandler, shopHandler } from './shop.js';
import { upkeepHandler } from './sliders.js';

export const REVISED_HANDLERS: { readonly [K in FrameKind]: Handler<K> } = {
  upkeep: upkeepHandler,
  move: moveHandler,
  face: faceHandler,
  battle: battleHandler,
  collapse: collapseHandler,
  arkham: arkhamHandler,
  otherworld: otherWorldHandler,
  encounter: encounterHandler,
  'close-gate': closeGateHandler,
  shop: shopHandler,
  offer: offerHandler,
  mythos: mythosHandler,
  'final-attack': finalAttackHandler,
  'final-harm': finalHarmHandler,
};

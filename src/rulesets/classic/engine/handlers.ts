// Every frame kind and the module that runs it.
import { arriveHandler, attackAskHandler, enterAskHandler, gateChoiceHandler } from './arrive.js';
import { CARD_HANDLERS } from './card-uses/card-handlers.js';
import { buyHandler } from './effects/buy-frame.js';
import { chooseHandler } from './effects/choose-frame.js';
import { discardHandler } from './effects/discard-frame.js';
import { effectsHandler } from './effects/registry.js';
import { gateAttackHandler } from './gate-attack.js';
import type { HandlerMap } from './handler.js';
import { combatHandler, encounterHandler, sneakToHandler } from './monster-encounter.js';
import { moveHandler } from './movement.js';
import { attackHandler, mythosHandler } from './mythos.js';
import { returnHandler, tableHandler, visitEndHandler, worldHandler } from './other-world.js';
import { aimHandler } from './monster-aim.js';
import { healHandler, pickLocationHandler } from './services.js';
import { SERVICE_HANDLERS } from './service-handlers.js';
import { statsHandler, turnHandler } from './turn.js';

export const HANDLERS: HandlerMap = {
  turn: turnHandler,
  stats: statsHandler,
  move: moveHandler,
  arrive: arriveHandler,
  'gate-choice': gateChoiceHandler,
  'attack-ask': attackAskHandler,
  'gate-attack': gateAttackHandler,
  'enter-ask': enterAskHandler,
  table: tableHandler,
  effects: effectsHandler,
  choose: chooseHandler,
  buy: buyHandler,
  discard: discardHandler,
  'pick-location': pickLocationHandler,
  enc: encounterHandler,
  combat: combatHandler,
  'sneak-to': sneakToHandler,
  world: worldHandler,
  'visit-end': visitEndHandler,
  return: returnHandler,
  heal: healHandler,
  mythos: mythosHandler,
  attack: attackHandler,
  aim: aimHandler,
  ...SERVICE_HANDLERS,
  ...CARD_HANDLERS,
};

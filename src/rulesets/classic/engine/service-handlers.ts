// The frame kinds of locations' services, trading, the house rules and lost investigators (task C), for
// the handler table (handlers.ts).
import { charityHandler } from './charity.js';
import { extraCardsHandler } from './extra-cards.js';
import type { HandlerMap } from './handler.js';
import { offerHandler } from './offer-frame.js';
import { sealHandler } from './power-seal.js';
import { adriftHandler } from './rescue.js';
import { readyHandler } from './setup-desk.js';
import { tradeHandler } from './trade-desk.js';
import { tradeReplyHandler } from './trade-reply.js';

export const SERVICE_HANDLERS: Pick<HandlerMap, 'offer' | 'charity' | 'trade' | 'trade-reply' | 'ready' | 'extra-cards' | 'adrift' | 'seal'> = {
  offer: offerHandler,
  charity: charityHandler,
  trade: tradeHandler,
  'trade-reply': tradeReplyHandler,
  ready: readyHandler,
  'extra-cards': extraCardsHandler,
  adrift: adriftHandler,
  seal: sealHandler,
};

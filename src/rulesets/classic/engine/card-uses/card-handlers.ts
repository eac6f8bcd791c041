// The frame kinds of the item and spell cards (task B), for the handler table (handlers.ts).
import type { HandlerMap } from '../handler.js';
import { auctionHandler } from './auction-frame.js';
import { releaseHandler } from './release-frame.js';
import { useCardsHandler } from './use-cards-frame.js';

export const CARD_HANDLERS: Pick<HandlerMap, 'use-cards' | 'auction' | 'release'> = {
  'use-cards': useCardsHandler,
  auction: auctionHandler,
  release: releaseHandler,
};

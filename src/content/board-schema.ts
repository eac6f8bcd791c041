// The street map a board is drawn with, in any ruleset: street spaces with their grid positions, the
// links between them, and the locations whose doors open on them (data/board.json and its kin).
import { z } from 'zod';
import { id } from './card-line.js';

const text = z.string().min(1);


export const StreetSpace = z.object({
  id,
  /** The street this space lies on, for the map and for narration. */
  street: text,
  /** Grid position on the 80x22 map screen (column, row). Left and right turns are computed from these. */
  x: z.number().int().min(0).max(79),
  y: z.number().int().min(0).max(21),
  taxi: z.boolean().optional(),
});
export type StreetSpace = z.infer<typeof StreetSpace>;

export const SERVICES = [
  'shop',
  'charity',
  'hospital',
  'sanitarium',
  'jail',
  'retainer',
  'monograph',
  'story',
  'hire-ally',
  'start',
] as const;

export const Location = z.object({
  id,
  name: text,
  /** Buildings let the Hounds of Tindalos in; the rules name six places that are not buildings. */
  building: z.boolean(),
  /** The street spaces its doors open onto: one, or two for the three two-door locations. */
  entrances: z.array(id).min(1).max(2),
  /** Where the location's label and pawn sit on the map screen. */
  x: z.number().int().min(0).max(79),
  y: z.number().int().min(0).max(21),
  services: z.array(z.enum(SERVICES)).default([]),
});
export type Location = z.infer<typeof Location>;

export const Board = z.object({
  streets: z.array(StreetSpace).min(1),
  /** Undirected street-to-street links. */
  links: z.array(z.tuple([id, id])).min(1),
  locations: z.array(Location).min(1),
});
export type Board = z.infer<typeof Board>;

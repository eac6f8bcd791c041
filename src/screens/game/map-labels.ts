// Location labels for the map, where a plate is often eight cells wide: the full name when it fits,
// else a short name players will know the place by, else that short name cut to the room there is.
import type { Content } from '../../rulesets/classic/content/schema.js';
import { locationName } from './names.js';

/** Short names of the 1926 Arkham board; a location not listed here is shortened from its own name. */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  'black-cave': 'Cave',
  'boarding-house': 'Boarding',
  'city-hall': 'C. Hall',
  'historical-society': 'Historic',
  'north-church': 'Church',
  'velmas-diner': "Velma's",
  'curiositie-shoppe': 'Shoppe',
  'hibs-roadhouse': "Hib's",
  'dagon-mission': 'Dagon',
  'darks-carnival': 'Carnival',
  'devils-beach': 'Beach',
  'founders-rock': "Founder's",
  'harney-jones-shack': 'Shack',
  'hospital': 'Hospital',
  'sanitarium': 'Sanitar.',
  'lake-miskatonic': 'Lake',
  'lighthouse': 'Light',
  'miskatonic-university': 'Univ.',
  'newspaper': 'Paper',
  'police-station': 'Police',
  'shunned-house': 'Shunned',
  'silver-twilight-lodge': 'Lodge',
  'train-station': 'Station',
};

/** Labels never get shorter than this, however crowded the plate: three letters still say where. */
const MIN_LABEL = 3;

/** A location's name on any board, and the short name players know it by. */
export interface LabelNames {
  name: string;
  short: string;
}

/** The short name for `name`: the one given, else its longest word. */
export function labelNames(name: string, short?: string): LabelNames {
  return { name, short: short ?? name.split(' ').sort((a, b) => b.length - a.length)[0] ?? name };
}

/** The full name, or else the short name, if either fits in `room` cells; null when neither does. */
export function fitLabel(names: LabelNames, room: number): string | null {
  if ([...names.name].length <= room) return names.name;
  return [...names.short].length <= room ? names.short : null;
}

/** The best label in at most `room` cells (never under MIN_LABEL): cut short if it must be. */
export function cutLabel(names: LabelNames, room: number): string {
  const width = Math.max(MIN_LABEL, room);
  return fitLabel(names, width) ?? [...names.short].slice(0, width).join('');
}

/** A classic location's names. */
export function classicLabelNames(content: Content, id: string): LabelNames {
  return labelNames(locationName(content, id), SHORT_NAMES[id]);
}

/** The full name, or else the short name, if either fits in `room` cells; null when neither does. */
export function wholeLabel(content: Content, id: string, room: number): string | null {
  return fitLabel(classicLabelNames(content, id), room);
}

/** The best label for `id` in at most `room` cells (never under MIN_LABEL): cut short if it must be. */
export function mapLabel(content: Content, id: string, room: number): string {
  return cutLabel(classicLabelNames(content, id), room);
}

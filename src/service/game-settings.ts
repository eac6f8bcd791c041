// A new game's settings, checked: seats, deadline, retirement, bot, and every rules option the engine
// offers. On/off options come straight from the engine's defaults; the table of the other options'
// values is typed over GameOptions, so a new choice the engine adds stops the build until it is listed.
import { botNamed } from '../rulesets/classic/bots/index.js';
import type { Config } from '../config/config.js';
import { DEFAULT_OPTIONS } from '../engine/index.js';
import type { GameOptions } from '../engine/index.js';
import { ServiceError } from './errors.js';
import type { GameSettings } from './game-doc.js';

export const MAX_PLAYERS = 8;
/** Two weeks: longer than any daily table needs. */
export const MAX_DEADLINE_MINUTES = 14 * 24 * 60;
export const MAX_RETIRE_AFTER = 100;

type ChoiceOption = { [K in keyof GameOptions]: GameOptions[K] extends boolean ? never : K }[keyof GameOptions];

/** The values of each option that is not a plain on/off switch (those take true or false). */
const CHOICES: { readonly [K in ChoiceOption]: readonly GameOptions[K][] } = {
  investigatorsPerPlayer: ['rules-sheet', 'digest'],
  gateLimit: ['rules-sheet', 'digest'],
  everyGateRolls: ['rules-sheet', 'board'],
  healingStoneCheck: ['target', 'user'],
  vampireGrowth: ['mythos-phase', 'gate-opened'],
  investigatorLost: ['rules', 'rescue'],
  gemGateClosing: ['at-gate', 'anywhere'],
};

export interface SettingsRequest {
  maxPlayers?: number;
  deadlineMinutes?: number;
  options?: Record<string, unknown>;
  retireAfter?: number;
  bot?: string;
}

export function settingsFrom(request: SettingsRequest, config: Config): GameSettings {
  return {
    maxPlayers: wholeNumber('maxPlayers', request.maxPlayers ?? 4, 1, MAX_PLAYERS),
    deadlineMinutes: wholeNumber('deadlineMinutes', request.deadlineMinutes ?? config.game.defaultDeadlineHours * 60, 1, MAX_DEADLINE_MINUTES),
    options: optionsFrom(request.options ?? {}),
    retireAfter: wholeNumber('retireAfter', request.retireAfter ?? config.game.retireAfterMissedTurns, 0, MAX_RETIRE_AFTER),
    bot: botFrom(request.bot ?? config.game.bot),
  };
}

function wholeNumber(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ServiceError('request/invalid', `${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

function botFrom(name: string): string {
  if (!botNamed(name)) throw new ServiceError('request/invalid', `no bot named "${name}"`);
  return name;
}

export function optionsFrom(given: Record<string, unknown>): GameOptions {
  const options: GameOptions = { ...DEFAULT_OPTIONS };
  for (const [key, value] of Object.entries(given)) {
    if (!isOptionName(key)) throw new ServiceError('request/invalid', `no game option "${key}" (options: ${Object.keys(DEFAULT_OPTIONS).join(', ')})`);
    const allowed = allowedValues(key);
    if (!allowed.includes(value)) throw new ServiceError('request/invalid', `option ${key} is one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`);
    Object.assign(options, { [key]: value });
  }
  return options;
}

export function allowedValues(key: keyof GameOptions): readonly unknown[] {
  if (typeof DEFAULT_OPTIONS[key] === 'boolean') return [false, true];
  return Object.prototype.hasOwnProperty.call(CHOICES, key) ? (CHOICES as Record<string, readonly unknown[]>)[key] ?? [] : [];
}

function isOptionName(key: string): key is keyof GameOptions {
  return Object.prototype.hasOwnProperty.call(DEFAULT_OPTIONS, key);
}

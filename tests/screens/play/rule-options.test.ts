import { describe, it, expect } from 'vitest';
import { DEFAULT_OPTIONS, type GameOptions } from '../../../src/engine/index.js';
import { allowedValues, optionsFrom } from '../../../src/service/game-settings.js';
import { nextValue, OPTION_WORDS, RULES_PAGE, valueWords } from '../../../src/rulesets/classic/screens/rule-options.js';

const NAMES = Object.keys(DEFAULT_OPTIONS) as (keyof GameOptions)[];

describe('the rules options in words', () => {
  it('has words for every value of every option the engine has', () => {
    for (const name of NAMES) {
      expect(OPTION_WORDS[name].name.length).toBeGreaterThan(3);
      for (const value of allowedValues(name)) {
        const words = valueWords({ ...DEFAULT_OPTIONS, [name]: value }, name);
        expect(words, `${name}=${String(value)}`).not.toBe(String(value));
        // Label and value on one menu line.
        expect(`${OPTION_WORDS[name].name}: ${words}`.length).toBeLessThanOrEqual(74);
      }
    }
  });

  it('offers every option but the turn order (asked on its own) on the rules page', () => {
    expect([...RULES_PAGE].sort()).toEqual(NAMES.filter((name) => name !== 'strictOrder').sort());
  });

  it('turns an option through its values and back, always to one the service accepts', () => {
    for (const name of NAMES) {
      let options = { ...DEFAULT_OPTIONS };
      const seen: unknown[] = [];
      for (const _ of allowedValues(name)) {
        options = nextValue(options, name);
        seen.push(options[name]);
        expect(() => optionsFrom({ [name]: options[name] })).not.toThrow();
      }
      expect(options[name]).toBe(DEFAULT_OPTIONS[name]);
      expect(new Set(seen).size).toBe(allowedValues(name).length);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { clip } from '../../../src/screens/game/wrap.js';

describe('clip', () => {
  it('leaves text that fits as it is', () => {
    expect(clip('The goal', 20)).toBe('The goal');
  });

  it('cuts between words and says so with three dots, never leaving half a word', () => {
    const cut = clip('close the gates before Arkham falls', 30);
    expect(cut).toBe('close the gates before...');
    expect([...cut].length).toBeLessThanOrEqual(30);
  });

  it('drops the punctuation a cut would leave hanging', () => {
    expect(clip('going through, coming back, and the rest', 30)).toBe('going through, coming back...');
  });

  it('cuts inside a word only when no space ends late enough', () => {
    expect(clip('Miskatonicuniversitylibrary', 12)).toBe('Miskatoni...');
  });

  it('on a very narrow field keeps what fits, without dots', () => {
    expect(clip('Arkham', 4)).toBe('Arkh');
  });
});

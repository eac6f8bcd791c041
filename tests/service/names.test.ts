import { describe, expect, it } from 'vitest';
import { checkName, cleanAlias, nameKey } from '../../src/service/accounts/names.js';

describe('checkName', () => {
  it('accepts 2-24 printable characters, tidying spaces', () => {
    expect(checkName('Carter')).toEqual({ ok: true, name: 'Carter' });
    expect(checkName('  Randolph   Carter ')).toEqual({ ok: true, name: 'Randolph Carter' });
    expect(checkName('Jo')).toEqual({ ok: true, name: 'Jo' });
    expect(checkName('x'.repeat(24))).toEqual({ ok: true, name: 'x'.repeat(24) });
    expect(checkName("Ma's Boarding-House #3!")).toEqual({ ok: true, name: "Ma's Boarding-House #3!" });
    expect(checkName('Åsa Ölund')).toEqual({ ok: true, name: 'Åsa Ölund' });
  });

  it('counts characters, not UTF-16 units, and composes accents first', () => {
    expect(checkName('é'.repeat(24)).ok).toBe(true);
    expect(checkName('e\u0301e\u0301')).toEqual({ ok: true, name: 'éé' });
  });

  it('refuses names that are too short or too long', () => {
    expect(checkName('A')).toEqual({ ok: false, problem: 'too-short' });
    expect(checkName('   ')).toEqual({ ok: false, problem: 'too-short' });
    expect(checkName('x'.repeat(25))).toEqual({ ok: false, problem: 'too-long' });
  });

  it('refuses control, escape, invisible and odd space characters', () => {
    for (const name of ['Bob\x1b[31m', 'Bob\x07', 'Bo\tb', 'Bob\r\n', 'Bob\x7f', 'Bob\u009b1m', 'Bob\u202eevil', 'Bo\u200bb', 'Bob\u00a0Smith', 'Bob\u2028']) {
      expect(checkName(name), JSON.stringify(name)).toEqual({ ok: false, problem: 'unprintable' });
    }
  });
});

describe('nameKey', () => {
  it('makes names equal that differ only in case, spacing or composition', () => {
    expect(nameKey('Randolph Carter')).toBe(nameKey('RANDOLPH  carter '));
    expect(nameKey('Straße')).toBe(nameKey('STRASSE'));
    expect(nameKey('e\u0301mile')).toBe(nameKey('Émile'));
    expect(nameKey('Carter')).not.toBe(nameKey('Carver'));
  });
});

describe('cleanAlias', () => {
  it('keeps a BBS alias readable and drops what a terminal would act on', () => {
    expect(cleanAlias('  Sysop  Dude ')).toBe('Sysop Dude');
    expect(cleanAlias('\x1bBad\x07Guy\u202e')).toBe('BadGuy');
    expect(cleanAlias('Tab\tSeparated')).toBe('Tab Separated');
    expect(cleanAlias('\x00\x01')).toBe('');
    expect([...cleanAlias('n'.repeat(100))]).toHaveLength(40);
  });
});

import { describe, expect, it } from 'vitest';
import { isTipMessage, reachabilityOf } from '../../src/domain/codes.ts';
import { compareDecimal, decimalRatio, sumDecimals } from '../../src/domain/decimal.ts';
import { canonicalDecimal } from '../../src/domain/decimal-text.ts';

describe('decimal strings add up exactly', () => {
  it('adds without float error', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['9007199254740993', '1'])).toBe('9007199254740994');
    expect(sumDecimals(['20000', '1500.25', '0'])).toBe('21500.25');
    expect(sumDecimals(['0.00000001', '0.00000002', '-0.00000003'])).toBe('0');
    expect(sumDecimals(['-1.5', '0.25'])).toBe('-1.25');
    expect(sumDecimals([])).toBe('0');
  });

  it('takes numbers as the decimals they print as', () => {
    expect(sumDecimals([3, '0.1', 2])).toBe('5.1');
  });

  it('has no total when a value is not a decimal', () => {
    expect(sumDecimals(['1', 'NaN'])).toBeUndefined();
    expect(sumDecimals(['1,5'])).toBeUndefined();
    expect(sumDecimals([Number.NaN])).toBeUndefined();
  });
});

describe('decimal strings compare and divide exactly', () => {
  it('compares past double precision', () => {
    expect(compareDecimal('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareDecimal('1.50', '1.5')).toBe(0);
    expect(compareDecimal('0.1', 'x')).toBeUndefined();
  });

  it('gives a clamped ratio', () => {
    expect(decimalRatio('0.5', '2')).toBe(0.25);
    expect(decimalRatio('3', '2')).toBe(1);
    expect(decimalRatio('1', '0')).toBe(1);
    expect(decimalRatio('-1', '2')).toBe(0);
  });

  it('writes a decimal in its shortest form', () => {
    expect(canonicalDecimal('-000.500')).toBe('-0.5');
    expect(canonicalDecimal('-0.000')).toBe('0');
    expect(canonicalDecimal('1e3')).toBeUndefined();
  });
});

describe('one offline rule', () => {
  it('says offline only when no answer arrived and the browser says it has no connection', () => {
    expect(reachabilityOf({ kind: 'network' }, false)).toBe('offline');
    expect(reachabilityOf({ kind: 'timeout' }, false)).toBe('offline');
    expect(reachabilityOf({ kind: 'network' }, true)).toBe('unreachable');
    expect(reachabilityOf({ kind: 'timeout' }, true)).toBe('unreachable');
  });

  it('never calls an answer offline', () => {
    expect(reachabilityOf({ kind: 'code', code: '51020' }, false)).toBe('answered');
    expect(reachabilityOf({ kind: 'http' }, false)).toBe('answered');
    expect(reachabilityOf(undefined, false)).toBe('answered');
  });
});

describe('one 51020 rule', () => {
  it("tells a tip message (the thing is not the user's, or gone) from other refusals", () => {
    expect(isTipMessage({ kind: 'code', code: '51020' })).toBe(true);
    expect(isTipMessage({ kind: 'code', code: '51021' })).toBe(false);
    expect(isTipMessage({ kind: 'http', code: '51020' })).toBe(false);
    expect(isTipMessage(undefined)).toBe(false);
  });
});

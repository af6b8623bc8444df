import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  apparelGstRate,
  findGstState,
  gstinCheckCharacter,
  gstinProblem,
  numberInWords,
  resolveGst,
  splitInclusive,
  spreadProportionally,
  sumSplits,
} from './gst.ts';

describe('splitInclusive', () => {
  it('splits CGST and SGST half each within the state, to the paisa', () => {
    // ₹1,050 at 5%: taxable ₹1,000, tax ₹50.
    expect(splitInclusive(105_000, 5, true)).toEqual({
      taxable_value: 100_000,
      cgst: 2_500,
      sgst: 2_500,
      igst: 0,
      total: 105_000,
    });
  });

  it('puts all the tax in IGST across states', () => {
    // ₹2,999 at 18%: 299900 × 100 / 118 = 254152.54… → 254153; tax 45747.
    expect(splitInclusive(299_900, 18, false)).toEqual({
      taxable_value: 254_153,
      cgst: 0,
      sgst: 0,
      igst: 45_747,
      total: 299_900,
    });
  });

  it('gives an odd paisa of tax to CGST so the halves add up', () => {
    // ₹999 at 5%: 99900 × 100 / 105 = 95142.86… → 95143; tax 4757 → 2379 + 2378.
    const split = splitInclusive(99_900, 5, true);
    expect(split.taxable_value).toBe(95_143);
    expect(split.cgst).toBe(2_379);
    expect(split.sgst).toBe(2_378);
    expect(split.taxable_value + split.cgst + split.sgst).toBe(99_900);
  });

  it('keeps a quarter-percent rate exact and zero-rated lines tax free', () => {
    expect(splitInclusive(100_250, 0.25, false)).toMatchObject({ taxable_value: 100_000, igst: 250 });
    expect(splitInclusive(12_345, 0, true)).toMatchObject({ taxable_value: 12_345, cgst: 0, sgst: 0 });
  });

  it('always adds up, line by line and in the totals, whatever the amounts', () => {
    const lines = [1, 99, 12_345, 99_999, 129_950, 250_001, 7_777_777].flatMap((total) =>
      [0, 0.25, 3, 5, 12, 18, 28, 40].map((rate) => splitInclusive(total, rate, total % 2 === 0)),
    );
    for (const line of lines) expect(line.taxable_value + line.cgst + line.sgst + line.igst).toBe(line.total);
    const totals = sumSplits(lines);
    expect(totals.taxable_value + totals.cgst + totals.sgst + totals.igst).toBe(totals.total);
    expect(totals.total).toBe(lines.reduce((sum, line) => sum + line.total, 0));
  });
});

describe('rate and HSN resolution', () => {
  it('applies the apparel slab by the price of one piece: up to ₹2,500 5%, above 18%', () => {
    expect(apparelGstRate(250_000)).toBe(5);
    expect(apparelGstRate(250_001)).toBe(18);
    expect(apparelGstRate(49_900)).toBe(5);
  });

  it("prefers the product's, then the category's, then the rule", () => {
    const none = { hsn_code: null, gst_rate: null };
    expect(resolveGst({ hsn_code: '61091000', gst_rate: 12 }, { hsn_code: '6109', gst_rate: 5 }, 'Men', 100)).toEqual({
      hsn_code: '61091000',
      gst_rate: 12,
    });
    expect(resolveGst(none, { hsn_code: '6403', gst_rate: 0 }, 'Men', 100)).toEqual({
      hsn_code: '6403',
      gst_rate: 0,
    });
    expect(resolveGst(none, none, 'Kids', 300_000)).toEqual({ hsn_code: '6111', gst_rate: 18 });
    expect(resolveGst(none, none, 'Men', 300_000)).toEqual({ hsn_code: '6211', gst_rate: 18 });
  });
});

describe('states and GSTIN', () => {
  it('finds states by name, old spelling or code', () => {
    expect(findGstState('karnataka')).toEqual({ code: '29', name: 'Karnataka' });
    expect(findGstState('Orissa')?.code).toBe('21');
    expect(findGstState('Jammu & Kashmir')?.code).toBe('01');
    expect(findGstState('7')?.name).toBe('Delhi');
    expect(findGstState('Atlantis')).toBeUndefined();
  });

  it('checks the format, the state code and the check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZA')).toMatch(/check character/);
    expect(gstinProblem('99AAPFU0939F1ZV')).toMatch(/not a GST state code/);
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinCheckCharacter('29AAACD1234E1Z')).toHaveLength(1);
  });
});

describe('spreadProportionally', () => {
  it('spreads in whole paise that add up exactly', () => {
    expect(spreadProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadProportionally(50_000, [100_000, 50_000])).toEqual([33_333, 16_667]);
    const shares = spreadProportionally(12_345, [999, 1, 7_000, 333]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(12_345);
  });
});

describe('amount in words', () => {
  it('writes rupees and paise Indian style', () => {
    expect(amountInWords(129_950)).toBe('Rupees One Thousand Two Hundred Ninety-Nine and Fifty Paise Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(12_500_000_05)).toBe('Rupees One Crore Twenty-Five Lakh and Five Paise Only');
  });

  it('uses lakh and crore groups', () => {
    expect(numberInWords(125_000)).toBe('One Lakh Twenty-Five Thousand');
    expect(numberInWords(99_99_99_999)).toBe(
      'Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine',
    );
    expect(numberInWords(1_000_000_000)).toBe('One Hundred Crore');
    expect(numberInWords(101)).toBe('One Hundred One');
  });
});

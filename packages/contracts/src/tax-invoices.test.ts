import { describe, expect, it } from 'vitest';
import {
  billingDetailsInput,
  formatVatRate,
  sumTaxLines,
  taxDocumentNumber,
  vatInclusiveLine,
} from './tax-invoices';

const line = (unitGrossFils: number, quantity = 1, vatRateBasisPoints = 500) =>
  vatInclusiveLine({ description: 'Plan', unitGrossFils, quantity, vatRateBasisPoints });

describe('VAT per line, rounded to the fils', () => {
  it('takes the tax fraction (5/105) of what was paid for the plans', () => {
    // 32000 x 5/105 = 1523.81 -> 1524; 53000 x 5/105 = 2523.81 -> 2524.
    expect(line(32_000)).toMatchObject({
      unitPriceFils: 30_476,
      taxableFils: 30_476,
      vatFils: 1_524,
      totalFils: 32_000,
    });
    expect(line(53_000)).toMatchObject({
      unitPriceFils: 50_476,
      taxableFils: 50_476,
      vatFils: 2_524,
      totalFils: 53_000,
    });
  });

  it('rounds half up, down below the half, and keeps taxable + VAT = paid', () => {
    expect(line(21).vatFils).toBe(1); // 1.0 exactly
    expect(line(31).vatFils).toBe(1); // 1.476 -> 1
    expect(line(42).vatFils).toBe(2); // 2.0
    expect(line(52).vatFils).toBe(2); // 2.476 -> 2
    expect(line(53).vatFils).toBe(3); // 2.524 -> 3
    expect(line(10_500, 1, 525).vatFils).toBe(524); // 5.25 %: 10500 x 525/10525 = 523.75 -> 524
    for (const paid of [1, 9, 10, 11, 99, 10_499, 10_550, 7_123_457]) {
      const { taxableFils, vatFils, totalFils } = line(paid);
      expect(taxableFils + vatFils).toBe(totalFils);
    }
  });

  it('rounds each line on its total, then adds the lines up', () => {
    const three = line(1_050, 3); // 3150 x 5/105 = 150
    expect(three).toMatchObject({ totalFils: 3_150, vatFils: 150, taxableFils: 3_000, unitPriceFils: 1_000 });
    const odd = line(31, 3); // 93 x 5/105 = 4.43 -> 4 (3 x the rounded unit VAT would be 3)
    expect(odd.vatFils).toBe(4);
    expect(sumTaxLines([three, odd])).toEqual({ taxableFils: 3_089, vatFils: 154, totalFils: 3_243 });
  });

  it('a zero rate has no VAT; fractions of a fils are refused', () => {
    expect(line(32_000, 1, 0)).toMatchObject({ vatFils: 0, taxableFils: 32_000 });
    expect(() => line(10.5)).toThrow(RangeError);
    expect(() => line(-1)).toThrow(RangeError);
  });
});

describe('numbers, rates and billing details', () => {
  it('numbers documents per kind with six digits', () => {
    expect(taxDocumentNumber('invoice', 1)).toBe('PL-INV-000001');
    expect(taxDocumentNumber('credit_note', 1234567)).toBe('PL-CN-1234567');
    expect(formatVatRate(500)).toBe('5 %');
    expect(formatVatRate(525)).toBe('5.25 %');
  });

  it('accepts a TRN of 15 digits (spaces ignored) or none', () => {
    const parse = (trn?: string) => billingDetailsInput.safeParse({ legalName: 'A', address: 'B', trn });
    expect(parse('100 123 456 700 003').data?.trn).toBe('100123456700003');
    expect(parse('').data?.trn).toBeNull();
    expect(parse(undefined).data?.trn).toBeNull();
    expect(parse('10012345670000').error?.issues[0]?.message).toBe('A TRN is 15 digits');
    expect(parse('10012345670000X').success).toBe(false);
  });
});

// GST on the store's tax invoices and credit notes (docs/product/orders.md#gst-invoices,
// docs/decisions/013-gst-invoices.md). Pure functions on paise (integers); prices are inclusive of GST.

/** The GST slabs a product or category may name (percent). */
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

/** The apparel and footwear rule from 22 September 2025: up to ₹2,500 a piece 5%, above it 18%. */
export const APPAREL_RATE_LIMIT_PAISE = 250_000;
export const APPAREL_LOW_RATE = 5;
export const APPAREL_HIGH_RATE = 18;

/** India's states and union territories with their two-digit GST state codes (the first two digits of a GSTIN). */
export const GST_STATES: ReadonlyArray<{ code: string; name: string }> = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
];

/** Older or common spellings shoppers type, to the name above. */
const STATE_ALIASES: Record<string, string> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  'new delhi': 'Delhi',
  'nct of delhi': 'Delhi',
  'national capital territory of delhi': 'Delhi',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'j and k': 'Jammu and Kashmir',
};

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const byName = new Map(GST_STATES.map((state) => [normalise(state.name), state]));
const byCode = new Map(GST_STATES.map((state) => [state.code, state]));

/** The state of a name as typed ("karnataka", "Orissa", "Jammu & Kashmir") or of a two-digit code; undefined when unknown. */
export function findGstState(nameOrCode: string): { code: string; name: string } | undefined {
  const text = normalise(nameOrCode);
  if (/^\d{1,2}$/.test(text)) return byCode.get(text.padStart(2, '0'));
  const alias = STATE_ALIASES[text];
  return byName.get(alias ? normalise(alias) : text);
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN: the check character of the first 14 (the GSTN's base-36 weighted sum). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = GSTIN_CHARS.indexOf(first14[index]!);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/**
 * What is wrong with a GSTIN, or null when it is well formed: 15 characters, a known state code, the PAN
 * (5 letters, 4 digits, a letter), the entity number, `Z`, and the check character.
 */
export function gstinProblem(gstin: string): string | null {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) {
    return 'a GSTIN is 15 characters: state code (2 digits), PAN (like ABCDE1234F), entity number, Z and a check character';
  }
  if (!byCode.has(gstin.slice(0, 2))) return `${gstin.slice(0, 2)} is not a GST state code`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'its check character (the last one) is wrong';
  return null;
}

/** Rate by the apparel rule: by the selling price of one piece (paise). */
export function apparelGstRate(unitPricePaise: number): number {
  return unitPricePaise <= APPAREL_RATE_LIMIT_PAISE ? APPAREL_LOW_RATE : APPAREL_HIGH_RATE;
}

/** HSN code when neither the product nor its category names one: by the collection's name, else other garments. */
export function defaultHsnCode(collectionName: string | null | undefined): string {
  const name = normalise(collectionName ?? '');
  if (/foot|shoe|sneaker|sandal/.test(name)) return '6404';
  if (/bag|accessor/.test(name)) return '4202';
  if (/kid|baby|infant/.test(name)) return '6111';
  return '6211';
}

export interface GstSource {
  hsn_code: string | null | undefined;
  gst_rate: number | null | undefined;
}

/**
 * A line's HSN code and rate: the product's, else its category's, else the apparel rule on the unit price and
 * the collection's default HSN code.
 */
export function resolveGst(
  product: GstSource,
  category: GstSource,
  collectionName: string | null | undefined,
  unitPricePaise: number,
): { hsn_code: string; gst_rate: number } {
  return {
    hsn_code: product.hsn_code || category.hsn_code || defaultHsnCode(collectionName),
    gst_rate: product.gst_rate ?? category.gst_rate ?? apparelGstRate(unitPricePaise),
  };
}

/** The tax in an amount (paise) inclusive of GST. */
export interface TaxSplit {
  taxable_value: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/**
 * Breaks GST out of an inclusive amount: taxable = total × 100 / (100 + rate) rounded to the paisa (half up),
 * tax = total − taxable, so taxable + tax is always the amount. Within the store's state the tax is CGST + SGST,
 * half each; an odd paisa goes to CGST. Otherwise it is all IGST.
 */
export function splitInclusive(totalPaise: number, rate: number, intraState: boolean): TaxSplit {
  // Rates in hundredths of a percent keep 0.25% exact.
  const hundredths = Math.round(rate * 100);
  const taxable = Math.round((totalPaise * 10_000) / (10_000 + hundredths));
  const tax = totalPaise - taxable;
  if (!intraState) return { taxable_value: taxable, cgst: 0, sgst: 0, igst: tax, total: totalPaise };
  const cgst = Math.ceil(tax / 2);
  return { taxable_value: taxable, cgst, sgst: tax - cgst, igst: 0, total: totalPaise };
}

/** Sums of the lines' figures: the document's totals are these sums, so they always add up. */
export function sumSplits(splits: readonly TaxSplit[]): TaxSplit {
  return splits.reduce(
    (sum, line) => ({
      taxable_value: sum.taxable_value + line.taxable_value,
      cgst: sum.cgst + line.cgst,
      sgst: sum.sgst + line.sgst,
      igst: sum.igst + line.igst,
      total: sum.total + line.total,
    }),
    { taxable_value: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
  );
}

/**
 * Spreads `amount` (paise) over lines in proportion to `weights`, in whole paise that add up to `amount` exactly:
 * each gets the floor of its share and the paise left over go to the largest remainders (earlier lines first on ties).
 */
export function spreadProportionally(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (whole <= 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / whole));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = weights
    .map((weight, index) => ({ index, remainder: (amount * weight) % whole }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(value: number): string {
  if (value < 20) return ONES[value]!;
  const ones = value % 10;
  return ones === 0 ? TENS[Math.floor(value / 10)]! : `${TENS[Math.floor(value / 10)]}-${ONES[ones]}`;
}

function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  return [hundreds > 0 ? `${ONES[hundreds]} Hundred` : '', rest > 0 ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words, Indian style: crore, lakh, thousand, hundred ("One Lakh Twenty-Five Thousand"). */
export function numberInWords(value: number): string {
  if (value === 0) return 'Zero';
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  return [
    crore > 0 ? `${numberInWords(crore)} Crore` : '',
    lakh > 0 ? `${belowHundred(lakh)} Lakh` : '',
    thousand > 0 ? `${belowHundred(thousand)} Thousand` : '',
    rest > 0 ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Rupees One Thousand Two Hundred Ninety-Nine and Fifty Paise Only" for 129950 paise. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest > 0 ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}

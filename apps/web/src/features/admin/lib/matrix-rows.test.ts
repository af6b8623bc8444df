import { describe, expect, it } from 'vitest';
import { defaultSkuPattern } from '@store/shared/variation-matrix';
import {
  applyToAll,
  editRow,
  matrixAttributes,
  matrixPayload,
  matrixRows,
  orderedChoices,
  rowErrors,
  toggleValue,
  type MatrixState,
} from './matrix-rows';

const choices = orderedChoices([
  { attribute_id: 1, name: 'size', values: ['XL', 'S', 'M'] },
  { attribute_id: 2, name: 'color', values: ['White', 'Black', 'Red'] },
  { attribute_id: 3, name: 'fit', values: ['Slim'] },
]);

const start = (ticked: MatrixState['ticked']): MatrixState => ({
  ticked,
  shared: { price: '999', discount_price: '', stock: '5' },
  edits: {},
  removed: [],
  pattern: defaultSkuPattern(['color', 'size']),
});

/** A variation the product has: black in M. */
const blackM = [
  { attribute_id: 2, attribute_name: 'color', value: 'black', attributevalue_id: 1 },
  { attribute_id: 1, attribute_name: 'size', value: 'M', attributevalue_id: 2 },
];

describe('the variation matrix rows (docs/product/admin.md#adding-variations-in-one-go)', () => {
  it('offers colour first and sizes in shopping order', () => {
    expect(choices.map((choice) => choice.name)).toEqual(['color', 'size', 'fit']);
    expect(choices[1]!.values).toEqual(['S', 'M', 'XL']);
  });

  it('makes one row per combination of the ticked values, skipping those the product has, with SKUs from the pattern', () => {
    let ticked = toggleValue({}, 2, 'Red', choices[0]!.values);
    ticked = toggleValue(ticked, 2, 'Black', choices[0]!.values);
    ticked = toggleValue(ticked, 1, 'M', choices[1]!.values);
    ticked = toggleValue(ticked, 1, 'S', choices[1]!.values);
    const attributes = matrixAttributes(choices, ticked);
    expect(attributes.map((attribute) => [attribute.name, attribute.values])).toEqual([
      ['color', ['Black', 'Red']],
      ['size', ['S', 'M']],
    ]);
    const rows = matrixRows(attributes, [blackM], start(ticked), 'TEE');
    expect(rows.map((row) => [row.values.join('/'), row.sku, row.price, row.stock])).toEqual([
      ['Black/S', 'TEE-BLACK-S', '999', '5'],
      ['Red/S', 'TEE-RED-S', '999', '5'],
      ['Red/M', 'TEE-RED-M', '999', '5'],
    ]);
  });

  it('applies price, discount and stock to all rows, replacing what was typed into a row but not its SKU', () => {
    const ticked = { 2: ['White'], 1: ['S', 'M'] };
    const attributes = matrixAttributes(choices, ticked);
    let state = start(ticked);
    const [first, second] = matrixRows(attributes, [], state, 'TEE');
    state = editRow(state, first!.key, 'price', '1299');
    state = editRow(state, first!.key, 'sku', 'MY-SKU');
    state = editRow(state, second!.key, 'stock', '1');
    expect(matrixRows(attributes, [], state, 'TEE').map((row) => [row.sku, row.price, row.stock])).toEqual([
      ['MY-SKU', '1299', '5'],
      ['TEE-WHITE-M', '999', '1'],
    ]);
    state = applyToAll(state, { price: '1499', discount_price: '1199', stock: '3' });
    const rows = matrixRows(attributes, [], state, 'TEE');
    expect(rows.map((row) => [row.sku, row.price, row.discount_price, row.stock])).toEqual([
      ['MY-SKU', '1499', '1199', '3'],
      ['TEE-WHITE-M', '1499', '1199', '3'],
    ]);
    expect(matrixPayload(attributes, rows, state.pattern)).toEqual({
      attributes: [
        { attribute_id: 2, values: ['White'] },
        { attribute_id: 1, values: ['S', 'M'] },
      ],
      sku_pattern: '{product}-{COLOR}-{SIZE}',
      rows: [
        { values: ['White', 'S'], sku: 'MY-SKU', price: 1499, discount_price: 1199, stock: 3 },
        { values: ['White', 'M'], sku: 'TEE-WHITE-M', price: 1499, discount_price: 1199, stock: 3 },
      ],
    });
  });

  it('leaves out removed rows and names what is wrong with a row before it is sent', () => {
    const ticked = { 2: ['White'], 1: ['S', 'M'] };
    const attributes = matrixAttributes(choices, ticked);
    const state = start(ticked);
    const [first] = matrixRows(attributes, [], state, 'TEE');
    const rows = matrixRows(attributes, [], { ...state, removed: [first!.key] }, 'TEE');
    expect(rows.map((row) => row.sku)).toEqual(['TEE-WHITE-M']);
    expect(rowErrors({ ...rows[0]!, discount_price: '2000' })).toEqual(['discount price is above the price']);
    expect(rowErrors({ ...rows[0]!, price: '', sku: ' ' })).toEqual(['SKU is required', 'price is required']);
    expect(rowErrors({ ...rows[0]!, stock: '-2' })).toEqual(['stock must be a whole number, 0 or more']);
  });
});

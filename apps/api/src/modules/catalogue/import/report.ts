import type { ProductPlan } from './plan.ts';
import type { MissingTaxonomy } from './taxonomy.ts';
import {
  REPORT_MAX_ERRORS,
  REPORT_MAX_UPDATES,
  type ImportError,
  type ImportReport,
  type UpdateItem,
} from './types.ts';

/** Builds the dry run's report (docs/product/catalogue-import.md#dry-run): counts whole, lists cut. */
export class ReportBuilder {
  private readonly list: ImportError[] = [];
  private errorCount = 0;
  private readonly rows = new Set<number>();
  private readonly items: UpdateItem[] = [];
  private readonly counts = {
    create: { products: 0, variations: 0 },
    update: { products: 0, variations: 0 },
    unchanged: { products: 0, variations: 0 },
  };

  error(error: ImportError) {
    this.errorCount += 1;
    if (error.row !== null) this.rows.add(error.row);
    if (this.list.length < REPORT_MAX_ERRORS) this.list.push(error);
  }

  errors(errors: readonly ImportError[]) {
    for (const error of errors) this.error(error);
  }

  /** A row that is an error without a message of its own (the later rows of a repeated SKU). */
  markRow(row: number) {
    this.rows.add(row);
  }

  private item(item: UpdateItem) {
    if (this.items.length < REPORT_MAX_UPDATES) this.items.push(item);
  }

  count(plan: ProductPlan) {
    const { counts } = this;
    const name = plan.source.name;
    if (plan.productId === null) counts.create.products += 1;
    else if (plan.fields.length > 0) {
      counts.update.products += 1;
      this.item({ row: plan.row, product_id: plan.productId, sku: null, name, fields: plan.fields });
    } else counts.unchanged.products += 1;
    for (const variation of plan.variations) {
      if (variation.id === null) counts.create.variations += 1;
      else if (variation.fields.length > 0) {
        counts.update.variations += 1;
        this.item({
          row: variation.row,
          product_id: plan.productId,
          sku: variation.sku,
          name,
          fields: variation.fields,
        });
      } else counts.unchanged.variations += 1;
    }
  }

  build(missing: MissingTaxonomy, images: number): ImportReport {
    const { counts } = this;
    return {
      create: { ...counts.create, images, ...missing.lists() },
      update: { ...counts.update, items: this.items },
      unchanged: counts.unchanged,
      errors: [...this.list].sort((a, b) => (a.row ?? 0) - (b.row ?? 0)),
      error_count: this.errorCount,
      error_rows: this.rows.size,
    };
  }
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import {
  sizeChart,
  sizeChartInput,
  sizeChartQuery,
  sizeChartUpload,
  yourSize,
} from '@store/shared/schemas/size-charts';
import { adminDelete, adminErrors, adminOnly } from '../catalogue/routes/common.ts';
import { productTag } from '../../lib/response-cache.ts';
import type { Tx } from '../../db/client.ts';
import { auditActor } from '../audit/record.ts';
import { csvRefusal, parseSizeChartCsv } from './csv.ts';
import * as charts from './service.ts';
import { yourSize as yourSizeOf } from './your-size.ts';

const TAG = 'size charts';

/**
 * Size charts (docs/product/api.md#size-charts): the public lookup of the chart that applies to a product, from the
 * response cache; the admin's charts (permission catalogue.write), each write audited and dropping the cached
 * answers that show the chart (its category's product pages and lookups).
 */
const sizeChartRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = adminOnly('catalogue.write');
  /** Runs a chart write, dropping the answers of its category before and after (a chart may move). */
  const chartWrite = <T extends { category_id: number } | null>(id: number | null, write: (tx: Tx) => Promise<T>) =>
    app.catalogueWrite(async (tx, touch) => {
      const before = id === null ? null : await charts.chartCategory(tx, id);
      if (before !== null) touch(charts.sizeChartTag(before));
      const result = await write(tx);
      if (result) touch(charts.sizeChartTag(result.category_id));
      return result;
    });

  app.get(
    '/size-charts',
    {
      config: { permission: 'public' },
      schema: {
        tags: [TAG],
        description:
          "The size chart that applies to an active product: its brand's chart for its category, else the category's default. 404 when the product is not on sale or no chart applies.",
        querystring: sizeChartQuery,
        response: { 200: sizeChart, 400: errorBody, 404: errorBody },
      },
    },
    (request, reply) => {
      const productId = request.query.product_id;
      return app.sendCached(request, reply, () => charts.chartForProduct(db, productId), {
        tags: [productTag(productId)],
        bodyTags: (chart) => [charts.sizeChartTag((chart as { category_id: number }).category_id)],
      });
    },
  );

  app.get(
    '/admin/size-charts',
    {
      config: admin.config,
      schema: { tags: [TAG], security: admin.security, response: { 200: z.array(sizeChart), ...adminErrors } },
    },
    () => charts.listSizeCharts(db),
  );
  app.get(
    '/admin/size-charts/:id',
    {
      config: admin.config,
      schema: { tags: [TAG], security: admin.security, params: idParams, response: { 200: sizeChart, ...adminErrors } },
    },
    (request) => charts.getSizeChart(db, request.params.id),
  );
  app.post(
    '/admin/size-charts',
    {
      config: admin.config,
      schema: {
        tags: [TAG],
        security: admin.security,
        description:
          "A category's default chart (brand_id null) or a brand's chart for the category; one of each (409). Sizes unique within the chart, each measurement of the chart given as a positive number of cm with at most one decimal.",
        body: sizeChartInput,
        response: { 201: sizeChart, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await chartWrite(null, (tx) => charts.createSizeChart(tx, request.body, auditActor(request)))),
  );
  app.put(
    '/admin/size-charts/:id',
    {
      config: admin.config,
      schema: {
        tags: [TAG],
        security: admin.security,
        params: idParams,
        body: sizeChartInput,
        response: { 200: sizeChart, ...adminErrors },
      },
    },
    (request) =>
      chartWrite(request.params.id, (tx) =>
        charts.updateSizeChart(tx, request.params.id, request.body, auditActor(request)),
      ),
  );
  app.post(
    '/admin/size-charts/:id/csv',
    {
      config: admin.config,
      schema: {
        tags: [TAG],
        security: admin.security,
        description:
          "Replaces the chart's measurements and sizes with the CSV in `csv`: header `size,chest,waist,…` (known measurements: chest, waist, hip, length, foot_length), a line per size in cm. Any wrong line: 400 VALIDATION_FAILED with every wrong line in `details.lines` (`{ line, message }`, the header is line 1), and the chart unchanged.",
        params: idParams,
        body: sizeChartUpload,
        response: { 200: sizeChart, ...adminErrors },
      },
    },
    async (request) => {
      const table = parseSizeChartCsv(request.body.csv);
      if ('problems' in table) {
        await charts.getSizeChart(db, request.params.id); // 404 first for a chart that does not exist
        throw csvRefusal(table.problems);
      }
      return chartWrite(request.params.id, (tx) =>
        charts.replaceTable(tx, request.params.id, table, auditActor(request)),
      );
    },
  );
  app.delete('/admin/size-charts/:id', adminDelete(TAG), async (request, reply) => {
    await chartWrite(request.params.id, async (tx) => {
      await charts.deleteSizeChart(tx, request.params.id, auditActor(request));
      return null;
    });
    return reply.status(204).send(null);
  });

  app.get(
    '/Product/:id/your-size',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: [TAG],
        security: [{ bearer: [] }],
        description:
          "The signed-in shopper's size in the product's brand and category, from their delivered orders (a size returned for not fitting left out, an exchanged line counted as its new size), or null.",
        params: idParams,
        response: { 200: yourSize, 401: errorBody, 404: errorBody },
      },
    },
    (request) => yourSizeOf(db, request.user!.user_id, request.params.id),
  );
};

export default sizeChartRoutes;

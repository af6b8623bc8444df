import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import { taxDocument } from '@store/shared/schemas/merchant';
import { notFound } from '../../lib/http-error.ts';
import { currentSeller, sellerDefaults } from '../store-settings/seller.ts';
import { cancellationCreditNote, orderInvoice, orderOwner, refundCreditNote, requireSeller } from './service.ts';

const security = [{ bearer: [] }];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 503: errorBody };

/**
 * GST tax invoices and credit notes (docs/product/orders.md#gst-invoices, docs/product/api.md#merchant-operations):
 * the admin's for any order or processed refund, the shopper's for their own orders.
 */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  if (!app.config.store) {
    app.log.warn(
      'STORE_GSTIN is not set: tax invoices and credit notes are refused until it is, or the owner enters a GSTIN in Store Settings (docs/configuration.md#gst-invoices)',
    );
  }
  // Store Settings over STORE_* (docs/product/legal.md#store-settings), read on every document.
  const defaults = sellerDefaults(app.config);
  const seller = async () => requireSeller(await currentSeller(db, defaults));

  app.get(
    '/admin/orders/:id/invoice',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['merchant'],
        security,
        description:
          'The GST tax invoice of a paid or confirmed order (its number is given when the order is confirmed). 409 before that; 503 when the store has no GSTIN set.',
        params: idParams,
        response: { 200: taxDocument, ...errors },
      },
    },
    async (request) => orderInvoice(db, await seller(), request.params.id),
  );

  app.get(
    '/admin/refunds/:id/credit-note',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['merchant'],
        security,
        description:
          'The GST credit note of a processed refund: the refunded amount over the returned lines (or all lines) in proportion to their value. 409 while the refund is not processed.',
        params: idParams,
        response: { 200: taxDocument, ...errors },
      },
    },
    async (request) => refundCreditNote(db, await seller(), request.params.id),
  );

  app.get(
    '/admin/orders/:id/credit-note',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['merchant'],
        security,
        description:
          'The GST credit note of an order cancelled after its invoice with nothing paid (a paid order is credited by its refund). 409 for an order that has none.',
        params: idParams,
        response: { 200: taxDocument, ...errors },
      },
    },
    async (request) => cancellationCreditNote(db, await seller(), request.params.id),
  );

  /** One of the shopper's own documents: anyone else's order is "not found". */
  const ownDocument =
    (document: typeof orderInvoice) =>
    async (request: { params: { id: number }; user?: { user_id: number } | null }) => {
      const store = await seller();
      if ((await orderOwner(db, request.params.id)) !== request.user!.user_id) throw notFound('Order');
      return document(db, store, request.params.id);
    };

  app.get(
    '/Order/:id/invoice',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['orders and payment'],
        security,
        description:
          "The tax invoice of one of your orders once it is paid (cash on delivery: once it is dispatched). 404 for anyone else's order; 409 before that.",
        params: idParams,
        response: { 200: taxDocument, ...errors },
      },
    },
    ownDocument(orderInvoice),
  );

  app.get(
    '/Order/:id/credit-note',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['orders and payment'],
        security,
        description:
          "The credit note of one of your orders cancelled after its invoice with nothing paid. 404 for anyone else's order; 409 when it has none.",
        params: idParams,
        response: { 200: taxDocument, ...errors },
      },
    },
    ownDocument(cancellationCreditNote),
  );
};

export default invoiceRoutes;

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@store/shared/schemas/errors';
import {
  adminOrderDetail,
  adminOrderList,
  adminOrderQuery,
  orderStatusInput,
  returnToOriginInput,
  shortfallInput,
  type AdminOrderQuery,
} from '@store/shared/schemas/merchant';
import { adminErrors, adminOnly } from '../catalogue/routes/common.ts';
import { storeLinks } from '../notifications/outbox.ts';
import { sendCsv } from '../../lib/csv.ts';
import { auditActor } from '../audit/record.ts';
import { catalogueStockChanged, productsMoved } from '../orders/stock-changes.ts';
import { refundsContext, refundWhatIsLeft } from '../refunds/service.ts';
import { csvFileName, ordersCsv } from './export.ts';
import {
  adminOrderDetail as readOrder,
  cancelledAfterPayment,
  changeOrderStatus,
  collectCashByAdmin,
  listAdminOrders,
  resolveShortfall,
  returnToOrigin,
  type MoveOutcome,
} from './service.ts';

import { orderMovePermission } from '../staff/access.ts';
/** The contract's query with the lowercase names the app's query parser hands routes (docs/product/api.md#conventions). */
const orderQuerystring = adminOrderQuery
  .omit({ pageNumber: true, pageSize: true })
  .extend({ pagenumber: adminOrderQuery.shape.pageNumber, pagesize: adminOrderQuery.shape.pageSize });
const toQuery = ({ pagenumber, pagesize, ...rest }: z.infer<typeof orderQuerystring>): AdminOrderQuery => ({
  ...rest,
  pageNumber: pagenumber,
  pageSize: pagesize,
});

/**
 * The admin's orders (docs/product/api.md#merchant-operations, docs/product/admin.md#orders): the table and its
 * CSV, one order's page, status moves and closing a stock shortfall. Each route names its permission
 * (docs/product/staff.md#roles): 401 without a token, 403 without the permission.
 */
const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = adminOnly('orders.read');
  const onStockChanged = catalogueStockChanged(app);
  const links = storeLinks(app.config);
  const refunds = refundsContext(app);
  const tags = ['admin orders'];

  /**
   * After a move committed: the stock change is told, and an order cancelled or returned to origin after it was paid
   * gets its money back (docs/product/orders.md#refunds), into the customer's store credit when the admin chose it; a
   * refund that could not start leaves the order's amount refundable from the order page.
   */
  async function afterMove(
    request: FastifyRequest,
    outcome: MoveOutcome,
    reason: string,
    toStoreCredit = false,
  ): Promise<void> {
    onStockChanged(productsMoved(outcome.productIds));
    if (!cancelledAfterPayment(outcome)) return;
    await refundWhatIsLeft(
      refunds,
      outcome.order.order_id,
      reason,
      {
        user_id: request.user!.user_id,
        role: 'admin',
        audit: auditActor(request),
      },
      toStoreCredit,
    ).catch((error: unknown) =>
      app.log.error(
        { orderId: outcome.order.order_id, err: error },
        'the refund of a released order did not go through',
      ),
    );
  }

  app.get(
    '/admin/orders',
    {
      config: admin.config,
      schema: {
        tags,
        security: admin.security,
        description:
          'One page of orders, newest first unless `sort` says otherwise. `q` matches the order number ("123" or "#123"), or part of the email, phone or name; `from`/`to` are days in Asia/Kolkata, inclusive; `needs_attention=1` keeps unresolved stock shortfalls. `counts` has the orders per status under the same filters but status, and `all`.',
        querystring: orderQuerystring,
        response: { 200: adminOrderList, ...adminErrors },
      },
    },
    (request) => listAdminOrders(db, toQuery(request.query)),
  );

  app.get(
    '/admin/orders.csv',
    {
      config: { permission: 'exports.read' },
      schema: {
        tags,
        security: admin.security,
        description:
          "The orders under the same filters as the table, as CSV (no paging, at most 50,000 rows). Cells that a spreadsheet would run as a formula start with `'`.",
        querystring: orderQuerystring,
        response: { 200: z.string().describe('text/csv'), ...adminErrors },
      },
    },
    async (request, reply) => {
      const query = toQuery(request.query);
      return sendCsv(reply, ordersCsv(db, query, query.sort), csvFileName());
    },
  );

  app.get(
    '/admin/orders/:id',
    {
      config: admin.config,
      schema: {
        tags,
        security: admin.security,
        description:
          "Everything the order's page shows: lines (with units returned), customer, address, payments, refunds, returns, history (oldest first), messages sent, what may still be refunded and the moves allowed now.",
        params: idParams,
        response: { 200: adminOrderDetail, ...adminErrors },
      },
    },
    (request) => readOrder(db, request.params.id),
  );

  app.post(
    '/admin/orders/:id/status',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        security: admin.security,
        description:
          'Moves the order to another status through the state machine (docs/product/orders.md#lifecycle): Shipped needs `carrier` and `tracking_number` (400 otherwise); Delivered records the cash of a cash-on-delivery order as collected unless `cash_collected` is false; a refused move is 409 ORDER_TRANSITION_REFUSED. Cancelling gives the stock back, and a paid order’s refund goes the way it was paid, or with `to_store_credit: true` into the customer’s store credit at once. Answers the order as GET does.',
        params: idParams,
        body: orderStatusInput,
        response: { 200: adminOrderDetail, ...adminErrors },
      },
    },
    async (request) => {
      // The move names the permission (docs/product/staff.md#roles): cancelling is support's, the rest fulfilment's.
      await app.requirePermission(request, orderMovePermission(request.body.status));
      const actor = auditActor(request);
      const outcome = await changeOrderStatus(db, links, request.params.id, request.body, actor);
      await afterMove(request, outcome, 'Order cancelled by the store', request.body.to_store_credit === true);
      return readOrder(db, outcome.order.order_id);
    },
  );

  app.post(
    '/admin/orders/:id/return-to-origin',
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags,
        security: admin.security,
        description:
          'A shipped parcel came back undelivered (docs/product/orders.md#returned-to-origin): Shipped → ReturnedToOrigin with `reason` (`refused_at_door`, `not_reachable`, `address_wrong`; 400 otherwise), in one transaction with the stock back, a credit note for an invoice with nothing paid, the history row and the audit entry. A cash-on-delivery order owes nothing (payment status CashDue → Unpaid); a paid one is refunded what is left, store credit first. 409 ORDER_TRANSITION_REFUSED from any other status. Answers the order as GET does.',
        params: idParams,
        body: returnToOriginInput,
        response: { 200: adminOrderDetail, ...adminErrors },
      },
    },
    async (request) => {
      const outcome = await returnToOrigin(db, links, request.params.id, request.body, auditActor(request));
      await afterMove(request, outcome, 'Order returned to origin');
      return readOrder(db, outcome.order.order_id);
    },
  );

  app.post(
    '/admin/orders/:id/cash-collected',
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags,
        security: admin.security,
        description:
          'Records the cash of a delivered cash-on-delivery order left due when it was marked Delivered (payment status CashDue → Paid, `cash_collected_at` stamped). 409 when the order is not delivered or has no cash due. Answers the order as GET does.',
        params: idParams,
        response: { 200: adminOrderDetail, ...adminErrors },
      },
    },
    async (request) => {
      await collectCashByAdmin(db, request.params.id, auditActor(request));
      return readOrder(db, request.params.id);
    },
  );

  app.post(
    '/admin/orders/:id/shortfall',
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags,
        security: admin.security,
        description:
          'Closes "needs attention" on an order with a stock shortfall (the stock was found, or the money refunded), with a note in its history. 409 when there is no open shortfall.',
        params: idParams,
        body: shortfallInput,
        response: { 200: adminOrderDetail, ...adminErrors },
      },
    },
    async (request) => {
      await resolveShortfall(db, request.params.id, request.body.note, auditActor(request));
      return readOrder(db, request.params.id);
    },
  );
};

export default adminOrderRoutes;

// The mixed row's orders for npm run bench (scripts/bench.mjs): shoppers placing, paying in the sandbox and verifying
// a number of orders a second (5 by default), in a worker thread of their own so that their client work (fetch,
// JSON) does not share an event loop with autocannon.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

// What one piece costs, as the bag shows it (the store's own rule; delivery is free).
const { sellingPrice } = await tsImport('../packages/shared/src/money.ts', import.meta.url);

export const ORDERS_PER_SECOND = 5;
const SHOPPERS = 30;

const json = async (response) => {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${response.url}: ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : {};
};

/** Shoppers registered, verified and signed in, with an address, each checking out from an address of their own. */
async function shoppers(base, count) {
  const post = (url, body, headers = {}) =>
    fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const list = [];
  for (let n = 0; n < count; n++) {
    const email = `bench${n}-${Date.now()}@example.com`;
    const password = 'bench-pass-1';
    const registered = await json(
      await post('/api/User/Register', {
        first_name: 'Bench',
        last_name: 'Shopper',
        email,
        password,
        phone: `98${String(n).padStart(8, '0')}`,
      }),
    );
    await json(await post('/api/User/verify-email', { email, code: registered.dev_verification_code }));
    const { token } = await json(await post('/api/User', { email, password }));
    const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': `10.9.${Math.floor(n / 250)}.${n % 250}` };
    await json(
      await post(
        '/api/UserAddress',
        {
          first_name: 'Bench',
          house_number: '12',
          street_number: 'MG Road',
          postal_code: '560001',
          city: 'Bengaluru',
          state: 'Karnataka',
          phone: '9876543210',
        },
        headers,
      ),
    );
    list.push({ headers, post: (url, body) => post(url, body, headers) });
  }
  return list;
}

/**
 * Order lines that have stock (a product's first variation with stock, or the product itself), each with the total a
 * shopper's bag shows for it.
 */
async function orderableItems(base, ids) {
  const items = [];
  for (const id of ids) {
    const product = await (await fetch(`${base}/api/Product/${id}`)).json();
    const variation = (product.variations ?? []).find((v) => v.stock > 10);
    if (variation) {
      const line = { product_id: id, productvariation_id: variation.productvariation_id, quantity: 1 };
      items.push({ line, total: sellingPrice(variation.price, variation.discount_price) });
    } else if (!product.variations?.length && product.stock > 10) {
      items.push({ line: { product_id: id, quantity: 1 }, total: sellingPrice(product.price, product.discount_price) });
    }
  }
  if (items.length === 0) throw new Error('no product with stock to order');
  return items;
}

/**
 * Places, pays in the sandbox and verifies `perSecond` orders a second while resumed: each one takes stock, records
 * the payment and counts the units sold, so the catalogue cache is invalidated as in a real shop. At 0 it places none
 * (the bench's control: "beside" then measures only the run-to-run spread).
 */
function orderLoop(buyers, items, perSecond) {
  const result = { paid: 0, failed: 0, firstError: '' };
  const running = new Set();
  let n = 0;
  let timer;
  const placeAndPay = async (buyer, item) => {
    // The shopper pays what their bag shows; should the server price it otherwise, its 409 names the figure.
    let placed = await buyer.post('/api/payment/order', { total_amount: item.total, items: [item.line] });
    if (placed.status === 409) {
      const { total_amount } = await placed.json();
      item.total = total_amount;
      placed = await buyer.post('/api/payment/order', { total_amount, items: [item.line] });
    }
    const order = await json(placed);
    const signed = await json(
      await buyer.post('/api/payment/sandbox/pay', { orderId: order.orderId, card_number: '4111111111111111' }),
    );
    await json(await buyer.post('/api/payment/verify', signed));
  };
  const placeNext = () => {
    const buyer = buyers[n % buyers.length];
    const item = items[n % items.length];
    n++;
    const flow = placeAndPay(buyer, item).then(
      () => void result.paid++,
      (error) => {
        result.failed++;
        result.firstError ||= error.message;
      },
    );
    running.add(flow);
    void flow.finally(() => running.delete(flow));
  };
  return {
    resume() {
      if (perSecond > 0) timer ??= setInterval(placeNext, 1000 / perSecond);
    },
    /** Stops placing orders and answers the counts so far once the orders under way have finished. */
    async pause() {
      clearInterval(timer);
      timer = undefined;
      await Promise.all(running);
      return result;
    },
  };
}

/**
 * Starts a worker that registers its shoppers, then places orders between `resume()` and `pause()` (which answers
 * the counts so far); `stop()` ends the worker.
 */
export async function startOrders(base, productIds, perSecond = ORDERS_PER_SECOND) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { base, productIds, perSecond } });
  const next = () =>
    new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  await next();
  const ask = (command) => {
    const answer = next();
    worker.postMessage(command);
    return answer;
  };
  return {
    resume: () => ask('resume'),
    pause: () => ask('pause'),
    stop: () => worker.terminate(),
  };
}

if (!isMainThread) {
  const { base, productIds, perSecond } = workerData;
  const buyers = await shoppers(base, SHOPPERS);
  const loop = orderLoop(buyers, await orderableItems(base, productIds), perSecond);
  parentPort.on('message', async (command) => {
    if (command === 'resume') {
      loop.resume();
      parentPort.postMessage('resumed');
    } else {
      parentPort.postMessage(await loop.pause());
    }
  });
  parentPort.postMessage('ready');
}

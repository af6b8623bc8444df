import { formatDay } from '@/lib/dates';
import type { AdminOrderDetail } from '@store/shared/schemas/merchant';
import { addressLines, attributeText, pieces } from '../utils/format';

/** What the packer needs: where it goes and what goes in the box, with no prices (docs/product/admin.md#orders). */
export function PackingSlipView({ order }: { order: AdminOrderDetail }) {
  const address = addressLines(order.shipping_address);
  return (
    <div>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-ink pb-3">
        <div>
          <h1 className="text-xl font-bold tracking-wide uppercase">Packing slip</h1>
          <p>
            Order <strong>#{order.order_id}</strong> · {formatDay(order.order_date)}
          </p>
        </div>
        <div className="text-right">
          <p>{pieces(order.lines)} pieces</p>
          {order.carrier && <p>{order.carrier}</p>}
          {order.tracking_number && <p>Tracking: {order.tracking_number}</p>}
        </div>
      </header>
      <section className="border-b border-ink/30 py-3">
        <h2 className="text-xs font-bold tracking-wide text-ink-soft uppercase">Ship to</h2>
        <address className="text-base not-italic">
          <p className="font-bold">{address.name || order.customer.name}</p>
          {address.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>Phone: {address.phone || order.customer.phone || '—'}</p>
        </address>
      </section>
      <table className="mt-3 w-full border-collapse">
        <caption className="sr-only">Items to pack</caption>
        <thead>
          <tr>
            <th scope="col" className="border border-ink/30 px-2 py-1 text-left">
              #
            </th>
            <th scope="col" className="border border-ink/30 px-2 py-1 text-left">
              Item
            </th>
            <th scope="col" className="border border-ink/30 px-2 py-1 text-left">
              SKU
            </th>
            <th scope="col" className="border border-ink/30 px-2 py-1 text-right">
              Qty
            </th>
            <th scope="col" className="w-16 border border-ink/30 px-2 py-1 text-center">
              Packed
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={line.order_item_id}>
              <td className="border border-ink/30 px-2 py-1.5 align-top">{index + 1}</td>
              <td className="border border-ink/30 px-2 py-1.5 align-top">
                <strong>{line.brand_name}</strong> {line.productName}
                {line.attributes.length > 0 && (
                  <span className="block text-ink-soft">{attributeText(line.attributes)}</span>
                )}
              </td>
              <td className="border border-ink/30 px-2 py-1.5 align-top font-mono">{line.sku ?? '—'}</td>
              <td className="border border-ink/30 px-2 py-1.5 text-right align-top text-base font-bold">
                {line.quantity}
              </td>
              <td className="border border-ink/30 px-2 py-1.5 text-center align-top" aria-label="Tick when packed">
                ☐
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

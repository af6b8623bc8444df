/** The small flags of an order row: a stock shortfall to look at, and return requests waiting. */
export function AttentionMarker() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-red-700">
      <span aria-hidden="true">!</span> Needs attention
    </span>
  );
}

export function ReturnsMarker({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-amber-800">
      {count === 1 ? '1 open return' : `${count} open returns`}
    </span>
  );
}

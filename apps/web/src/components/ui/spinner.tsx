export function Spinner({ label = 'Loading', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center py-10 ${className}`}>
      <span className="size-9 animate-spin rounded-full border-4 border-brand/20 border-t-brand" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

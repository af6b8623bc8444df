import { Link } from 'react-router';

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link to="/" className={`flex shrink-0 items-center gap-2 ${className}`} aria-label="Store home">
      <svg viewBox="0 0 64 64" className="size-8 md:size-9" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#d81b4f" />
        <path d="M20 24h24l-3 26H23z" fill="#fff" />
        <path d="M26 24v-4a6 6 0 0 1 12 0v4" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className="text-lg font-black tracking-tight text-ink md:text-xl">
        store<span className="text-brand">.</span>
      </span>
    </Link>
  );
}

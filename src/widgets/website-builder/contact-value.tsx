import { cn } from '@/lib/utils';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number as people write it: digits with spaces, brackets, dashes and a leading +. */
const PHONE = /^\+?[\d\s().\-–]+$/;

/** Where a contact's value links: `mailto:` an email, `tel:` a phone (its digits), nowhere otherwise. */
export function contactHref(value: string): string | null {
  const text = value.trim();
  if (EMAIL.test(text)) return `mailto:${text}`;
  const digits = text.replace(/\D/g, '');
  if (PHONE.test(text) && digits.length >= 6) return `tel:${text.startsWith('+') ? '+' : ''}${digits}`;
  return null;
}

/** A contact's value (an address, a phone, an email, requisites), linked when it is an email or a phone. */
export function ContactValue({ value, className }: { value: string; className?: string }) {
  const href = contactHref(value);
  const text = <span className="whitespace-pre-line [overflow-wrap:anywhere]">{value}</span>;
  if (!href) return <span className={className}>{text}</span>;
  return (
    <a
      href={href}
      className={cn(
        'rounded-sm text-primary underline decoration-primary/40 underline-offset-4 outline-none hover:decoration-primary focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      {text}
    </a>
  );
}

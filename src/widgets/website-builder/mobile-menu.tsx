'use client';

import { CloseIcon, MenuIcon } from '../shared/icons';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Tailwind's `md`: from there the header shows the menu itself. */
const WIDE = '(min-width: 768px)';

const control =
  'inline-flex size-10 items-center justify-center rounded-md text-foreground outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * The header's menu under 768 px: a burger that opens the menu (`children`, rendered on the server) over the
 * whole screen. While open, focus stays inside, the page behind does not scroll; Escape, the close button or
 * following a link close it, and focus goes back to the burger (unless a link was followed).
 */
export function MobileMenu({
  id,
  label,
  closeLabel,
  children,
}: {
  /** The menu's element id (the burger's aria-controls): unique on the page. */
  id: string;
  label: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) burger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const { style } = document.body;
    const overflow = style.overflow;
    style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    // Widened past md the menu is hidden by CSS: close it so that the page scrolls again.
    const wide = window.matchMedia(WIDE);
    const onWide = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onWide);
    return () => {
      style.overflow = overflow;
      wide.removeEventListener('change', onWide);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    // Keeps Tab inside the menu: it covers the page, whose links are out of sight.
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close(false);
  };

  return (
    <>
      <button
        ref={burger}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(true)}
        className={`${control} md:hidden`}
        data-mobile-menu-toggle=""
      >
        <MenuIcon className="size-6" />
      </button>
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        hidden={!open}
        onKeyDown={onKeyDown}
        onClick={onClick}
        className="fixed inset-0 z-50 flex flex-col overflow-y-auto overscroll-contain bg-background md:hidden"
        data-mobile-menu=""
      >
        <div className="site-container flex h-16 shrink-0 items-center justify-end">
          <button type="button" aria-label={closeLabel} onClick={() => close(true)} className={control}>
            <CloseIcon className="size-6" />
          </button>
        </div>
        <div className="site-container flex-1 pb-10">{children}</div>
      </div>
    </>
  );
}

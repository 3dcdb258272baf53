'use client';

import { NextIcon, PreviousIcon } from '../shared/icons';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

// No `cn` here: tailwind-merge would add kilobytes to the home page's JavaScript for two class lists.

/** A horizontal swipe at least this long (px) turns the slide. */
const SWIPE = 48;

const arrow =
  'inline-flex size-11 items-center justify-center rounded-full border border-white/60 bg-black/30 text-white outline-none transition-colors hover:bg-black/50 focus-visible:ring-[3px] focus-visible:ring-white/80';

export interface SliderLabels {
  /** The carousel's name (the slider's title, else «Слайды»). */
  label: string;
  carousel: string;
  slide: string;
  chooseSlide: string;
  previous: string;
  next: string;
  /** One per slide: «Слайд 2 из 3». */
  slides: string[];
}

/**
 * The slider's moving part: slides rendered on the server (`slides`), one in view, moved with a CSS transform.
 * Arrows, dots, the keyboard's arrow keys (focus inside) and a swipe turn it; it loops at both ends. Slides out
 * of view are inert: their links take no focus. The motion is left out for prefers-reduced-motion. The root
 * tells the current slide in `data-slide-index` (0-based).
 */
export function SliderCarousel({
  id,
  className,
  labels,
  slides,
}: {
  id?: string;
  className?: string;
  labels: SliderLabels;
  slides: ReactNode[];
}) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const count = slides.length;
  const show = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      id={id}
      aria-roledescription={labels.carousel}
      aria-label={labels.label}
      onKeyDown={onKeyDown}
      className={`relative overflow-hidden bg-foreground ${className ?? ''}`}
      data-slider=""
      data-slide-index={index}
      data-slide-count={count}
    >
      <div
        className="flex motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-out"
        style={{ transform: `translateX(-${index * 100}%)` }}
        aria-live="polite"
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          const end = event.changedTouches[0]?.clientX;
          touchStart.current = null;
          if (start === null || end === undefined || count < 2 || Math.abs(end - start) < SWIPE) return;
          show(end < start ? index + 1 : index - 1);
        }}
      >
        {slides.map((slide, position) => (
          <div
            key={position}
            role="group"
            aria-roledescription={labels.slide}
            aria-label={labels.slides[position]}
            inert={position !== index}
            className="w-full shrink-0"
            data-slide={position}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="pointer-events-none absolute inset-x-0 bottom-0 pb-5 md:pb-8">
          <div className="site-container pointer-events-auto flex items-center justify-between gap-4">
            <div role="group" aria-label={labels.chooseSlide} className="flex flex-wrap items-center">
              {labels.slides.map((label, position) => (
                <button
                  key={position}
                  type="button"
                  aria-label={label}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => show(position)}
                  className="group inline-flex size-6 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-white/80"
                  data-slide-dot={position}
                >
                  <span
                    aria-hidden
                    className={`block h-2.5 rounded-full motion-safe:transition-all ${
                      position === index ? 'w-6 bg-white' : 'w-2.5 bg-white/55 group-hover:bg-white/80'
                    }`}
                  />
                </button>
              ))}
            </div>
            <div className="flex shrink-0 gap-2">
              <button
                type="button"
                aria-label={labels.previous}
                onClick={() => show(index - 1)}
                className={arrow}
                data-slide-previous=""
              >
                <PreviousIcon className="size-5" />
              </button>
              <button type="button" aria-label={labels.next} onClick={() => show(index + 1)} className={arrow} data-slide-next="">
                <NextIcon className="size-5" />
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </section>
  );
}

import { localized } from '@/shared/localized-text';
import type { Language } from '@/shared/languages';
import { widgetSlider, type SlideContent } from '@/server/modules/website-builder/widget-content.service';
import { NoFoundItems } from '../shared/no-found-items';
import { RichText } from '../shared/rich-text';
import { siteDatabase } from '@/server/pages/site-database';
import type { WidgetProps } from '../types';
import { allButtons, ButtonList } from './button-list';
import { CoverFile } from './files';
import { SiteAnchor } from './site-anchor';
import { SliderCarousel } from './slider-carousel';
import { slideOf, websiteBuilderDictionary } from './dictionary';

/**
 * One slide: its background photo under a dark gradient (white text stays readable, WCAG AA, whatever the photo),
 * subtitle, title (linking to the slide's url when it has one), description and buttons. The first slide's photo
 * is the page's largest paint: fetched first (`priority`), and its title is the page's h1 (the slider opens the
 * home page); the other slides' titles are h2.
 */
function Slide({ slide, language, first }: { slide: SlideContent; language: Language; first: boolean }) {
  const title = localized(slide.title, language);
  const subtitle = localized(slide.subtitle, language);
  const Heading = first ? 'h1' : 'h2';
  return (
    <div className="relative isolate flex h-full min-h-[34rem] items-end md:min-h-[40rem] lg:min-h-[44rem]">
      {slide.file ? <CoverFile file={slide.file} sizes="100vw" priority={first} className="-z-20" /> : null}
      <div aria-hidden className="absolute inset-0 -z-10 bg-linear-to-t from-black/90 via-black/65 to-black/35" />
      <div className="site-container pt-24 pb-24 text-white md:pb-28">
        <div className="max-w-3xl [text-shadow:0_1px_2px_rgb(0_0_0/0.45)]">
          {subtitle ? <p className="mb-3 text-sm font-semibold tracking-wide text-white/90 uppercase">{subtitle}</p> : null}
          {title ? (
            <Heading className="font-heading text-3xl leading-tight text-balance sm:text-4xl md:text-5xl lg:text-6xl">
              {slide.url ? (
                <SiteAnchor
                  url={slide.url}
                  language={language}
                  className="rounded-sm underline-offset-8 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-white/80"
                >
                  {title}
                </SiteAnchor>
              ) : (
                title
              )}
            </Heading>
          ) : null}
          <RichText value={slide.description} language={language} className="mt-5 text-white/90 md:text-xl [&_a]:text-white" />
          <ButtonList buttons={allButtons(slide.buttonsArrays)} language={language} surface="dark" className="mt-8" />
        </div>
      </div>
    </div>
  );
}

/** A full-width carousel of the widget's first linked slider. */
export async function SliderDefault({ widget, page }: WidgetProps) {
  const { language } = page;
  const slider = await widgetSlider(siteDatabase(), widget.id);
  const slides = slider?.slides ?? [];
  if (!slides.length)
    return (
      <section id={widget.anchor || undefined} className={widget.className ?? undefined} data-slider="">
        <NoFoundItems language={language} />
      </section>
    );
  const strings = websiteBuilderDictionary(language);
  return (
    <SliderCarousel
      id={widget.anchor || undefined}
      className={widget.className ?? undefined}
      labels={{
        label: localized(slider?.title, language) || localized(widget.title, language) || strings.slides,
        carousel: strings.carousel,
        slide: strings.slide,
        chooseSlide: strings.chooseSlide,
        previous: strings.previousSlide,
        next: strings.nextSlide,
        slides: slides.map((_, index) => slideOf(language, index, slides.length)),
      }}
      slides={slides.map((slide, index) => (
        <Slide key={slide.id} slide={slide} language={language} first={index === 0} />
      ))}
    />
  );
}

import type { WidgetVariants } from '../types';
import { ButtonsDefault } from './buttons-default';
import { CategoriesNavigatorDefault } from './categories-navigator-default';
import { ContentDefault } from './content-default';
import { ContentHeadingDefault } from './content-heading-default';
import { ContentTextBackgroundDefault } from './content-text-background-default';
import { FeaturesContactsDefault } from './features-contacts-default';
import { FeaturesDefault } from './features-default';
import { FooterDefault } from './footer-default';
import { LogotypesDefault } from './logotypes-default';
import { MediaAboutDefault } from './media-about-default';
import { NavbarDefault } from './navbar-default';
import { ProductContentOverviewDefault } from './product-content-overview-default';
import { ProductFeaturesOverviewDefault } from './product-features-overview-default';
import { ProductQuoteOverviewDefault } from './product-quote-overview-default';
import { SliderDefault } from './slider-default';

/** The website-builder module's public widget variants. */
export const websiteBuilderWidgets: WidgetVariants = {
  'navbar-default': NavbarDefault,
  'footer-default': FooterDefault,
  'slider-default': SliderDefault,
  // A widget left at `default` shows its text, files and buttons: the most general of its variants.
  default: ContentDefault,
  'content-default': ContentDefault,
  'features-default': FeaturesDefault,
  'logotypes-default': LogotypesDefault,
  'buttons-default': ButtonsDefault,
  'categories-navigator-default': CategoriesNavigatorDefault,
  'content-heading-default': ContentHeadingDefault,
  'content-text-background-default': ContentTextBackgroundDefault,
  'media-about-default': MediaAboutDefault,
  'features-contacts-default': FeaturesContactsDefault,
  'product-quote-overview-default': ProductQuoteOverviewDefault,
  'product-features-overview-default': ProductFeaturesOverviewDefault,
  'product-content-overview-default': ProductContentOverviewDefault,
};

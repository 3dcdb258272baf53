import { SITE_IMAGES } from './images';
import { FOUNDATION } from './foundation';
import type { Localized, Text } from './rich-text';
import type { Caller, RowOf } from './rows';
import type { SiteTables } from './tables';

export type ImageKey = keyof typeof SITE_IMAGES;

type Variant<F> = NonNullable<RowOf<F> extends { variant?: infer V } ? V : never>;
type WebsiteBuilder = Caller['websiteBuilder'];
export type WidgetVariant = Variant<WebsiteBuilder['widgets']['bulkCreate']>;
export type ButtonVariant = Variant<WebsiteBuilder['buttons']['bulkCreate']>;
export type FeatureVariant = Variant<WebsiteBuilder['features']['bulkCreate']>;
type BlogVariant = Variant<Caller['blog']['widgets']['bulkCreate']>;
type EcommerceVariant = Variant<Caller['ecommerce']['widgets']['bulkCreate']>;
type CrmVariant = Variant<Caller['crm']['widgets']['bulkCreate']>;
type RbacVariant = Variant<Caller['rbac']['widgets']['bulkCreate']>;
type SocialVariant = Variant<Caller['social']['widgets']['bulkCreate']>;
type NotificationVariant = Variant<Caller['notification']['widgets']['bulkCreate']>;
type AnalyticWidgetRow = RowOf<Caller['analytic']['widgets']['bulkCreate']>;
export type ExternalModule = NonNullable<RowOf<Caller['host']['widgetsToExternalWidgets']['bulkCreate']>['externalModule']>;

export interface ButtonSpec {
  title: Text;
  url: string;
  variant?: ButtonVariant;
}

export interface ButtonsArraySpec {
  title?: Text;
  variant?: Variant<WebsiteBuilder['buttonsArrays']['bulkCreate']>;
  buttons: readonly ButtonSpec[];
}

export interface FeatureSpec {
  variant?: FeatureVariant;
  /** Given only where it means something: a media feature whose slug holds `:` links to it. */
  slug?: string;
  title?: Text;
  subtitle?: Text;
  description?: Text;
  icon?: ImageKey;
}

export interface LogotypeSpec {
  title: Text;
  image: ImageKey;
  url?: string;
}

export interface SlideSpec {
  title: Text;
  subtitle: Text;
  description: Text;
  image: ImageKey;
  url?: string;
  buttons: readonly ButtonSpec[];
}

/** A figure of a statistics band: the number large, its label under it. */
export const figure = (value: Text, label: Text): FeatureSpec => ({
  variant: 'statistic-default',
  title: value,
  subtitle: label,
});

/** The fields every module's widget has. */
export interface WidgetText {
  adminTitle: string;
  title?: Text;
  subtitle?: Text;
  description?: Text;
  /** The section's id on the page, for `#anchor` links. */
  anchor?: string;
}

export interface WebsiteBuilderWidgetSpec extends WidgetText {
  variant: WidgetVariant;
  files?: readonly ImageKey[];
  features?: readonly FeatureSpec[];
  logotypes?: readonly LogotypeSpec[];
  /** Buttons arrays by how the widget links them: `default` (a navbar's menu), `additional` (its call to action)… */
  arrays?: readonly (ButtonsArraySpec & { link?: 'default' | 'additional' | 'extra' })[];
  slides?: readonly SlideSpec[];
}

/** A module's widget, ready to be placed on a page or a layout through a host widget. */
export interface Placed {
  module: ExternalModule;
  id: string;
  adminTitle: string;
}

/** What a page's metadata says in one language; the rest is the site's (author, site name, cards). */
export interface MetaText {
  title: string;
  description: string;
  keywords: string;
}

export interface PageSpec {
  url: string;
  /** The page's own (Russian) title and description, as the admin lists them. */
  title: string;
  description: string;
  adminTitle: string;
  meta: Localized<MetaText>;
  /** `article` for a page showing one article; `website` otherwise. */
  type?: 'website' | 'article';
  widgets: readonly Placed[];
}

const OPENGRAPH_LOCALES = { ru: 'ru_RU', en: 'en_US' } as const;

/**
 * The site being described: helpers that add the records of widgets, pages and files to the tables (written all
 * at once later), returning the ids the next records point at.
 */
export class Site {
  private readonly fileIds = new Map<ImageKey, string>();
  private readonly hostWidgetIds = new Map<string, string>();
  private layoutId: string | undefined;

  constructor(readonly tables: SiteTables) {}

  /** The file record of one of the site's images, created once however many records show it. */
  file(key: ImageKey): string {
    let id = this.fileIds.get(key);
    if (!id) {
      const image = SITE_IMAGES[key];
      id = this.tables.files.add({
        file: image.file,
        width: image.width,
        height: image.height,
        alt: image.alt.ru,
        mimeType: image.mimeType,
        adminTitle: `Image: ${key}`,
      });
      this.fileIds.set(key, id);
    }
    return id;
  }

  buttonsArray({ title, variant, buttons }: ButtonsArraySpec): string {
    const { tables } = this;
    const arrayId = tables.buttonsArrays.add({ title, variant });
    buttons.forEach((button, orderIndex) => {
      const buttonId = tables.buttons.add({ ...button, adminTitle: `Button: ${button.title.en}` });
      tables.buttonsArraysToButtons.add({ buttonsArrayId: arrayId, buttonId, orderIndex });
    });
    return arrayId;
  }

  feature({ icon, ...fields }: FeatureSpec): string {
    const featureId = this.tables.features.add({ ...fields, adminTitle: `Feature: ${(fields.title ?? fields.subtitle)?.en}` });
    if (icon) this.tables.featuresToFiles.add({ featureId, fileStorageModuleFileId: this.file(icon) });
    return featureId;
  }

  /** A website-builder widget with the records it reads; its id, for a product or article to link. */
  widget({ files = [], features = [], logotypes = [], arrays = [], slides, ...fields }: WebsiteBuilderWidgetSpec): string {
    const { tables } = this;
    const widgetId = tables.wbWidgets.add(fields);
    files.forEach((key, orderIndex) =>
      tables.wbWidgetsToFiles.add({ widgetId, fileStorageModuleFileId: this.file(key), orderIndex }),
    );
    features.forEach((feature, orderIndex) =>
      tables.wbWidgetsToFeatures.add({ widgetId, featureId: this.feature(feature), orderIndex }),
    );
    logotypes.forEach((logotype, orderIndex) => {
      const logotypeId = tables.logotypes.add({
        title: logotype.title,
        url: logotype.url,
        adminTitle: `Logotype: ${logotype.title.en}`,
      });
      tables.logotypesToFiles.add({ logotypeId, fileStorageModuleFileId: this.file(logotype.image) });
      tables.wbWidgetsToLogotypes.add({ widgetId, logotypeId, orderIndex });
    });
    arrays.forEach(({ link, ...array }, orderIndex) =>
      tables.wbWidgetsToButtonsArrays.add({ widgetId, buttonsArrayId: this.buttonsArray(array), variant: link, orderIndex }),
    );
    if (slides) tables.wbWidgetsToSliders.add({ widgetId, sliderId: this.slider(fields.adminTitle, slides) });
    return widgetId;
  }

  /** A website-builder widget to place on a page. */
  section(spec: WebsiteBuilderWidgetSpec): Placed {
    return { module: 'website-builder', id: this.widget(spec), adminTitle: spec.adminTitle };
  }

  /** A blog widget; `articles` are the ones it shows (with none, a list shows those of the url's category, else all). */
  blog({
    articles = [],
    ...fields
  }: WidgetText & { variant: BlogVariant; articles?: readonly string[]; latestCount?: number }): Placed {
    const widgetId = this.tables.blogWidgets.add(fields);
    articles.forEach((articleId, orderIndex) => this.tables.blogWidgetsToArticles.add({ widgetId, articleId, orderIndex }));
    return { module: 'blog', id: widgetId, adminTitle: fields.adminTitle };
  }

  /** An ecommerce widget; `products` are the ones it shows (with none, a list shows every product). */
  ecommerce({ products = [], ...fields }: WidgetText & { variant: EcommerceVariant; products?: readonly string[] }): Placed {
    const widgetId = this.tables.ecommerceWidgets.add(fields);
    products.forEach((productId, orderIndex) => this.tables.ecommerceWidgetsToProducts.add({ widgetId, productId, orderIndex }));
    return { module: 'ecommerce', id: widgetId, adminTitle: fields.adminTitle };
  }

  crm({ forms, ...fields }: WidgetText & { variant: CrmVariant; forms: readonly string[] }): Placed {
    const widgetId = this.tables.crmWidgets.add(fields);
    forms.forEach((formId, orderIndex) => this.tables.crmWidgetsToForms.add({ widgetId, formId, orderIndex }));
    return { module: 'crm', id: widgetId, adminTitle: fields.adminTitle };
  }

  rbac(fields: WidgetText & { variant: RbacVariant }): Placed {
    return { module: 'rbac', id: this.tables.rbacWidgets.add(fields), adminTitle: fields.adminTitle };
  }

  social(fields: WidgetText & { variant: SocialVariant }): Placed {
    return { module: 'social', id: this.tables.socialWidgets.add(fields), adminTitle: fields.adminTitle };
  }

  notification(fields: WidgetText & { variant: NotificationVariant }): Placed {
    return { module: 'notification', id: this.tables.notificationWidgets.add(fields), adminTitle: fields.adminTitle };
  }

  /** An analytic widget: one public figure of the site, alone or towards its goal (docs/decisions/0053). */
  analytic(
    fields: WidgetText &
      Required<Pick<AnalyticWidgetRow, 'variant' | 'metric' | 'period'>> &
      Pick<AnalyticWidgetRow, 'billingModuleCurrencyId' | 'goal'>,
  ): Placed {
    return { module: 'analytic', id: this.tables.analyticWidgets.add(fields), adminTitle: fields.adminTitle };
  }

  /** A broadcast widget showing the messages of `channels`: the announcement bar. */
  broadcast({ channels, ...fields }: { adminTitle: string; channels: readonly string[] }): Placed {
    const widgetId = this.tables.broadcastWidgets.add(fields);
    channels.forEach((channelId, orderIndex) => this.tables.broadcastWidgetsToChannels.add({ widgetId, channelId, orderIndex }));
    return { module: 'broadcast', id: widgetId, adminTitle: fields.adminTitle };
  }

  private slider(adminTitle: string, slides: readonly SlideSpec[]): string {
    const { tables } = this;
    const sliderId = tables.sliders.add({ adminTitle });
    slides.forEach(({ image, buttons, ...fields }, orderIndex) => {
      const slideId = tables.slides.add({ ...fields, adminTitle: `Slide: ${fields.title.en}` });
      tables.slidesToFiles.add({ slideId, fileStorageModuleFileId: this.file(image) });
      tables.slidesToButtonsArrays.add({ slideId, buttonsArrayId: this.buttonsArray({ buttons }) });
      tables.slidersToSlides.add({ sliderId, slideId, orderIndex });
    });
    return sliderId;
  }

  /**
   * The host widget showing a module's widget: one per module widget, so a widget shown on several pages (the
   * partners, the categories navigator) is one record an editor changes once.
   */
  private hostWidget({ module, id, adminTitle }: Placed): string {
    let widgetId = this.hostWidgetIds.get(id);
    if (!widgetId) {
      widgetId = this.tables.hostWidgets.add({ adminTitle });
      this.tables.widgetsToExternalWidgets.add({ widgetId, externalModule: module, externalWidgetId: id });
      this.hostWidgetIds.set(id, widgetId);
    }
    return widgetId;
  }

  /** The site's one layout: `before` renders above every page's widgets (the navbar), `after` below (the footer). */
  layout(before: readonly Placed[], after: readonly Placed[]): void {
    const layoutId = this.tables.layouts.add({ title: 'Site', slug: 'site', adminTitle: 'Site layout' });
    const link = (variant: 'default' | 'additional') => (placed: Placed, orderIndex: number) =>
      this.tables.layoutsToWidgets.add({ layoutId, widgetId: this.hostWidget(placed), variant, orderIndex });
    before.forEach(link('default'));
    after.forEach(link('additional'));
    this.layoutId = layoutId;
  }

  /** A page in the layout, with its widgets in order and its metadata in both languages. */
  page({ url, title, description, adminTitle, meta, type = 'website', widgets }: PageSpec): string {
    const { tables } = this;
    if (!this.layoutId) throw new Error('The layout is described before the pages');
    const pageId = tables.pages.add({ url, title, description, adminTitle, language: 'ru' });
    tables.pagesToLayouts.add({ pageId, layoutId: this.layoutId });
    (['ru', 'en'] as const).forEach((language, orderIndex) => {
      const text = meta[language];
      const metadataId = tables.metadata.add({
        adminTitle: `${adminTitle} (${language})`,
        title: text.title,
        description: text.description,
        keywords: text.keywords,
        author: FOUNDATION.name[language],
        opengraphTitle: text.title,
        opengraphDescription: text.description,
        opengraphType: type,
        opengraphSiteName: FOUNDATION.name[language],
        opengraphLocale: OPENGRAPH_LOCALES[language],
        twitterCard: 'summary_large_image',
        twitterTitle: text.title,
        twitterDescription: text.description,
      });
      tables.pagesToMetadata.add({ pageId, metadataId, orderIndex });
    });
    widgets.forEach((placed, orderIndex) => tables.pagesToWidgets.add({ pageId, widgetId: this.hostWidget(placed), orderIndex }));
    return pageId;
  }
}

import 'server-only';
import { PUBLIC_FILE_FIELDS, type PublicFile } from '../file-storage/widget-content.service';
import type {
  Prisma,
  WebsiteBuilderButton,
  WebsiteBuilderButtonsArray,
  WebsiteBuilderFeature,
  WebsiteBuilderLogotype,
  WebsiteBuilderSlide,
  WebsiteBuilderSlider,
} from '../../../generated/prisma/client';
import { ADMIN_ORDER } from '../../db/admin-order';
import type { Database } from '../../db/database';

/**
 * What the website-builder module's public widgets show: a widget's related records, read with one Prisma query
 * (nested includes, joined by the database into one SQL statement) and flattened from the join rows into plain lists.
 * Every list is in the admin's order: orderIndex, then creation, then id (for ties).
 *
 * Every widget type reads through the same selection (`contentSelect`, all the relations any of them shows), so that
 * the reads of one render, one per widget, reach the database as one statement: Prisma batches the `findUnique` calls
 * of a model made in the same tick with the same selection into one `WHERE id IN (…)`. A widget's relations it does not
 * show are empty for it and cost the database little; a join row's own columns are not read (no type shows them but a
 * buttons array link's variant).
 */

/**
 * The fields of a website-builder widget record the widget registry renders (WidgetRecord): what the other modules
 * read of the website-builder widgets their records link (a project's, an article's).
 */
export const widgetRecordSelect = {
  id: true,
  variant: true,
  className: true,
  slug: true,
  adminTitle: true,
  title: true,
  subtitle: true,
  description: true,
  anchor: true,
} satisfies Prisma.WebsiteBuilderWidgetSelect;

export type WebsiteBuilderWidgetRecord = Prisma.WebsiteBuilderWidgetGetPayload<{ select: typeof widgetRecordSelect }>;

const filesSelect = { orderBy: ADMIN_ORDER, select: { fileStorageModuleFile: { select: PUBLIC_FILE_FIELDS } } } as const;
/** A record's first file only: a slide's background, a feature's icon, a logotype's image. */
const firstFileSelect = { ...filesSelect, take: 1 } as const;

const buttonsArraysSelect = {
  orderBy: ADMIN_ORDER,
  select: {
    variant: true,
    buttonsArray: { include: { buttonsArraysToButtons: { orderBy: ADMIN_ORDER, select: { button: true } } } },
  },
} as const;

const logotypesSelect = {
  orderBy: ADMIN_ORDER,
  select: { logotype: { include: { logotypesToFileStorageModuleFiles: firstFileSelect } } },
} as const;

/** What any widget type shows: its first slider (with its slides), buttons arrays, features, logotypes and files. */
const contentSelect = {
  widgetsToSliders: {
    orderBy: ADMIN_ORDER,
    take: 1,
    select: {
      slider: {
        include: {
          slidersToSlides: {
            orderBy: ADMIN_ORDER,
            select: {
              slide: {
                include: { slidesToFileStorageModuleFiles: firstFileSelect, slidesToButtonsArrays: buttonsArraysSelect },
              },
            },
          },
        },
      },
    },
  },
  widgetsToButtonsArrays: buttonsArraysSelect,
  widgetsToFeatures: {
    orderBy: ADMIN_ORDER,
    select: { feature: { include: { featuresToFileStorageModuleFiles: firstFileSelect } } },
  },
  widgetsToLogotypes: logotypesSelect,
  widgetsToFileStorageModuleFiles: filesSelect,
} satisfies Prisma.WebsiteBuilderWidgetSelect;

/** A widget's relations as `contentSelect` reads them; null for a missing widget. */
const contentOf = (db: Database, widgetId: string) =>
  db.prisma.websiteBuilderWidget.findUnique({ where: { id: widgetId }, select: contentSelect });

/** A buttons array with its buttons, and the variant of its link to the widget or slide (`default`, `additional`, `extra`). */
export interface ButtonsArrayContent extends WebsiteBuilderButtonsArray {
  linkVariant: string;
  buttons: WebsiteBuilderButton[];
}

export interface SlideContent extends WebsiteBuilderSlide {
  /** The first file: the slide's background. */
  file: PublicFile | null;
  buttonsArrays: ButtonsArrayContent[];
}

export interface SliderContent extends WebsiteBuilderSlider {
  slides: SlideContent[];
}

export interface FeatureContent extends WebsiteBuilderFeature {
  file: PublicFile | null;
}

export interface LogotypeContent extends WebsiteBuilderLogotype {
  file: PublicFile | null;
}

type ButtonsArrayLink = {
  variant: string;
  buttonsArray: WebsiteBuilderButtonsArray & { buttonsArraysToButtons: { button: WebsiteBuilderButton }[] };
};

const buttonsArraysOf = (links: readonly ButtonsArrayLink[]): ButtonsArrayContent[] =>
  links.map(({ variant, buttonsArray: { buttonsArraysToButtons, ...buttonsArray } }) => ({
    ...buttonsArray,
    linkVariant: variant,
    buttons: buttonsArraysToButtons.map((link) => link.button),
  }));

const filesOf = (links: readonly { fileStorageModuleFile: PublicFile }[]): PublicFile[] =>
  links.map((link) => link.fileStorageModuleFile);

const firstFileOf = (links: readonly { fileStorageModuleFile: PublicFile }[]): PublicFile | null =>
  links[0]?.fileStorageModuleFile ?? null;

/** The widget's first linked slider with its slides (each with its background and buttons), or null when it has none. */
export async function widgetSlider(db: Database, widgetId: string): Promise<SliderContent | null> {
  const linked = (await contentOf(db, widgetId))?.widgetsToSliders[0]?.slider;
  if (!linked) return null;
  const { slidersToSlides, ...slider } = linked;
  return {
    ...slider,
    slides: slidersToSlides.map(({ slide: { slidesToFileStorageModuleFiles, slidesToButtonsArrays, ...slide } }) => ({
      ...slide,
      file: firstFileOf(slidesToFileStorageModuleFiles),
      buttonsArrays: buttonsArraysOf(slidesToButtonsArrays),
    })),
  };
}

/** The widget's buttons arrays, each with its buttons. */
export async function widgetButtonsArrays(db: Database, widgetId: string): Promise<ButtonsArrayContent[]> {
  return buttonsArraysOf((await contentOf(db, widgetId))?.widgetsToButtonsArrays ?? []);
}

/** The widget's features, each with its first file (icon or image). */
export async function widgetFeatures(db: Database, widgetId: string): Promise<FeatureContent[]> {
  const links = (await contentOf(db, widgetId))?.widgetsToFeatures ?? [];
  return links.map(({ feature: { featuresToFileStorageModuleFiles, ...feature } }) => ({
    ...feature,
    file: firstFileOf(featuresToFileStorageModuleFiles),
  }));
}

type LogotypeLink = {
  logotype: WebsiteBuilderLogotype & { logotypesToFileStorageModuleFiles: { fileStorageModuleFile: PublicFile }[] };
};

const logotypesOf = (links: readonly LogotypeLink[]): LogotypeContent[] =>
  links.map(({ logotype: { logotypesToFileStorageModuleFiles, ...logotype } }) => ({
    ...logotype,
    file: firstFileOf(logotypesToFileStorageModuleFiles),
  }));

/** The widget's logotypes, each with its first file. */
export async function widgetLogotypes(db: Database, widgetId: string): Promise<LogotypeContent[]> {
  return logotypesOf((await contentOf(db, widgetId))?.widgetsToLogotypes ?? []);
}

/** The widget's files. */
export async function widgetFiles(db: Database, widgetId: string): Promise<PublicFile[]> {
  return filesOf((await contentOf(db, widgetId))?.widgetsToFileStorageModuleFiles ?? []);
}

/** A navbar's or footer's records: its logotypes and its buttons arrays. */
export async function widgetNavigation(
  db: Database,
  widgetId: string,
): Promise<{ logotypes: LogotypeContent[]; buttonsArrays: ButtonsArrayContent[] }> {
  const widget = await contentOf(db, widgetId);
  return {
    logotypes: logotypesOf(widget?.widgetsToLogotypes ?? []),
    buttonsArrays: buttonsArraysOf(widget?.widgetsToButtonsArrays ?? []),
  };
}

/** A content block's records: its files and its buttons arrays. */
export async function widgetFilesAndButtons(
  db: Database,
  widgetId: string,
): Promise<{ files: PublicFile[]; buttonsArrays: ButtonsArrayContent[] }> {
  const widget = await contentOf(db, widgetId);
  return {
    files: filesOf(widget?.widgetsToFileStorageModuleFiles ?? []),
    buttonsArrays: buttonsArraysOf(widget?.widgetsToButtonsArrays ?? []),
  };
}

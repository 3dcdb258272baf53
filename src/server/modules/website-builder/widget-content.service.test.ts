import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import {
  widgetButtonsArrays,
  widgetFeatures,
  widgetFiles,
  widgetFilesAndButtons,
  widgetLogotypes,
  widgetNavigation,
  widgetSlider,
} from './widget-content.service';

let db: TestDatabase;
let queries: string[] = [];
beforeAll(async () => {
  db = await openTestDatabase({ onQuery: (sql) => queries.push(sql) });
});
afterAll(() => db.dispose());

let counter = 0;
/** A unique slug and admin title: every record of the module has both. */
const named = (prefix: string) => {
  counter++;
  return { slug: `${prefix}-${counter}`, adminTitle: `${prefix} ${counter}` };
};

const widget = (variant = 'default') => db.prisma.websiteBuilderWidget.create({ data: { ...named('widget'), variant } });
const file = (name: string, size?: { width: number; height: number }) =>
  db.prisma.fileStorageFile.create({ data: { adminTitle: name, file: `${name}.jpg`, alt: `alt ${name}`, ...size } });
const button = (title: string, orderIndex = 0) =>
  db.prisma.websiteBuilderButton.create({ data: { ...named('button'), title: { ru: title }, url: `/${title}`, orderIndex } });

/** A buttons array holding `titles` in that order (given by orderIndex, created in reverse). */
async function buttonsArray(title: string, titles: string[], variant = 'default') {
  const array = await db.prisma.websiteBuilderButtonsArray.create({ data: { ...named('array'), title: { ru: title }, variant } });
  for (const [index, name] of [...titles.entries()].reverse()) {
    const created = await button(name);
    await db.prisma.websiteBuilderButtonsArraysToButtons.create({
      data: { buttonsArrayId: array.id, buttonId: created.id, orderIndex: index },
    });
  }
  return array;
}

const linkArray = (widgetId: string, buttonsArrayId: string, variant: string, orderIndex: number) =>
  db.prisma.websiteBuilderWidgetsToButtonsArrays.create({ data: { widgetId, buttonsArrayId, variant, orderIndex } });

const titles = (records: { title: unknown }[]) => records.map((record) => (record.title as { ru?: string }).ru);

describe('widgetSlider', () => {
  it('reads the first linked slider, its slides in order, each with its first file and its buttons', async () => {
    const hero = await widget('slider-default');
    const [first, other] = await Promise.all([
      db.prisma.websiteBuilderSlider.create({ data: { ...named('slider'), title: { ru: 'Главный' } } }),
      db.prisma.websiteBuilderSlider.create({ data: { ...named('slider'), title: { ru: 'Другой' } } }),
    ]);
    await db.prisma.websiteBuilderWidgetsToSliders.create({ data: { widgetId: hero.id, sliderId: other.id, orderIndex: 2 } });
    await db.prisma.websiteBuilderWidgetsToSliders.create({ data: { widgetId: hero.id, sliderId: first.id, orderIndex: 1 } });

    for (const [orderIndex, name] of [
      [3, 'Третий'],
      [1, 'Первый'],
      [2, 'Второй'],
    ] as const) {
      const slide = await db.prisma.websiteBuilderSlide.create({ data: { ...named('slide'), title: { ru: name }, url: '/x' } });
      await db.prisma.websiteBuilderSlidersToSlides.create({ data: { sliderId: first.id, slideId: slide.id, orderIndex } });
      if (orderIndex === 1) {
        const background = await file('background', { width: 1920, height: 1080 });
        const second = await file('second');
        await db.prisma.websiteBuilderSlidesToFileStorageModuleFiles.create({
          data: { slideId: slide.id, fileStorageModuleFileId: second.id, orderIndex: 1 },
        });
        await db.prisma.websiteBuilderSlidesToFileStorageModuleFiles.create({
          data: { slideId: slide.id, fileStorageModuleFileId: background.id, orderIndex: 0 },
        });
        const array = await buttonsArray('Кнопки', ['Помочь', 'Узнать']);
        await db.prisma.websiteBuilderSlidesToButtonsArrays.create({
          data: { slideId: slide.id, buttonsArrayId: array.id, variant: 'additional' },
        });
      }
    }

    const slider = await widgetSlider(db, hero.id);
    expect(slider).toMatchObject({ id: first.id, title: { ru: 'Главный' } });
    expect(titles(slider!.slides)).toEqual(['Первый', 'Второй', 'Третий']);
    const [opening, middle] = slider!.slides;
    expect(opening!.file).toEqual({
      id: expect.any(String),
      file: 'background.jpg',
      alt: 'alt background',
      width: 1920,
      height: 1080,
      mimeType: null,
      className: null,
      containerClassName: null,
    });
    expect(opening!.buttonsArrays).toHaveLength(1);
    expect(opening!.buttonsArrays[0]).toMatchObject({ title: { ru: 'Кнопки' }, linkVariant: 'additional' });
    expect(titles(opening!.buttonsArrays[0]!.buttons)).toEqual(['Помочь', 'Узнать']);
    expect(opening!.buttonsArrays[0]!.buttons[0]).toMatchObject({ url: '/Помочь', variant: 'default' });
    // Join rows are flattened away: the records carry no relation lists.
    expect(opening).not.toHaveProperty('slidesToFileStorageModuleFiles');
    expect(slider).not.toHaveProperty('slidersToSlides');
    expect(middle).toMatchObject({ file: null, buttonsArrays: [] });
  });

  it('is null for a widget without a slider, and for a missing widget', async () => {
    const empty = await widget('slider-default');
    expect(await widgetSlider(db, empty.id)).toBeNull();
    expect(await widgetSlider(db, '00000000-0000-0000-0000-000000000000')).toBeNull();
  });

  it('reads a slider with one statement, whatever the number of slides', async () => {
    const hero = await widget('slider-default');
    const slider = await db.prisma.websiteBuilderSlider.create({ data: named('slider') });
    await db.prisma.websiteBuilderWidgetsToSliders.create({ data: { widgetId: hero.id, sliderId: slider.id } });
    const count = async () => {
      queries = [];
      await widgetSlider(db, hero.id);
      return queries.length;
    };
    const addSlide = async () => {
      const slide = await db.prisma.websiteBuilderSlide.create({ data: named('slide') });
      await db.prisma.websiteBuilderSlidersToSlides.create({ data: { sliderId: slider.id, slideId: slide.id } });
      const array = await buttonsArray('a', ['b', 'c']);
      await db.prisma.websiteBuilderSlidesToButtonsArrays.create({ data: { slideId: slide.id, buttonsArrayId: array.id } });
      const background = await file('bg');
      await db.prisma.websiteBuilderSlidesToFileStorageModuleFiles.create({
        data: { slideId: slide.id, fileStorageModuleFileId: background.id },
      });
    };
    await addSlide();
    const withOne = await count();
    await addSlide();
    await addSlide();
    expect(await count()).toBe(withOne);
    // One statement: Prisma joins every level (widget, slider, slides, their files, arrays and buttons) in the database.
    expect(withOne).toBe(1);
  });
});

describe('widgetButtonsArrays and widgetNavigation', () => {
  it('reads the buttons arrays in order with the variant of their link, and the logotypes', async () => {
    const navbar = await widget('navbar-default');
    const cta = await buttonsArray('Действие', ['Помочь'], 'default');
    const menu = await buttonsArray('Меню', ['Проекты', 'О фонде', 'Контакты']);
    const footer = await buttonsArray('Фонд', ['Отчёты'], 'footer-buttons-default');
    await linkArray(navbar.id, cta.id, 'additional', 2);
    await linkArray(navbar.id, menu.id, 'default', 1);
    await linkArray(navbar.id, footer.id, 'extra', 3);

    const arrays = await widgetButtonsArrays(db, navbar.id);
    expect(arrays.map((array) => [array.id, array.linkVariant, array.variant])).toEqual([
      [menu.id, 'default', 'default'],
      [cta.id, 'additional', 'default'],
      [footer.id, 'extra', 'footer-buttons-default'],
    ]);
    expect(titles(arrays[0]!.buttons)).toEqual(['Проекты', 'О фонде', 'Контакты']);
    expect(arrays[0]).not.toHaveProperty('buttonsArraysToButtons');

    const logo = await db.prisma.websiteBuilderLogotype.create({ data: { ...named('logo'), title: { ru: 'Фонд' } } });
    const image = await file('logo', { width: 120, height: 40 });
    await db.prisma.websiteBuilderLogotypesToFileStorageModuleFiles.create({
      data: { logotypeId: logo.id, fileStorageModuleFileId: image.id },
    });
    await db.prisma.websiteBuilderWidgetsToLogotypes.create({ data: { widgetId: navbar.id, logotypeId: logo.id } });

    const navigation = await widgetNavigation(db, navbar.id);
    expect(navigation.buttonsArrays).toEqual(arrays);
    expect(navigation.logotypes).toEqual([
      expect.objectContaining({ id: logo.id, file: expect.objectContaining({ id: image.id }) }),
    ]);
  });

  it('breaks orderIndex ties by creation time, then id', async () => {
    const holder = await widget('buttons-default');
    const later = await buttonsArray('Позже', []);
    const earlier = await buttonsArray('Раньше', []);
    await db.prisma.websiteBuilderWidgetsToButtonsArrays.create({
      data: { widgetId: holder.id, buttonsArrayId: later.id, createdAt: new Date('2024-01-02T00:00:00Z') },
    });
    await db.prisma.websiteBuilderWidgetsToButtonsArrays.create({
      data: { widgetId: holder.id, buttonsArrayId: earlier.id, createdAt: new Date('2024-01-01T00:00:00Z') },
    });
    expect(titles(await widgetButtonsArrays(db, holder.id))).toEqual(['Раньше', 'Позже']);
  });

  it('reads empty lists for a widget without records or a missing widget', async () => {
    const bare = await widget('footer-default');
    expect(await widgetNavigation(db, bare.id)).toEqual({ logotypes: [], buttonsArrays: [] });
    expect(await widgetButtonsArrays(db, '00000000-0000-0000-0000-000000000000')).toEqual([]);
  });
});

describe('widgetFeatures, widgetLogotypes, widgetFiles, widgetFilesAndButtons', () => {
  it('reads features in order, each with its first file or none', async () => {
    const grid = await widget('features-default');
    for (const [orderIndex, name] of [
      [2, 'Второй'],
      [1, 'Первый'],
    ] as const) {
      const feature = await db.prisma.websiteBuilderFeature.create({
        data: { ...named('feature'), title: { ru: name }, variant: 'statistic-default' },
      });
      await db.prisma.websiteBuilderWidgetsToFeatures.create({ data: { widgetId: grid.id, featureId: feature.id, orderIndex } });
      if (orderIndex === 1) {
        const icon = await file('icon');
        await db.prisma.websiteBuilderFeaturesToFileStorageModuleFiles.create({
          data: { featureId: feature.id, fileStorageModuleFileId: icon.id },
        });
      }
    }
    const features = await widgetFeatures(db, grid.id);
    expect(titles(features)).toEqual(['Первый', 'Второй']);
    expect(features[0]).toMatchObject({ variant: 'statistic-default', file: { file: 'icon.jpg' } });
    expect(features[1]!.file).toBeNull();
    expect(features[0]).not.toHaveProperty('featuresToFileStorageModuleFiles');
  });

  it('reads logotypes in order, each with its first file', async () => {
    const row = await widget('logotypes-default');
    for (const [orderIndex, name] of [
      [5, 'Б'],
      [4, 'А'],
    ] as const) {
      const logotype = await db.prisma.websiteBuilderLogotype.create({
        data: { ...named('logotype'), title: { ru: name }, url: 'https://example.org' },
      });
      await db.prisma.websiteBuilderWidgetsToLogotypes.create({
        data: { widgetId: row.id, logotypeId: logotype.id, orderIndex },
      });
    }
    const logotypes = await widgetLogotypes(db, row.id);
    expect(titles(logotypes)).toEqual(['А', 'Б']);
    expect(logotypes[0]).toMatchObject({ url: 'https://example.org', file: null });
  });

  it('reads files in order, alone or with the buttons arrays', async () => {
    const story = await widget('product-content-overview-default');
    const names = ['третий', 'первый', 'второй'];
    for (const [index, name] of names.entries()) {
      const created = await file(name);
      await db.prisma.websiteBuilderWidgetsToFileStorageModuleFiles.create({
        data: { widgetId: story.id, fileStorageModuleFileId: created.id, orderIndex: [3, 1, 2][index] },
      });
    }
    const files = await widgetFiles(db, story.id);
    expect(files.map((found) => found.file)).toEqual(['первый.jpg', 'второй.jpg', 'третий.jpg']);
    const array = await buttonsArray('Кнопки', ['Подробнее']);
    await linkArray(story.id, array.id, 'default', 0);
    const content = await widgetFilesAndButtons(db, story.id);
    expect(content.files).toEqual(files);
    expect(content.buttonsArrays.map((found) => found.id)).toEqual([array.id]);
  });
});

describe('the reads of one render', () => {
  it('reach the database as one statement, whatever the widgets’ types', async () => {
    const [navbar, hero, grid, row, story] = await Promise.all(
      ['navbar-default', 'slider-default', 'features-default', 'logotypes-default', 'content-default'].map((variant) =>
        widget(variant),
      ),
    );
    const menu = await buttonsArray('Меню', ['Проекты']);
    await linkArray(navbar!.id, menu.id, 'default', 0);
    queries = [];
    const [navigation, slider, features, logotypes, content] = await Promise.all([
      widgetNavigation(db, navbar!.id),
      widgetSlider(db, hero!.id),
      widgetFeatures(db, grid!.id),
      widgetLogotypes(db, row!.id),
      widgetFilesAndButtons(db, story!.id),
    ]);
    expect(queries).toHaveLength(1);
    expect(titles(navigation.buttonsArrays)).toEqual(['Меню']);
    expect([slider, features, logotypes, content]).toEqual([null, [], [], { files: [], buttonsArrays: [] }]);
  });
});

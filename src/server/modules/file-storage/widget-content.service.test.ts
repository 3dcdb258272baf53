import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { widgetFiles } from './widget-content.service';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.dispose());

const widget = (slug: string) => db.prisma.fileStorageWidget.create({ data: { slug, adminTitle: slug } });
const file = (name: string, data: { mimeType?: string; width?: number; height?: number } = {}) =>
  db.prisma.fileStorageFile.create({
    data: { adminTitle: `admin ${name}`, file: name, alt: `alt ${name}`, size: 99, extension: 'x', ...data },
  });

describe('widgetFiles', () => {
  let gallery: { id: string };
  beforeAll(async () => {
    gallery = await widget('gallery');
    const other = await widget('other');
    const [photo, clip, plan, elsewhere] = [
      await file('photo.jpg', { mimeType: 'image/jpeg', width: 1200, height: 800 }),
      await file('clip.mp4', { mimeType: 'video/mp4' }),
      await file('plan.png'),
      await file('elsewhere.jpg'),
    ];
    // orderIndex first, then creation time, then id.
    await db.prisma.fileStorageWidgetsToFiles.createMany({
      data: [
        { widgetId: gallery.id, fileId: plan.id, orderIndex: 2 },
        { widgetId: gallery.id, fileId: clip.id, orderIndex: 1, createdAt: new Date('2026-01-02T00:00:00Z') },
        { widgetId: gallery.id, fileId: photo.id, orderIndex: 1, createdAt: new Date('2026-01-01T00:00:00Z') },
        { widgetId: other.id, fileId: elsewhere.id },
      ],
    });
  });

  it('answers the widget’s files in order, with the fields a page shows', async () => {
    const files = await widgetFiles(db, gallery.id);
    expect(files.map((item) => item.file)).toEqual(['photo.jpg', 'clip.mp4', 'plan.png']);
    expect(files[0]).toEqual({
      id: expect.any(String),
      file: 'photo.jpg',
      alt: 'alt photo.jpg',
      width: 1200,
      height: 800,
      mimeType: 'image/jpeg',
      className: null,
      containerClassName: null,
    });
  });

  it('answers an empty list for a widget without files or a missing widget', async () => {
    expect(await widgetFiles(db, (await widget('empty')).id)).toEqual([]);
    expect(await widgetFiles(db, '00000000-0000-0000-0000-000000000000')).toEqual([]);
  });

  it('runs inside a transaction', async () => {
    expect(await db.transaction((tx) => widgetFiles(tx, gallery.id))).toHaveLength(3);
  });
});

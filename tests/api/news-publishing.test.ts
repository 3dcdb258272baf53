import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGeneratedPlaceholder } from '../../src/shared/registry/random-values';
import { callApi } from '../helpers/customers';
import { TEST_SECRET_KEY, startTestServer, type TestServer } from '../helpers/server';

/**
 * News as editors publish it (issue 27, point 7), on PGlite and PostgreSQL: a slug made from the title, unique, and
 * random words only without a title, for every entity with both; a draft seen by no visitor (list, count, get,
 * search, its url, the urls list, its picture) while a permitting caller reads it; the newest published listed first.
 */

const ARTICLES = '/api/blog/articles';
const ADMIN = { 'x-rbac-secret-key': TEST_SECRET_KEY };

interface Article {
  id: string;
  slug: string;
  status: string;
  publishedAt: string | null;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await callApi(server, 'POST', '/api/host/pages', {
    headers: ADMIN,
    data: { url: '/blog/articles/[blog.articles.slug]', title: 'Article' },
  });
});
afterAll(() => server.close());

const create = async (data: Record<string, unknown>, path = ARTICLES) => {
  const answer = await callApi<Article>(server, 'POST', path, { headers: ADMIN, data });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
};
const anonymous = <T = unknown>(path: string) => callApi<T>(server, 'GET', path);
const slugsOf = (articles: Article[]) => articles.map((article) => article.slug);

describe('a slug made from the title', () => {
  it('is the transliterated title, suffixed from 2 on when taken', async () => {
    const title = { ru: 'Мельница в Мякишеве', en: 'The mill in Myakishevo' };
    expect((await create({ title })).slug).toBe('melnitsa-v-myakisheve');
    expect((await create({ title })).slug).toBe('melnitsa-v-myakisheve-2');
    expect((await create({ title: { ru: 'Мельница в Мякишеве!' } })).slug).toBe('melnitsa-v-myakisheve-3');
  });

  it('gives records of one batch with the same title distinct suffixes', async () => {
    const title = { ru: 'Летний лагерь' };
    const answer = await callApi<Article[]>(server, 'POST', `${ARTICLES}/bulk`, {
      headers: ADMIN,
      data: [{ data: { title } }, { data: { title } }, { data: { title, slug: 'letniy-lager-2' } }],
    });
    expect(answer.status).toBe(201);
    expect(slugsOf(answer.body.data)).toEqual(['letniy-lager', 'letniy-lager-3', 'letniy-lager-2']);
  });

  it('is suffixed too when sent as the title makes it (as the admin form fills it)', async () => {
    const title = { ru: 'Рубка леса' };
    expect((await create({ title, slug: 'rubka-lesa' })).slug).toBe('rubka-lesa');
    expect((await create({ title, slug: 'rubka-lesa' })).slug).toBe('rubka-lesa-2');
  });

  it('keeps a slug the client gives, and refuses one that is taken, naming it', async () => {
    expect((await create({ title: { ru: 'Своя ссылка' }, slug: 'my-own' })).slug).toBe('my-own');
    const clash = await callApi(server, 'POST', ARTICLES, { headers: ADMIN, data: { title: { ru: 'Другая' }, slug: 'my-own' } });
    expect(clash.status).toBe(409);
    expect(JSON.stringify(clash.body)).toContain('data.slug');
  });

  it('is generated words for a record with no title at all', async () => {
    for (const data of [{}, { title: {} }, { title: { ru: '', en: ' ' } }, { title: { ru: '?!' } }])
      expect(isGeneratedPlaceholder('slug', (await create(data)).slug)).toBe(true);
  });

  it('holds for every entity with a slug and a title: a category, a product, a widget', async () => {
    expect((await create({ title: { ru: 'Экспедиции' } }, '/api/blog/categories')).slug).toBe('ekspeditsii');
    expect((await create({ title: { ru: 'Колокольня в Пияле' } }, '/api/ecommerce/products')).slug).toBe('kolokolnya-v-piyale');
    expect((await create({ title: { en: 'Latest news' } }, '/api/blog/widgets')).slug).toBe('latest-news');
  });

  it('is made again from the title when an update empties it', async () => {
    const article = await create({ title: { ru: 'Черновое название' }, slug: 'quiet-golden-bridge-4821' });
    const answer = await callApi<Article>(server, 'PATCH', `${ARTICLES}/${article.id}`, {
      headers: ADMIN,
      data: { title: { ru: 'Окончательное название' }, slug: '' },
    });
    expect(answer.body.data.slug).toBe('okonchatelnoe-nazvanie');
  });
});

describe('a draft', () => {
  let draft: Article;
  let published: Article;
  beforeAll(async () => {
    draft = await create({ title: { ru: 'Черновик новости' }, status: 'draft' });
    published = await create({ title: { ru: 'Опубликованная новость' } });
  });

  it('is dated only once published; a published article without a date is dated now', async () => {
    expect(draft.publishedAt).toBeNull();
    expect(published.status).toBe('published');
    expect(Math.abs(Date.parse(published.publishedAt!) - Date.now())).toBeLessThan(60_000);
    const given = await create({ title: { ru: 'С датой' }, publishedAt: '2025-05-01T12:00:00.000Z' });
    expect(given.publishedAt).toBe('2025-05-01T12:00:00.000Z');
  });

  it('is not listed, counted, found by search or read by id by a visitor', async () => {
    const all = await anonymous<Article[]>(`${ARTICLES}?limit=100`);
    expect(slugsOf(all.body.data)).toContain(published.slug);
    expect(slugsOf(all.body.data)).not.toContain(draft.slug);
    const searched = await anonymous<Article[]>(`${ARTICLES}?search=${encodeURIComponent('Черновик')}`);
    expect(searched.body.data).toEqual([]);
    const count = await anonymous<number>(`${ARTICLES}/count`);
    expect(count.body.data).toBe(all.body.data.length);
    const got = await anonymous(`${ARTICLES}/${draft.id}`);
    expect(got.status).toBe(404);
    expect(got.body.data).toBe(`BlogArticle with id ${draft.id} not found`);
  });

  it('has no page and no url in the urls list', async () => {
    const page = (slug: string) => anonymous(`/api/host/pages/find-by-url?url=/blog/articles/${slug}`);
    expect((await page(published.slug)).body.data).toMatchObject({ url: '/blog/articles/[blog.articles.slug]' });
    expect((await page(draft.slug)).body.data).toBeNull();
    const urls = (await anonymous<string[][]>('/api/host/pages/urls')).body.data;
    expect(urls).toContainEqual(['blog', 'articles', published.slug]);
    expect(urls).not.toContainEqual(['blog', 'articles', draft.slug]);
  });

  it('shows its picture to nobody until it is published', async () => {
    const file = await create({ file: '/site/og.jpg', alt: 'Мельница' }, '/api/file-storage/files');
    await create({ articleId: draft.id, fileStorageModuleFileId: file.id }, '/api/blog/articles-to-file-storage-module-files');
    expect((await anonymous(`/api/file-storage/files/${file.id}`)).status).toBe(404);
    await callApi(server, 'PATCH', `${ARTICLES}/${draft.id}`, { headers: ADMIN, data: { status: 'published' } });
    expect((await anonymous(`/api/file-storage/files/${file.id}`)).status).toBe(200);
    await callApi(server, 'PATCH', `${ARTICLES}/${draft.id}`, { headers: ADMIN, data: { status: 'draft' } });
  });

  it('is read by a permitting caller, in the list and by id, and no cache keeps that answer', async () => {
    const all = await callApi<Article[]>(server, 'GET', `${ARTICLES}?limit=100`, { headers: ADMIN });
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect(slugsOf(all.body.data)).toContain(draft.slug);
    expect((await callApi(server, 'GET', `${ARTICLES}/${draft.id}`, { headers: ADMIN })).status).toBe(200);
  });

  it('is dated when published, and then listed first among the newest', async () => {
    const answer = await callApi<Article>(server, 'PATCH', `${ARTICLES}/${draft.id}`, {
      headers: ADMIN,
      data: { status: 'published' },
    });
    expect(answer.body.data.publishedAt).not.toBeNull();
    const newest = await anonymous<Article[]>(
      `${ARTICLES}?limit=2&orderBy[and][0][column]=publishedAt&orderBy[and][0][method]=desc`,
    );
    expect(slugsOf(newest.body.data)[0]).toBe(draft.slug);
    expect((await anonymous(`${ARTICLES}/${draft.id}`)).status).toBe(200);
  });
});

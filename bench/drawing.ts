/**
 * Drawing under load: receipts and Open Graph images drawn as the product draws them (the template reads its record
 * from a throwaway PostgreSQL database and builds its tree, then the tree is drawn into a PNG), CONCURRENCY at a time.
 * Each side draws the same; per drawing it reports the process's CPU (every thread), the main thread's busy time
 * (its event loop's utilisation) and how late a timer on the main thread ran at worst: what a request arriving
 * meanwhile would wait.
 *
 *   npx tsx bench/drawing.ts
 *   BENCH_DRAWINGS=40 npx tsx bench/drawing.ts     drawings per kind and side (default 20)
 *   BENCH_WARM=60 npx tsx bench/drawing.ts         drawings before each side's measure (default 4): the code
 *                                                  compiled and optimised as in a thread that has drawn for a while
 *   BENCH_ROUNDS=2 npx tsx bench/drawing.ts        sides measured in turns (one, other, other, one), default 1
 *   BENCH_SAVE=/tmp/drawn npx tsx bench/drawing.ts  also keeps one drawing of each kind there, to look at
 *   BENCH_POSTGRES_URL=postgres://…                server to create the throwaway database on
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { Database } from '../src/server/db/database';
import { setPrice } from '../src/server/modules/ecommerce/prices.service';
import { orderReceiptTemplate } from '../src/server/modules/ecommerce/receipts/order-receipt.template';
import type { DrawnFile } from '../src/server/modules/file-storage';
import { opengraphImageTemplate } from '../src/server/modules/file-storage/generated-files/opengraph-image.template';
import { drawPng, stopDrawing } from '../src/server/modules/file-storage/generated-files/drawing-thread';
import { renderPng, type ImageSize } from '../src/server/modules/file-storage/generated-files/render-png';
import { openBenchDatabase, printTable, runBenchmark } from './harness';

const DRAWINGS = Number(process.env.BENCH_DRAWINGS || 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 1);
const CONCURRENCY = 4;
const WARM = Number(process.env.BENCH_WARM || CONCURRENCY);
const SAVE = process.env.BENCH_SAVE;

interface Side {
  name: string;
  render(drawn: DrawnFile, size: ImageSize): Promise<Buffer>;
}

/** The product's way (the drawing thread) against the baseline, the same drawing on the thread that serves requests. */
const SIDES: readonly Side[] = [
  { name: 'main thread', render: (drawn, size) => renderPng(drawn.element, size) },
  { name: 'drawing thread', render: (drawn, size) => drawPng(drawn.element, size) },
];

interface Kind {
  name: string;
  size: ImageSize;
  draw(db: Database): Promise<DrawnFile>;
}

/** A payee with its bank details, a donor's order of five projects in roubles: a receipt as full as they come. */
async function receiptOrder(db: Database): Promise<string> {
  await db.prisma.billingPayee.create({
    data: {
      adminTitle: 'Foundation',
      name: { ru: 'Благотворительный фонд «Северная усадьба»' },
      address: { ru: '163000, Архангельск, ул. Поморская, 9' },
      inn: '2900000000',
      ogrn: '1002900000000',
      kpp: '290000000',
      bankName: { ru: 'ПАО «Северный банк»' },
      bankAccount: '40703810000000000000',
      bic: '041100000',
      correspondentAccount: '30101810000000000000',
    },
  });
  const rub = await db.prisma.billingCurrency.create({
    data: { slug: 'rub', adminTitle: 'Рубль', symbol: '₽', isDefault: true, title: { ru: 'Рубль' } },
  });
  const lines = [];
  for (let index = 1; index <= 5; index++) {
    const product = await db.prisma.ecommerceProduct.create({
      data: { slug: `project-${index}`, adminTitle: `Project ${index}`, title: { ru: `Реставрация флигеля № ${index}` } },
    });
    await setPrice(db, { productId: product.id, billingModuleCurrencyId: rub.id, amount: `${index * 250}.50` });
    lines.push({ productId: product.id, quantity: index, orderIndex: index });
  }
  const order = await db.prisma.ecommerceOrder.create({ data: { ordersToProducts: { create: lines } } });
  await db.prisma.ecommerceOrdersToBillingModuleCurrencies.create({
    data: { orderId: order.id, billingModuleCurrencyId: rub.id },
  });
  return order.id;
}

/** Drawings of each kind, CONCURRENCY at a time, and what they cost the process and its main thread. */
async function measure(db: Database, kind: Kind, side: Side) {
  const drawOne = async () => {
    const drawn = await kind.draw(db);
    await side.render(drawn, kind.size);
  };
  for (let warm = 0; warm < WARM; warm++) await drawOne();
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const cpu = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < DRAWINGS) await drawOne();
    }),
  );
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const busy = performance.eventLoopUtilization(loop);
  delay.disable();
  return {
    cpuMs: (used.user + used.system) / 1000 / DRAWINGS,
    mainMs: busy.active / DRAWINGS,
    share: busy.utilization,
    maxDelayMs: delay.max / 1e6,
    perSecond: (DRAWINGS / wall) * 1000,
  };
}

await runBenchmark(async (cleanups) => {
  const { db } = await openBenchDatabase(cleanups);
  const orderId = await receiptOrder(db);
  cleanups.push(stopDrawing);
  const sizeOf = ({ width, height }: ImageSize) => ({ width, height });
  const kinds: Kind[] = [
    {
      name: 'receipt',
      size: sizeOf(orderReceiptTemplate),
      draw: (db) => orderReceiptTemplate.draw(db, { orderId, language: 'ru' }),
    },
    {
      name: 'opengraph',
      size: sizeOf(opengraphImageTemplate),
      draw: (db) =>
        opengraphImageTemplate.draw(db, {
          title: 'Реставрация усадьбы Лопатина',
          description: 'Сбор на кровлю и окна флигеля',
          siteName: 'Фонд',
        }),
    },
  ];
  const rows: string[][] = [['kind', 'side', 'CPU ms', 'main thread ms', 'loop busy', 'worst timer delay ms', 'drawings/s']];
  for (const kind of kinds)
    for (let round = 0; round < ROUNDS; round++)
      for (const side of round % 2 ? [...SIDES].reverse() : SIDES) {
        const figures = await measure(db, kind, side);
        rows.push([
          kind.name,
          side.name,
          figures.cpuMs.toFixed(0),
          figures.mainMs.toFixed(0),
          `${(figures.share * 100).toFixed(0)}%`,
          figures.maxDelayMs.toFixed(0),
          figures.perSecond.toFixed(1),
        ]);
      }
  if (SAVE) {
    await mkdir(SAVE, { recursive: true });
    for (const kind of kinds)
      await writeFile(path.join(SAVE, `${kind.name}.png`), await drawPng((await kind.draw(db)).element, kind.size));
  }
  printTable(rows);
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}, ${DRAWINGS} drawings per row after ${WARM}, ${CONCURRENCY} at a time`,
  );
});

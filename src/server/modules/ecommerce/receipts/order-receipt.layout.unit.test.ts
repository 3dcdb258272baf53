import type { ReactNode } from 'react';
import satori, { type SatoriNode } from 'satori';
import { describe, expect, it } from 'vitest';
import { imageFonts } from '../../file-storage/generated-files/image-fonts';
import { RECEIPT_SIZE, receiptTree, SHOWN_LINES, shownProjects } from './order-receipt.layout';
import type { ReceiptData } from './receipt-data';

const LONG = {
  ru: {
    title: 'Реставрация фасада и кровли Никольской церкви в Кумжеве',
    payee: 'Благотворительный фонд содействия сохранению объектов культурного наследия «Северная усадьба» имени А. И. Лопатина',
    address: '163000, Архангельская область, городской округ «Город Архангельск», г. Архангельск, ул. Поморская, д. 9, корп. 2',
    bank: 'Архангельское отделение № 8637 ПАО «Сбербанк России», филиал Северо-Западного банка, дополнительный офис № 8637/0155',
    method: 'Тестовый платёж: деньги не списываются',
  },
  en: {
    title: 'Restoration of the facade and roof of St Nicholas church in Kumzhevo',
    payee: 'Charitable foundation for the preservation of cultural heritage “Northern Estate” named after A. I. Lopatin',
    address: '163000, Arkhangelsk region, Arkhangelsk city district, Arkhangelsk, Pomorskaya street, building 9, block 2',
    bank: 'Arkhangelsk branch No. 8637 of Sberbank of Russia PJSC, North-Western bank, additional office No. 8637/0155',
    method: 'Test payment: no money is charged',
  },
};

/** A receipt with every detail there is, each as long as a record may make it. */
const fullReceipt = (language: 'ru' | 'en', projects: number): ReceiptData => ({
  language,
  number: 'A1B2C3D4',
  siteName: 'Фонд',
  payee: {
    id: 'payee',
    name: { [language]: LONG[language].payee },
    address: { [language]: LONG[language].address },
    inn: '2900000000',
    ogrn: '1002900000000',
    kpp: '290000000',
    bankName: { [language]: LONG[language].bank },
    bankAccount: '40703810000000000000',
    bic: '041100000',
    correspondentAccount: '30101810000000000000',
  },
  donor: 'konstantin.konstantinopolsky.a.very.long.address@donors.example-foundation.org',
  date: '29 ноября 2026 г. в 13:57 UTC',
  projects: Array.from({ length: projects }, (_, index) => ({
    title: `${LONG[language].title} ${LONG[language].title} ${index + 1}`,
    quantity: 10000 - index,
    amount: `1 234 567 890,${index}0 ₽`,
  })),
  total: '123 456 789 012,50 ₽',
  method: LONG[language].method,
  test: true,
  invoice: 'F00DBABE',
});

/** The boxes satori lays out for the receipt, and the texts it draws, in drawing order. */
async function layout(data: ReceiptData) {
  const boxes: SatoriNode[] = [];
  await satori(receiptTree(data) as ReactNode, {
    ...RECEIPT_SIZE,
    fonts: await imageFonts(),
    onNodeDetected: (node) => boxes.push(node),
  });
  return boxes;
}

describe('order receipt layout', () => {
  it.each([1, 3, 5, 8].flatMap((projects) => (['ru', 'en'] as const).map((language) => [language, projects] as const)))(
    'keeps a %s receipt of %i projects inside its frame',
    async (language, projects) => {
      const boxes = await layout(fullReceipt(language, projects));
      // The page and the frame's accent box fill the margin; everything else is inside the frame (50 + 3 each side).
      const inside = boxes.filter((node) => node.top >= 53);
      expect(inside.length).toBeGreaterThan(boxes.length - 3);
      for (const node of inside) {
        expect(node.left).toBeGreaterThanOrEqual(53);
        expect(node.left + node.width).toBeLessThanOrEqual(RECEIPT_SIZE.width - 53);
        expect(node.top + node.height).toBeLessThanOrEqual(RECEIPT_SIZE.height - 53);
      }
    },
  );
});

describe('shownProjects', () => {
  it('names every project up to the cap, in the order given', () => {
    const projects = Array.from({ length: SHOWN_LINES }, (_, index) => index);
    expect(shownProjects(projects)).toEqual({ shown: projects, more: 0 });
  });

  it('past the cap, names one fewer and counts the rest, so the lines stay within the cap', () => {
    const projects = Array.from({ length: 8 }, (_, index) => index);
    expect(shownProjects(projects)).toEqual({ shown: [0, 1, 2, 3], more: 4 });
  });
});

import type { ImageKey, Site } from './build';
import { FOUNDATION } from './foundation';
import type { Text } from './rich-text';

/** The currencies donations are taken in: roubles by default, euros from abroad. */
const CURRENCIES = {
  rub: { slug: 'rub', adminTitle: 'RUB', symbol: '₽', title: { ru: 'Рубль', en: 'Rouble' }, isDefault: true, decimals: 2 },
  eur: { slug: 'eur', adminTitle: 'EUR', symbol: '€', title: { ru: 'Евро', en: 'Euro' }, isDefault: false, decimals: 2 },
} as const;

export type CurrencyKey = keyof typeof CURRENCIES;

/** A product's price in each currency: exact decimal text with the currency's two decimals (`'650.00'`). */
export type Prices = Readonly<Record<CurrencyKey, string>>;

/** The bounds of a free amount in each currency (docs/decisions/0031): the price is then the suggested amount. */
export type FreeAmounts = Readonly<Record<CurrencyKey, { minimum: string; maximum: string }>>;

/** What a product's card shows beside its price: attribute keys of type `feature`, their values texts. */
const FEATURE_KEYS = {
  stage: { ru: 'Этап', en: 'Stage' },
  share: { ru: 'Одна доля', en: 'One share' },
} as const satisfies Record<string, Text>;

export type FeatureKey = keyof typeof FEATURE_KEYS;

const CATEGORIES = {
  churches: {
    slug: 'churches',
    title: { ru: 'Церкви, часовни и колокольни', en: 'Churches, chapels and bell towers' },
    subtitle: { ru: 'Храмы, вокруг которых веками жили деревни', en: 'The churches villages have lived around for centuries' },
  },
  estates: {
    slug: 'estates',
    title: { ru: 'Усадьбы, дома и мельницы', en: 'Manors, houses and mills' },
    subtitle: { ru: 'Где жили, торговали и мололи зерно', en: 'Where people lived, traded and ground their grain' },
  },
  donations: {
    slug: 'donations',
    title: { ru: 'Пожертвования фонду', en: 'Donations to the foundation' },
    subtitle: { ru: 'Туда, где помощь нужнее всего', en: 'Where help is needed most' },
  },
} as const satisfies Record<string, { slug: string; title: Text; subtitle: Text }>;

type CategoryKey = keyof typeof CATEGORIES;

/** A product the foundation takes donations for: a project, or the general donation. */
export interface ProductSpec {
  slug: string;
  adminTitle: string;
  image: ImageKey;
  title: Text;
  shortDescription: Text;
  /** Plain text (the field is not rich text); a blank line starts a paragraph. */
  description: Text;
  category: CategoryKey;
  /** The price of one share, which a visitor may take in any quantity (with `freeAmounts`, the amount suggested). */
  prices: Prices;
  /** Set, the visitor chooses the amount, within these bounds. */
  freeAmounts?: FreeAmounts;
  /** What the current stage's appeal sets out to raise in each currency (docs/decisions/0054); none for open-ended gifts. */
  goals?: Prices;
  features?: Readonly<Partial<Record<FeatureKey, Text>>>;
  /**
   * Set, the product is a subscription (type `subscription`): its price is charged again every period this text names
   * (`month`, `3 month`, `год`: src/shared/subscriptions.ts `parseInterval`), an attribute of the key of type `interval`.
   */
  interval?: Text;
}

/** A donation not earmarked for a project. */
export const DONATION: ProductSpec = {
  slug: 'donation',
  adminTitle: 'Donation to the foundation',
  image: 'weatheredBoards',
  category: 'donations',
  title: { ru: 'Пожертвование фонду', en: 'Donation to the foundation' },
  shortDescription: {
    ru: 'Без указания проекта: деньги пойдут туда, где они нужны срочнее всего, — обычно на противоаварийные работы.',
    en: 'Not earmarked for a project: the money goes where it is needed most urgently, usually emergency works.',
  },
  description: {
    ru: 'Пожертвование без указания проекта позволяет фонду действовать быстро: поставить временную кровлю, пока не начались дожди, подпереть осевший угол сруба, закрыть постройку перед зимой. Такие работы не ждут, пока откроется отдельный сбор.\n\nЧасть этих денег идёт на экспедиции и обмеры, с которых начинается каждый новый проект. Куда пошли пожертвования, мы рассказываем в годовом отчёте.',
    en: 'A donation not earmarked for a project lets the foundation act quickly: put up a temporary roof before the rains, prop a sunken corner of a log frame, close a building up before winter. Such works cannot wait for an appeal of their own.\n\nPart of this money goes on the expeditions and surveys every new project starts with. Our annual report shows where the donations went.',
  },
  prices: { rub: '1000.00', eur: '10.00' },
  // Any amount the donor chooses, from what covers the bank's fee to what a single card payment is usually allowed.
  freeAmounts: { rub: { minimum: '100.00', maximum: '1000000.00' }, eur: { minimum: '1.00', maximum: '10000.00' } },
};

/** The monthly gift of a friend of the foundation, at one level: what it helps with, and its amount in each currency. */
interface MonthlyLevel {
  slug: string;
  adminTitle: string;
  image: ImageKey;
  title: Text;
  shortDescription: Text;
  prices: Prices;
}

/** What every level of the monthly gift says under its own words. */
const MONTHLY_DESCRIPTION: Text = {
  ru: 'Ежемесячное пожертвование списывается раз в месяц с той же карты, пока вы его не отмените, и делает вас другом фонда: вам открыт подробный отчёт о расходах. Отменить его можно в любой момент — в «Моих пожертвованиях» или письмом нам.\n\nНа регулярные пожертвования фонд планирует работы на год вперёд: заказывает лес заранее, держит бригады и не прерывает стройку зимой.',
  en: 'A monthly donation is charged once a month to the same card until you cancel it, and makes you a friend of the foundation: the detailed spending report is open to you. You can cancel it at any time, in "My donations" or by writing to us.\n\nRegular donations let the foundation plan its works a year ahead: order timber early, keep its crews and go on building through the winter.',
};

/** The billing period of the monthly gift: parseInterval reads either language's word as one month. */
const MONTHLY: Text = { ru: 'месяц', en: 'month' };

/** The monthly gift of the friends of the foundation (friends.ts gives them the role), a product per level. */
export const MONTHLY_GIFTS: readonly ProductSpec[] = (
  [
    {
      slug: 'monthly-friend',
      adminTitle: 'Monthly gift: friend',
      image: 'woodGrain',
      title: { ru: 'Друг фонда', en: 'Friend of the foundation' },
      shortDescription: {
        ru: 'Каждый месяц — на инструмент, крепёж и пропитку для плотников на стройках фонда.',
        en: 'Every month: tools, fixings and preservative for the carpenters on the foundation’s sites.',
      },
      prices: { rub: '500.00', eur: '5.00' },
    },
    {
      slug: 'monthly-close-friend',
      adminTitle: 'Monthly gift: close friend',
      image: 'woodPlanks',
      title: { ru: 'Близкий друг фонда', en: 'Close friend of the foundation' },
      shortDescription: {
        ru: 'Каждый месяц — на лес и лемех: брёвна для замены венцов и осиновые плашки для кровель и глав.',
        en: 'Every month: timber and shingles, logs for new courses and aspen shingles for roofs and domes.',
      },
      prices: { rub: '1000.00', eur: '10.00' },
    },
    {
      slug: 'monthly-patron',
      adminTitle: 'Monthly gift: patron',
      image: 'autumnHills',
      title: { ru: 'Попечитель фонда', en: 'Patron of the foundation' },
      shortDescription: {
        ru: 'Каждый месяц — на экспедиции и противоаварийные работы, которые не ждут отдельного сбора.',
        en: 'Every month: expeditions and the emergency works that cannot wait for an appeal of their own.',
      },
      prices: { rub: '3000.00', eur: '30.00' },
    },
  ] as const satisfies readonly MonthlyLevel[]
).map((level): ProductSpec => ({ ...level, category: 'donations', description: MONTHLY_DESCRIPTION, interval: MONTHLY }));

const entries = <K extends string, V>(record: Readonly<Partial<Record<K, V>>>) => Object.entries(record) as [K, V][];

/**
 * The foundation's shop: currencies, attribute keys, the products with their prices and features, then the one
 * store offering them all and the categories. Products are numbered in the order they are described.
 */
export class Shop {
  /** The currencies' ids, for the records that name one. */
  readonly currencyIds: Record<CurrencyKey, string>;
  private readonly priceKeyId: string;
  private readonly featureKeyIds: Record<FeatureKey, string>;
  private readonly intervalKeyId: string;
  private readonly products: { id: string; category: CategoryKey }[] = [];

  constructor(private readonly site: Site) {
    const { tables } = site;
    this.currencyIds = mapValues(CURRENCIES, (currency) => tables.currencies.add(currency));
    this.priceKeyId = tables.attributeKeys.add({
      slug: 'price',
      adminTitle: 'Price',
      type: 'price',
      field: 'number',
      title: { ru: 'Цена', en: 'Price' },
    });
    this.featureKeyIds = mapValues(FEATURE_KEYS, (title, slug) =>
      tables.attributeKeys.add({ slug, adminTitle: title.en, type: 'feature', field: 'string', title }),
    );
    this.intervalKeyId = tables.attributeKeys.add({
      slug: 'billing-period',
      adminTitle: 'Billing period',
      type: 'interval',
      field: 'string',
      title: { ru: 'Периодичность', en: 'Billing period' },
    });
  }

  /** A product with its image, its price in each currency and its features; its id. */
  product({
    slug,
    adminTitle,
    image,
    title,
    shortDescription,
    description,
    category,
    prices,
    freeAmounts,
    goals,
    features = {},
    interval,
  }: ProductSpec): string {
    const { tables } = this.site;
    const productId = tables.products.add({
      slug,
      adminTitle,
      title,
      shortDescription,
      description,
      ...(interval ? { type: 'subscription' as const } : {}),
      orderIndex: this.products.length,
    });
    tables.productsToFiles.add({ productId, fileStorageModuleFileId: this.site.file(image) });
    const attributeIds = [
      ...entries(prices).map(([currency, number]) => {
        const attributeId = this.attribute(this.priceKeyId, { number, ...freeAmounts?.[currency] });
        tables.attributesToCurrencies.add({ attributeId, billingModuleCurrencyId: this.currencyIds[currency] });
        return attributeId;
      }),
      ...entries(features).map(([key, string]) => this.attribute(this.featureKeyIds[key], { string })),
      ...(interval ? [this.attribute(this.intervalKeyId, { string: interval })] : []),
    ];
    attributeIds.forEach((attributeId, orderIndex) => tables.productsToAttributes.add({ productId, attributeId, orderIndex }));
    entries(goals ?? {}).forEach(([currency, amount]) =>
      tables.productGoals.add({ productId, billingModuleCurrencyId: this.currencyIds[currency], amount }),
    );
    this.products.push({ id: productId, category });
    return productId;
  }

  /** The store offering every product described, and the categories with theirs: once the products are all there. */
  catalogue(): void {
    const { tables } = this.site;
    const storeId = tables.stores.add({
      slug: 'venets',
      adminTitle: 'Venets Foundation',
      title: FOUNDATION.name,
      shortDescription: {
        ru: 'Сборы на этапы наших проектов и пожертвования на работу фонда',
        en: 'Appeals for the stages of our projects, and donations to the foundation’s work',
      },
    });
    this.products.forEach(({ id }, orderIndex) => tables.storesToProducts.add({ storeId, productId: id, orderIndex }));
    entries(CATEGORIES).forEach(([key, category], categoryIndex) => {
      const categoryId = tables.productCategories.add({ ...category, adminTitle: category.title.en, orderIndex: categoryIndex });
      this.products
        .filter((product) => product.category === key)
        .forEach(({ id }, orderIndex) => tables.categoriesToProducts.add({ categoryId, productId: id, orderIndex }));
    });
  }

  private attribute(
    attributeKeyId: string,
    value: { number: string; minimum?: string; maximum?: string } | { string: Text },
  ): string {
    const attributeId = this.site.tables.attributes.add(value);
    this.site.tables.attributeKeysToAttributes.add({ attributeKeyId, attributeId });
    return attributeId;
  }
}

function mapValues<K extends string, V, R>(record: Readonly<Record<K, V>>, map: (value: V, key: K) => R): Record<K, R> {
  return Object.fromEntries(entries<K, V>(record).map(([key, value]) => [key, map(value, key)])) as Record<K, R>;
}

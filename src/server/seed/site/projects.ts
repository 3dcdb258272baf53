import type { Placed, Site } from './build';
import { FACT_LABELS, PROJECTS, type ProjectKey, type ProjectSpec } from './project-list';
import { richText } from './rich-text';
import type { Shop } from './shop';

export type ProjectIds = Record<ProjectKey, string>;

/**
 * A project: the product with its image and prices, and the three widgets its page shows under the description (the
 * quote, the facts, the story with a photo).
 */
function describeProject(site: Site, shop: Shop, project: ProjectSpec): string {
  const { tables } = site;
  const { adminTitle } = project;
  const productId = shop.product(project);
  const widgets = [
    site.widget({
      adminTitle: `${adminTitle}: quote`,
      variant: 'product-quote-overview-default',
      description: project.quote.text,
      title: project.quote.author,
      subtitle: project.quote.role,
    }),
    site.widget({
      adminTitle: `${adminTitle}: facts`,
      variant: 'product-features-overview-default',
      title: { ru: 'О проекте', en: 'Project facts' },
      features: (['built', 'status', 'works', 'budget'] as const).map((fact) => ({
        title: project.facts[fact],
        subtitle: FACT_LABELS[fact],
      })),
    }),
    site.widget({
      adminTitle: `${adminTitle}: story`,
      variant: 'product-content-overview-default',
      description: richText(project.story),
      files: [project.storyImage],
    }),
  ];
  widgets.forEach((websiteBuilderModuleWidgetId, index) =>
    tables.productsToWbWidgets.add({ productId, websiteBuilderModuleWidgetId, orderIndex: index }),
  );
  return productId;
}

export function describeProjects(site: Site, shop: Shop): ProjectIds {
  const entries = Object.entries(PROJECTS) as [ProjectKey, ProjectSpec][];
  return Object.fromEntries(entries.map(([key, project]) => [key, describeProject(site, shop, project)])) as ProjectIds;
}

/**
 * `/projects` lists every project, linked one by one: a list linking none would show every product, the general
 * donation too; `/projects/[slug]` shows one, then the call to donate.
 */
export function describeProjectPages(site: Site, donateCall: Placed, projectIds: ProjectIds): void {
  site.page({
    url: '/projects',
    title: 'Проекты',
    description: 'Постройки, которые фонд восстанавливает сейчас и восстановил раньше',
    adminTitle: 'Projects',
    meta: {
      ru: {
        title: 'Проекты — Фонд «Венец»',
        description:
          'Церкви, часовни, колокольни, усадьбы, мельницы и купеческие дома Русского Севера, которые мы восстанавливаем.',
        keywords: 'реставрация, деревянная церковь, колокольня, мельница, усадьба, Русский Север',
      },
      en: {
        title: 'Projects — Venets Foundation',
        description: 'Churches, chapels, bell towers, manors, mills and merchant houses of the Russian North that we restore.',
        keywords: 'restoration, wooden church, bell tower, windmill, manor, Russian North',
      },
    },
    widgets: [
      site.section({
        adminTitle: 'Projects: heading',
        variant: 'content-heading-default',
        title: { ru: 'Проекты', en: 'Projects' },
        subtitle: {
          ru: 'Что мы восстанавливаем сейчас и что уже вернули деревням',
          en: 'What we are restoring now and what we have already given back to the villages',
        },
        files: ['weatheredBoards'],
      }),
      site.ecommerce({ adminTitle: 'Projects: all', variant: 'product-list-default', products: Object.values(projectIds) }),
    ],
  });
  site.page({
    url: '/projects/[ecommerce.products.slug]',
    title: 'Проект',
    description: 'Страница проекта фонда',
    adminTitle: 'Project',
    meta: {
      ru: {
        title: 'Проект фонда «Венец»',
        description: 'История постройки, ход работ, смета и собранные средства.',
        keywords: 'реставрация, проект, смета, пожертвования',
      },
      en: {
        title: 'A Venets Foundation project',
        description: 'The building’s history, the progress of the works, the budget and the funds raised.',
        keywords: 'restoration, project, budget, donations',
      },
    },
    widgets: [site.ecommerce({ adminTitle: 'Project: overview', variant: 'product-overview-default' }), donateCall],
  });
}

import { Rows, type Caller, type Ids } from './rows';

/**
 * Every entity the site writes, in the order they are written: a record comes after the records it points at.
 * The site's ~750 records thus take one `bulkCreate` per entity (64 calls, about 370 statements with the checks of
 * relations, slugs and prices), not one call per record.
 */
export function siteTables(api: Caller, ids: Ids) {
  const rows = <D extends { id?: string }>(bulkCreate: (input: { data: { data: D }[] }) => Promise<unknown>) =>
    new Rows<D>(ids, bulkCreate);
  const {
    billing,
    fileStorage,
    websiteBuilder: wb,
    ecommerce,
    blog,
    crm,
    social,
    rbac,
    host,
    notification,
    broadcast,
    analytic,
  } = api;
  return {
    currencies: rows(billing.currencies.bulkCreate),
    payees: rows(billing.payees.bulkCreate),
    files: rows(fileStorage.files.bulkCreate),

    buttons: rows(wb.buttons.bulkCreate),
    buttonsArrays: rows(wb.buttonsArrays.bulkCreate),
    buttonsArraysToButtons: rows(wb.buttonsArraysToButtons.bulkCreate),
    features: rows(wb.features.bulkCreate),
    featuresToFiles: rows(wb.featuresToFileStorageModuleFiles.bulkCreate),
    logotypes: rows(wb.logotypes.bulkCreate),
    logotypesToFiles: rows(wb.logotypesToFileStorageModuleFiles.bulkCreate),
    slides: rows(wb.slides.bulkCreate),
    slidesToFiles: rows(wb.slidesToFileStorageModuleFiles.bulkCreate),
    slidesToButtonsArrays: rows(wb.slidesToButtonsArrays.bulkCreate),
    sliders: rows(wb.sliders.bulkCreate),
    slidersToSlides: rows(wb.slidersToSlides.bulkCreate),
    wbWidgets: rows(wb.widgets.bulkCreate),
    wbWidgetsToSliders: rows(wb.widgetsToSliders.bulkCreate),
    wbWidgetsToFeatures: rows(wb.widgetsToFeatures.bulkCreate),
    wbWidgetsToLogotypes: rows(wb.widgetsToLogotypes.bulkCreate),
    wbWidgetsToButtonsArrays: rows(wb.widgetsToButtonsArrays.bulkCreate),
    wbWidgetsToFiles: rows(wb.widgetsToFileStorageModuleFiles.bulkCreate),

    products: rows(ecommerce.products.bulkCreate),
    productsToFiles: rows(ecommerce.productsToFileStorageModuleFiles.bulkCreate),
    productsToWbWidgets: rows(ecommerce.productsToWebsiteBuilderModuleWidgets.bulkCreate),
    attributeKeys: rows(ecommerce.attributeKeys.bulkCreate),
    attributes: rows(ecommerce.attributes.bulkCreate),
    attributeKeysToAttributes: rows(ecommerce.attributeKeysToAttributes.bulkCreate),
    attributesToCurrencies: rows(ecommerce.attributesToBillingModuleCurrencies.bulkCreate),
    productsToAttributes: rows(ecommerce.productsToAttributes.bulkCreate),
    productGoals: rows(ecommerce.productGoals.bulkCreate),
    stores: rows(ecommerce.stores.bulkCreate),
    storesToProducts: rows(ecommerce.storesToProducts.bulkCreate),
    productCategories: rows(ecommerce.categories.bulkCreate),
    categoriesToProducts: rows(ecommerce.categoriesToProducts.bulkCreate),
    ecommerceWidgets: rows(ecommerce.widgets.bulkCreate),
    ecommerceWidgetsToProducts: rows(ecommerce.widgetsToProducts.bulkCreate),

    categories: rows(blog.categories.bulkCreate),
    articles: rows(blog.articles.bulkCreate),
    categoriesToArticles: rows(blog.categoriesToArticles.bulkCreate),
    articlesToFiles: rows(blog.articlesToFileStorageModuleFiles.bulkCreate),
    articlesToProducts: rows(blog.articlesToEcommerceModuleProducts.bulkCreate),
    articlePrivateContents: rows(blog.articlePrivateContents.bulkCreate),
    blogWidgets: rows(blog.widgets.bulkCreate),
    blogWidgetsToArticles: rows(blog.widgetsToArticles.bulkCreate),

    inputs: rows(crm.inputs.bulkCreate),
    forms: rows(crm.forms.bulkCreate),
    formsToInputs: rows(crm.formsToInputs.bulkCreate),
    crmWidgets: rows(crm.widgets.bulkCreate),
    crmWidgetsToForms: rows(crm.widgetsToForms.bulkCreate),

    profiles: rows(social.profiles.bulkCreate),
    socialWidgets: rows(social.widgets.bulkCreate),

    subjects: rows(rbac.subjects.bulkCreate),
    subjectsToProfiles: rows(rbac.subjectsToSocialModuleProfiles.bulkCreate),
    roles: rows(rbac.roles.bulkCreate),
    actions: rows(rbac.actions.bulkCreate),
    rolesToActions: rows(rbac.rolesToActions.bulkCreate),
    rolesToProducts: rows(rbac.rolesToEcommerceModuleProducts.bulkCreate),
    rbacWidgets: rows(rbac.widgets.bulkCreate),

    notificationTemplates: rows(notification.templates.bulkCreate),
    notificationTopics: rows(notification.topics.bulkCreate),
    notificationWidgets: rows(notification.widgets.bulkCreate),

    broadcastChannels: rows(broadcast.channels.bulkCreate),
    broadcastWidgets: rows(broadcast.widgets.bulkCreate),
    broadcastWidgetsToChannels: rows(broadcast.widgetsToChannels.bulkCreate),

    analyticWidgets: rows(analytic.widgets.bulkCreate),

    pages: rows(host.pages.bulkCreate),
    layouts: rows(host.layouts.bulkCreate),
    metadata: rows(host.metadata.bulkCreate),
    hostWidgets: rows(host.widgets.bulkCreate),
    widgetsToExternalWidgets: rows(host.widgetsToExternalWidgets.bulkCreate),
    pagesToLayouts: rows(host.pagesToLayouts.bulkCreate),
    pagesToMetadata: rows(host.pagesToMetadata.bulkCreate),
    pagesToWidgets: rows(host.pagesToWidgets.bulkCreate),
    layoutsToWidgets: rows(host.layoutsToWidgets.bulkCreate),
  };
}

export type SiteTables = ReturnType<typeof siteTables>;

/** Writes the tables one after another in their order (they share the caller's transaction). */
export async function writeTables(tables: SiteTables): Promise<void> {
  for (const table of Object.values(tables)) await table.write();
}

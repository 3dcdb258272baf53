-- DropIndex
DROP INDEX "BillingPaymentIntentsToCurrencies_currencyId_idx";

-- DropIndex
DROP INDEX "BillingPaymentIntentsToCurrencies_paymentIntentId_idx";

-- DropIndex
DROP INDEX "BillingPaymentIntentsToInvoices_invoiceId_idx";

-- DropIndex
DROP INDEX "BillingPaymentIntentsToInvoices_paymentIntentId_idx";

-- DropIndex
DROP INDEX "BlogArticlesToEcommerceModuleProducts_articleId_idx";

-- DropIndex
DROP INDEX "BlogArticlesToEcommerceModuleProducts_ecommerceModuleProduc_idx";

-- DropIndex
DROP INDEX "BlogArticlesToFileStorageModuleFiles_articleId_idx";

-- DropIndex
DROP INDEX "BlogArticlesToFileStorageModuleFiles_fileStorageModuleFileI_idx";

-- DropIndex
DROP INDEX "BlogArticlesToWebsiteBuilderModuleWidgets_articleId_idx";

-- DropIndex
DROP INDEX "BlogArticlesToWebsiteBuilderModuleWidgets_websiteBuilderMod_idx";

-- DropIndex
DROP INDEX "BlogCategoriesToArticles_articleId_idx";

-- DropIndex
DROP INDEX "BlogCategoriesToArticles_categoryId_idx";

-- DropIndex
DROP INDEX "BlogWidgetsToArticles_articleId_idx";

-- DropIndex
DROP INDEX "BlogWidgetsToArticles_widgetId_idx";

-- DropIndex
DROP INDEX "BlogWidgetsToCategories_categoryId_idx";

-- DropIndex
DROP INDEX "BlogWidgetsToCategories_widgetId_idx";

-- DropIndex
DROP INDEX "CrmFormsToInputs_formId_idx";

-- DropIndex
DROP INDEX "CrmFormsToInputs_inputId_idx";

-- DropIndex
DROP INDEX "CrmFormsToRequests_formId_idx";

-- DropIndex
DROP INDEX "CrmFormsToRequests_requestId_idx";

-- DropIndex
DROP INDEX "CrmWidgetsToForms_formId_idx";

-- DropIndex
DROP INDEX "CrmWidgetsToForms_widgetId_idx";

-- DropIndex
DROP INDEX "EcommerceAttributeKeysToAttributes_attributeId_idx";

-- DropIndex
DROP INDEX "EcommerceAttributeKeysToAttributes_attributeKeyId_idx";

-- DropIndex
DROP INDEX "EcommerceAttributesToBillingModuleCurrencies_attributeId_idx";

-- DropIndex
DROP INDEX "EcommerceAttributesToBillingModuleCurrencies_billingModuleC_idx";

-- DropIndex
DROP INDEX "EcommerceCategoriesToFileStorageModuleFiles_categoryId_idx";

-- DropIndex
DROP INDEX "EcommerceCategoriesToFileStorageModuleFiles_fileStorageModu_idx";

-- DropIndex
DROP INDEX "EcommerceCategoriesToProducts_categoryId_idx";

-- DropIndex
DROP INDEX "EcommerceCategoriesToProducts_productId_idx";

-- DropIndex
DROP INDEX "EcommerceOrdersToBillingModuleCurrencies_billingModuleCurre_idx";

-- DropIndex
DROP INDEX "EcommerceOrdersToBillingModuleCurrencies_orderId_idx";

-- DropIndex
DROP INDEX "EcommerceOrdersToBillingModulePaymentIntents_billingModuleP_idx";

-- DropIndex
DROP INDEX "EcommerceOrdersToBillingModulePaymentIntents_orderId_idx";

-- DropIndex
DROP INDEX "EcommerceOrdersToFileStorageModuleFiles_fileStorageModuleFi_idx";

-- DropIndex
DROP INDEX "EcommerceOrdersToFileStorageModuleFiles_orderId_idx";

-- DropIndex
DROP INDEX "EcommerceOrdersToProducts_orderId_idx";

-- DropIndex
DROP INDEX "EcommerceOrdersToProducts_productId_idx";

-- DropIndex
DROP INDEX "EcommerceProductsToAttributes_attributeId_idx";

-- DropIndex
DROP INDEX "EcommerceProductsToAttributes_productId_idx";

-- DropIndex
DROP INDEX "EcommerceProductsToFileStorageModuleFiles_fileStorageModule_idx";

-- DropIndex
DROP INDEX "EcommerceProductsToFileStorageModuleFiles_productId_idx";

-- DropIndex
DROP INDEX "EcommerceProductsToWebsiteBuilderModuleWidgets_productId_idx";

-- DropIndex
DROP INDEX "EcommerceProductsToWebsiteBuilderModuleWidgets_websiteBuild_idx";

-- DropIndex
DROP INDEX "EcommerceStoresToAttributes_attributeId_idx";

-- DropIndex
DROP INDEX "EcommerceStoresToAttributes_storeId_idx";

-- DropIndex
DROP INDEX "EcommerceStoresToProducts_productId_idx";

-- DropIndex
DROP INDEX "EcommerceStoresToProducts_storeId_idx";

-- DropIndex
DROP INDEX "EcommerceStoresToProductsToAttributes_attributeId_idx";

-- DropIndex
DROP INDEX "EcommerceStoresToProductsToAttributes_storesToProductsId_idx";

-- DropIndex
DROP INDEX "EcommerceWidgetsToCategories_categoryId_idx";

-- DropIndex
DROP INDEX "EcommerceWidgetsToCategories_widgetId_idx";

-- DropIndex
DROP INDEX "EcommerceWidgetsToProducts_productId_idx";

-- DropIndex
DROP INDEX "EcommerceWidgetsToProducts_widgetId_idx";

-- DropIndex
DROP INDEX "EcommerceWidgetsToStores_storeId_idx";

-- DropIndex
DROP INDEX "EcommerceWidgetsToStores_widgetId_idx";

-- DropIndex
DROP INDEX "FileStorageWidgetsToFiles_fileId_idx";

-- DropIndex
DROP INDEX "FileStorageWidgetsToFiles_widgetId_idx";

-- DropIndex
DROP INDEX "HostLayoutsToWidgets_layoutId_idx";

-- DropIndex
DROP INDEX "HostLayoutsToWidgets_widgetId_idx";

-- DropIndex
DROP INDEX "HostPagesToLayouts_layoutId_idx";

-- DropIndex
DROP INDEX "HostPagesToLayouts_pageId_idx";

-- DropIndex
DROP INDEX "HostPagesToMetadata_metadataId_idx";

-- DropIndex
DROP INDEX "HostPagesToMetadata_pageId_idx";

-- DropIndex
DROP INDEX "HostPagesToWidgets_pageId_idx";

-- DropIndex
DROP INDEX "HostPagesToWidgets_widgetId_idx";

-- DropIndex
DROP INDEX "HostWidgetsToExternalWidgets_externalWidgetId_idx";

-- DropIndex
DROP INDEX "HostWidgetsToExternalWidgets_widgetId_idx";

-- DropIndex
DROP INDEX "NotificationTopicsToTemplates_templateId_idx";

-- DropIndex
DROP INDEX "NotificationTopicsToTemplates_topicId_idx";

-- DropIndex
DROP INDEX "RbacRolesToActions_actionId_idx";

-- DropIndex
DROP INDEX "RbacRolesToActions_roleId_idx";

-- DropIndex
DROP INDEX "RbacRolesToEcommerceModuleProducts_ecommerceModuleProductId_idx";

-- DropIndex
DROP INDEX "RbacRolesToEcommerceModuleProducts_roleId_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToBillingModulePaymentIntents_billingModulePaym_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToBillingModulePaymentIntents_subjectId_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToBlogModuleArticles_blogModuleArticleId_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToBlogModuleArticles_subjectId_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToEcommerceModuleOrders_ecommerceModuleOrderId_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToEcommerceModuleOrders_subjectId_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToEcommerceModuleProducts_ecommerceModuleProduc_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToEcommerceModuleProducts_subjectId_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToIdentities_identityId_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToIdentities_subjectId_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToNotificationModuleTopics_notificationModuleTo_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToNotificationModuleTopics_subjectId_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToRoles_roleId_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToRoles_subjectId_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToSocialModuleProfiles_socialModuleProfileId_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToSocialModuleProfiles_subjectId_idx";

-- DropIndex
DROP INDEX "SocialChatsToMessages_chatId_idx";

-- DropIndex
DROP INDEX "SocialChatsToMessages_messageId_idx";

-- DropIndex
DROP INDEX "SocialProfilesToChats_chatId_idx";

-- DropIndex
DROP INDEX "SocialProfilesToChats_profileId_idx";

-- DropIndex
DROP INDEX "SocialProfilesToEcommerceModuleProducts_ecommerceModuleProd_idx";

-- DropIndex
DROP INDEX "SocialProfilesToEcommerceModuleProducts_profileId_idx";

-- DropIndex
DROP INDEX "SocialProfilesToMessages_messageId_idx";

-- DropIndex
DROP INDEX "SocialProfilesToMessages_profileId_idx";

-- DropIndex
DROP INDEX "SocialProfilesToWebsiteBuilderModuleWidgets_profileId_idx";

-- DropIndex
DROP INDEX "SocialProfilesToWebsiteBuilderModuleWidgets_websiteBuilderM_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderButtonsArraysToButtons_buttonId_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderButtonsArraysToButtons_buttonsArrayId_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderFeaturesToFileStorageModuleFiles_featureId_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderFeaturesToFileStorageModuleFiles_fileStorageM_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderLogotypesToFileStorageModuleFiles_fileStorage_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderLogotypesToFileStorageModuleFiles_logotypeId_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderSlidersToSlides_slideId_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderSlidersToSlides_sliderId_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderSlidesToButtonsArrays_buttonsArrayId_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderSlidesToButtonsArrays_slideId_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderSlidesToFileStorageModuleFiles_fileStorageMod_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderSlidesToFileStorageModuleFiles_slideId_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderWidgetsToButtonsArrays_buttonsArrayId_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderWidgetsToButtonsArrays_widgetId_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderWidgetsToFeatures_featureId_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderWidgetsToFeatures_widgetId_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderWidgetsToFileStorageModuleFiles_fileStorageMo_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderWidgetsToFileStorageModuleFiles_widgetId_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderWidgetsToLogotypes_logotypeId_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderWidgetsToLogotypes_widgetId_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderWidgetsToSliders_sliderId_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderWidgetsToSliders_widgetId_idx";

-- CreateIndex
CREATE INDEX "BillingPaymentIntentsToCurrencies_paymentIntentId_orderInde_idx" ON "BillingPaymentIntentsToCurrencies"("paymentIntentId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingPaymentIntentsToCurrencies_currencyId_orderIndex_cre_idx" ON "BillingPaymentIntentsToCurrencies"("currencyId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingPaymentIntentsToInvoices_paymentIntentId_orderIndex__idx" ON "BillingPaymentIntentsToInvoices"("paymentIntentId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingPaymentIntentsToInvoices_invoiceId_orderIndex_create_idx" ON "BillingPaymentIntentsToInvoices"("invoiceId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogArticlesToEcommerceModuleProducts_articleId_orderIndex__idx" ON "BlogArticlesToEcommerceModuleProducts"("articleId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogArticlesToEcommerceModuleProducts_ecommerceModuleProduc_idx" ON "BlogArticlesToEcommerceModuleProducts"("ecommerceModuleProductId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogArticlesToFileStorageModuleFiles_articleId_orderIndex_c_idx" ON "BlogArticlesToFileStorageModuleFiles"("articleId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogArticlesToFileStorageModuleFiles_fileStorageModuleFileI_idx" ON "BlogArticlesToFileStorageModuleFiles"("fileStorageModuleFileId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogArticlesToWebsiteBuilderModuleWidgets_articleId_orderIn_idx" ON "BlogArticlesToWebsiteBuilderModuleWidgets"("articleId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogArticlesToWebsiteBuilderModuleWidgets_websiteBuilderMod_idx" ON "BlogArticlesToWebsiteBuilderModuleWidgets"("websiteBuilderModuleWidgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogCategoriesToArticles_categoryId_orderIndex_createdAt_id_idx" ON "BlogCategoriesToArticles"("categoryId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogCategoriesToArticles_articleId_orderIndex_createdAt_id_idx" ON "BlogCategoriesToArticles"("articleId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogWidgetsToArticles_widgetId_orderIndex_createdAt_id_idx" ON "BlogWidgetsToArticles"("widgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogWidgetsToArticles_articleId_orderIndex_createdAt_id_idx" ON "BlogWidgetsToArticles"("articleId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogWidgetsToCategories_widgetId_orderIndex_createdAt_id_idx" ON "BlogWidgetsToCategories"("widgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogWidgetsToCategories_categoryId_orderIndex_createdAt_id_idx" ON "BlogWidgetsToCategories"("categoryId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmFormsToInputs_formId_orderIndex_createdAt_id_idx" ON "CrmFormsToInputs"("formId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmFormsToInputs_inputId_orderIndex_createdAt_id_idx" ON "CrmFormsToInputs"("inputId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmFormsToRequests_formId_orderIndex_createdAt_id_idx" ON "CrmFormsToRequests"("formId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmFormsToRequests_requestId_orderIndex_createdAt_id_idx" ON "CrmFormsToRequests"("requestId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmWidgetsToForms_widgetId_orderIndex_createdAt_id_idx" ON "CrmWidgetsToForms"("widgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmWidgetsToForms_formId_orderIndex_createdAt_id_idx" ON "CrmWidgetsToForms"("formId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceAttributeKeysToAttributes_attributeKeyId_orderInde_idx" ON "EcommerceAttributeKeysToAttributes"("attributeKeyId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceAttributeKeysToAttributes_attributeId_orderIndex_c_idx" ON "EcommerceAttributeKeysToAttributes"("attributeId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceAttributesToBillingModuleCurrencies_attributeId_or_idx" ON "EcommerceAttributesToBillingModuleCurrencies"("attributeId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceAttributesToBillingModuleCurrencies_billingModuleC_idx" ON "EcommerceAttributesToBillingModuleCurrencies"("billingModuleCurrencyId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceCategoriesToFileStorageModuleFiles_categoryId_orde_idx" ON "EcommerceCategoriesToFileStorageModuleFiles"("categoryId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceCategoriesToFileStorageModuleFiles_fileStorageModu_idx" ON "EcommerceCategoriesToFileStorageModuleFiles"("fileStorageModuleFileId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceCategoriesToProducts_categoryId_orderIndex_created_idx" ON "EcommerceCategoriesToProducts"("categoryId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceCategoriesToProducts_productId_orderIndex_createdA_idx" ON "EcommerceCategoriesToProducts"("productId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToBillingModuleCurrencies_orderId_orderIndex_idx" ON "EcommerceOrdersToBillingModuleCurrencies"("orderId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToBillingModuleCurrencies_billingModuleCurre_idx" ON "EcommerceOrdersToBillingModuleCurrencies"("billingModuleCurrencyId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToBillingModulePaymentIntents_orderId_orderI_idx" ON "EcommerceOrdersToBillingModulePaymentIntents"("orderId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToBillingModulePaymentIntents_billingModuleP_idx" ON "EcommerceOrdersToBillingModulePaymentIntents"("billingModulePaymentIntentId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToFileStorageModuleFiles_orderId_orderIndex__idx" ON "EcommerceOrdersToFileStorageModuleFiles"("orderId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToFileStorageModuleFiles_fileStorageModuleFi_idx" ON "EcommerceOrdersToFileStorageModuleFiles"("fileStorageModuleFileId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToProducts_orderId_orderIndex_createdAt_id_idx" ON "EcommerceOrdersToProducts"("orderId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToProducts_productId_orderIndex_createdAt_id_idx" ON "EcommerceOrdersToProducts"("productId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceProductsToAttributes_productId_orderIndex_createdA_idx" ON "EcommerceProductsToAttributes"("productId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceProductsToAttributes_attributeId_orderIndex_create_idx" ON "EcommerceProductsToAttributes"("attributeId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceProductsToFileStorageModuleFiles_productId_orderIn_idx" ON "EcommerceProductsToFileStorageModuleFiles"("productId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceProductsToFileStorageModuleFiles_fileStorageModule_idx" ON "EcommerceProductsToFileStorageModuleFiles"("fileStorageModuleFileId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceProductsToWebsiteBuilderModuleWidgets_productId_or_idx" ON "EcommerceProductsToWebsiteBuilderModuleWidgets"("productId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceProductsToWebsiteBuilderModuleWidgets_websiteBuild_idx" ON "EcommerceProductsToWebsiteBuilderModuleWidgets"("websiteBuilderModuleWidgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceStoresToAttributes_storeId_orderIndex_createdAt_id_idx" ON "EcommerceStoresToAttributes"("storeId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceStoresToAttributes_attributeId_orderIndex_createdA_idx" ON "EcommerceStoresToAttributes"("attributeId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceStoresToProducts_storeId_orderIndex_createdAt_id_idx" ON "EcommerceStoresToProducts"("storeId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceStoresToProducts_productId_orderIndex_createdAt_id_idx" ON "EcommerceStoresToProducts"("productId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceStoresToProductsToAttributes_storesToProductsId_or_idx" ON "EcommerceStoresToProductsToAttributes"("storesToProductsId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceStoresToProductsToAttributes_attributeId_orderInde_idx" ON "EcommerceStoresToProductsToAttributes"("attributeId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToCategories_widgetId_orderIndex_createdAt__idx" ON "EcommerceWidgetsToCategories"("widgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToCategories_categoryId_orderIndex_createdA_idx" ON "EcommerceWidgetsToCategories"("categoryId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToProducts_widgetId_orderIndex_createdAt_id_idx" ON "EcommerceWidgetsToProducts"("widgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToProducts_productId_orderIndex_createdAt_i_idx" ON "EcommerceWidgetsToProducts"("productId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToStores_widgetId_orderIndex_createdAt_id_idx" ON "EcommerceWidgetsToStores"("widgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToStores_storeId_orderIndex_createdAt_id_idx" ON "EcommerceWidgetsToStores"("storeId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "FileStorageWidgetsToFiles_widgetId_orderIndex_createdAt_id_idx" ON "FileStorageWidgetsToFiles"("widgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "FileStorageWidgetsToFiles_fileId_orderIndex_createdAt_id_idx" ON "FileStorageWidgetsToFiles"("fileId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostLayoutsToWidgets_layoutId_orderIndex_createdAt_id_idx" ON "HostLayoutsToWidgets"("layoutId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostLayoutsToWidgets_widgetId_orderIndex_createdAt_id_idx" ON "HostLayoutsToWidgets"("widgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostPagesToLayouts_pageId_orderIndex_createdAt_id_idx" ON "HostPagesToLayouts"("pageId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostPagesToLayouts_layoutId_orderIndex_createdAt_id_idx" ON "HostPagesToLayouts"("layoutId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostPagesToMetadata_pageId_orderIndex_createdAt_id_idx" ON "HostPagesToMetadata"("pageId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostPagesToMetadata_metadataId_orderIndex_createdAt_id_idx" ON "HostPagesToMetadata"("metadataId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostPagesToWidgets_pageId_orderIndex_createdAt_id_idx" ON "HostPagesToWidgets"("pageId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostPagesToWidgets_widgetId_orderIndex_createdAt_id_idx" ON "HostPagesToWidgets"("widgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostWidgetsToExternalWidgets_widgetId_orderIndex_createdAt__idx" ON "HostWidgetsToExternalWidgets"("widgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostWidgetsToExternalWidgets_externalWidgetId_orderIndex_cr_idx" ON "HostWidgetsToExternalWidgets"("externalWidgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "NotificationTopicsToTemplates_topicId_orderIndex_createdAt__idx" ON "NotificationTopicsToTemplates"("topicId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "NotificationTopicsToTemplates_templateId_orderIndex_created_idx" ON "NotificationTopicsToTemplates"("templateId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacRolesToActions_roleId_orderIndex_createdAt_id_idx" ON "RbacRolesToActions"("roleId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacRolesToActions_actionId_orderIndex_createdAt_id_idx" ON "RbacRolesToActions"("actionId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacRolesToEcommerceModuleProducts_roleId_orderIndex_create_idx" ON "RbacRolesToEcommerceModuleProducts"("roleId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacRolesToEcommerceModuleProducts_ecommerceModuleProductId_idx" ON "RbacRolesToEcommerceModuleProducts"("ecommerceModuleProductId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToBillingModulePaymentIntents_subjectId_orderIn_idx" ON "RbacSubjectsToBillingModulePaymentIntents"("subjectId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToBillingModulePaymentIntents_billingModulePaym_idx" ON "RbacSubjectsToBillingModulePaymentIntents"("billingModulePaymentIntentId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToBlogModuleArticles_subjectId_orderIndex_creat_idx" ON "RbacSubjectsToBlogModuleArticles"("subjectId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToBlogModuleArticles_blogModuleArticleId_orderI_idx" ON "RbacSubjectsToBlogModuleArticles"("blogModuleArticleId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToEcommerceModuleOrders_subjectId_orderIndex_cr_idx" ON "RbacSubjectsToEcommerceModuleOrders"("subjectId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToEcommerceModuleOrders_ecommerceModuleOrderId__idx" ON "RbacSubjectsToEcommerceModuleOrders"("ecommerceModuleOrderId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToEcommerceModuleProducts_subjectId_orderIndex__idx" ON "RbacSubjectsToEcommerceModuleProducts"("subjectId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToEcommerceModuleProducts_ecommerceModuleProduc_idx" ON "RbacSubjectsToEcommerceModuleProducts"("ecommerceModuleProductId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToIdentities_subjectId_orderIndex_createdAt_id_idx" ON "RbacSubjectsToIdentities"("subjectId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToIdentities_identityId_orderIndex_createdAt_id_idx" ON "RbacSubjectsToIdentities"("identityId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToNotificationModuleTopics_subjectId_orderIndex_idx" ON "RbacSubjectsToNotificationModuleTopics"("subjectId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToNotificationModuleTopics_notificationModuleTo_idx" ON "RbacSubjectsToNotificationModuleTopics"("notificationModuleTopicId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToRoles_subjectId_orderIndex_createdAt_id_idx" ON "RbacSubjectsToRoles"("subjectId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToRoles_roleId_orderIndex_createdAt_id_idx" ON "RbacSubjectsToRoles"("roleId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToSocialModuleProfiles_subjectId_orderIndex_cre_idx" ON "RbacSubjectsToSocialModuleProfiles"("subjectId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToSocialModuleProfiles_socialModuleProfileId_or_idx" ON "RbacSubjectsToSocialModuleProfiles"("socialModuleProfileId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialChatsToMessages_chatId_orderIndex_createdAt_id_idx" ON "SocialChatsToMessages"("chatId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialChatsToMessages_messageId_orderIndex_createdAt_id_idx" ON "SocialChatsToMessages"("messageId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialProfilesToChats_profileId_orderIndex_createdAt_id_idx" ON "SocialProfilesToChats"("profileId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialProfilesToChats_chatId_orderIndex_createdAt_id_idx" ON "SocialProfilesToChats"("chatId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialProfilesToEcommerceModuleProducts_profileId_orderInde_idx" ON "SocialProfilesToEcommerceModuleProducts"("profileId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialProfilesToEcommerceModuleProducts_ecommerceModuleProd_idx" ON "SocialProfilesToEcommerceModuleProducts"("ecommerceModuleProductId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialProfilesToMessages_profileId_orderIndex_createdAt_id_idx" ON "SocialProfilesToMessages"("profileId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialProfilesToMessages_messageId_orderIndex_createdAt_id_idx" ON "SocialProfilesToMessages"("messageId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialProfilesToWebsiteBuilderModuleWidgets_profileId_order_idx" ON "SocialProfilesToWebsiteBuilderModuleWidgets"("profileId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialProfilesToWebsiteBuilderModuleWidgets_websiteBuilderM_idx" ON "SocialProfilesToWebsiteBuilderModuleWidgets"("websiteBuilderModuleWidgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderButtonsArraysToButtons_buttonsArrayId_orderIn_idx" ON "WebsiteBuilderButtonsArraysToButtons"("buttonsArrayId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderButtonsArraysToButtons_buttonId_orderIndex_cr_idx" ON "WebsiteBuilderButtonsArraysToButtons"("buttonId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderFeaturesToFileStorageModuleFiles_featureId_or_idx" ON "WebsiteBuilderFeaturesToFileStorageModuleFiles"("featureId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderFeaturesToFileStorageModuleFiles_fileStorageM_idx" ON "WebsiteBuilderFeaturesToFileStorageModuleFiles"("fileStorageModuleFileId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderLogotypesToFileStorageModuleFiles_logotypeId__idx" ON "WebsiteBuilderLogotypesToFileStorageModuleFiles"("logotypeId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderLogotypesToFileStorageModuleFiles_fileStorage_idx" ON "WebsiteBuilderLogotypesToFileStorageModuleFiles"("fileStorageModuleFileId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidersToSlides_sliderId_orderIndex_createdAt_idx" ON "WebsiteBuilderSlidersToSlides"("sliderId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidersToSlides_slideId_orderIndex_createdAt__idx" ON "WebsiteBuilderSlidersToSlides"("slideId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidesToButtonsArrays_slideId_orderIndex_crea_idx" ON "WebsiteBuilderSlidesToButtonsArrays"("slideId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidesToButtonsArrays_buttonsArrayId_orderInd_idx" ON "WebsiteBuilderSlidesToButtonsArrays"("buttonsArrayId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidesToFileStorageModuleFiles_slideId_orderI_idx" ON "WebsiteBuilderSlidesToFileStorageModuleFiles"("slideId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidesToFileStorageModuleFiles_fileStorageMod_idx" ON "WebsiteBuilderSlidesToFileStorageModuleFiles"("fileStorageModuleFileId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToButtonsArrays_widgetId_orderIndex_cr_idx" ON "WebsiteBuilderWidgetsToButtonsArrays"("widgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToButtonsArrays_buttonsArrayId_orderIn_idx" ON "WebsiteBuilderWidgetsToButtonsArrays"("buttonsArrayId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToFeatures_widgetId_orderIndex_created_idx" ON "WebsiteBuilderWidgetsToFeatures"("widgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToFeatures_featureId_orderIndex_create_idx" ON "WebsiteBuilderWidgetsToFeatures"("featureId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToFileStorageModuleFiles_widgetId_orde_idx" ON "WebsiteBuilderWidgetsToFileStorageModuleFiles"("widgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToFileStorageModuleFiles_fileStorageMo_idx" ON "WebsiteBuilderWidgetsToFileStorageModuleFiles"("fileStorageModuleFileId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToLogotypes_widgetId_orderIndex_create_idx" ON "WebsiteBuilderWidgetsToLogotypes"("widgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToLogotypes_logotypeId_orderIndex_crea_idx" ON "WebsiteBuilderWidgetsToLogotypes"("logotypeId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToSliders_widgetId_orderIndex_createdA_idx" ON "WebsiteBuilderWidgetsToSliders"("widgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToSliders_sliderId_orderIndex_createdA_idx" ON "WebsiteBuilderWidgetsToSliders"("sliderId", "orderIndex", "createdAt", "id");

-- DropIndex
DROP INDEX "BillingPaymentIntentsToCurrencies_search_idx";

-- DropIndex
DROP INDEX "BillingPaymentIntentsToInvoices_search_idx";

-- DropIndex
DROP INDEX "BlogArticlesToEcommerceModuleProducts_search_idx";

-- DropIndex
DROP INDEX "BlogArticlesToFileStorageModuleFiles_search_idx";

-- DropIndex
DROP INDEX "BlogArticlesToWebsiteBuilderModuleWidgets_search_idx";

-- DropIndex
DROP INDEX "BlogCategoriesToArticles_search_idx";

-- DropIndex
DROP INDEX "BlogWidgetsToArticles_search_idx";

-- DropIndex
DROP INDEX "BlogWidgetsToCategories_search_idx";

-- DropIndex
DROP INDEX "BroadcastWidgetsToChannels_search_idx";

-- DropIndex
DROP INDEX "CrmFormsToInputs_search_idx";

-- DropIndex
DROP INDEX "CrmFormsToRequests_search_idx";

-- DropIndex
DROP INDEX "CrmWidgetsToForms_search_idx";

-- DropIndex
DROP INDEX "EcommerceAttributeKeysToAttributes_search_idx";

-- DropIndex
DROP INDEX "EcommerceAttributesToBillingModuleCurrencies_search_idx";

-- DropIndex
DROP INDEX "EcommerceCategoriesToFileStorageModuleFiles_search_idx";

-- DropIndex
DROP INDEX "EcommerceCategoriesToProducts_search_idx";

-- DropIndex
DROP INDEX "EcommerceOrdersToBillingModuleCurrencies_search_idx";

-- DropIndex
DROP INDEX "EcommerceOrdersToBillingModulePaymentIntents_search_idx";

-- DropIndex
DROP INDEX "EcommerceOrdersToFileStorageModuleFiles_search_idx";

-- DropIndex
DROP INDEX "EcommerceOrdersToProducts_search_idx";

-- DropIndex
DROP INDEX "EcommerceProductGoal_search_idx";

-- DropIndex
DROP INDEX "EcommerceProductsToAttributes_search_idx";

-- DropIndex
DROP INDEX "EcommerceProductsToFileStorageModuleFiles_search_idx";

-- DropIndex
DROP INDEX "EcommerceProductsToWebsiteBuilderModuleWidgets_search_idx";

-- DropIndex
DROP INDEX "EcommerceStoresToAttributes_search_idx";

-- DropIndex
DROP INDEX "EcommerceStoresToProductsToAttributes_search_idx";

-- DropIndex
DROP INDEX "EcommerceWidgetsToCategories_search_idx";

-- DropIndex
DROP INDEX "EcommerceWidgetsToProducts_search_idx";

-- DropIndex
DROP INDEX "EcommerceWidgetsToStores_search_idx";

-- DropIndex
DROP INDEX "FileStorageWidgetsToFiles_search_idx";

-- DropIndex
DROP INDEX "HostLayoutsToWidgets_search_idx";

-- DropIndex
DROP INDEX "HostPagesToLayouts_search_idx";

-- DropIndex
DROP INDEX "HostPagesToMetadata_search_idx";

-- DropIndex
DROP INDEX "HostPagesToWidgets_search_idx";

-- DropIndex
DROP INDEX "NotificationTopicsToTemplates_search_idx";

-- DropIndex
DROP INDEX "RbacRolesToActions_search_idx";

-- DropIndex
DROP INDEX "RbacRolesToEcommerceModuleProducts_search_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToBillingModulePaymentIntents_search_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToBlogModuleArticles_search_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToEcommerceModuleOrders_search_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToEcommerceModuleProducts_search_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToIdentities_search_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToNotificationModuleTopics_search_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToRoles_search_idx";

-- DropIndex
DROP INDEX "RbacSubjectsToSocialModuleProfiles_search_idx";

-- DropIndex
DROP INDEX "SocialChatsToMessages_search_idx";

-- DropIndex
DROP INDEX "SocialProfilesToChats_search_idx";

-- DropIndex
DROP INDEX "SocialProfilesToEcommerceModuleProducts_search_idx";

-- DropIndex
DROP INDEX "SocialProfilesToWebsiteBuilderModuleWidgets_search_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderButtonsArraysToButtons_search_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderFeaturesToFileStorageModuleFiles_search_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderLogotypesToFileStorageModuleFiles_search_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderSlidersToSlides_search_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderSlidesToButtonsArrays_search_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderSlidesToFileStorageModuleFiles_search_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderWidgetsToButtonsArrays_search_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderWidgetsToFeatures_search_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderWidgetsToFileStorageModuleFiles_search_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderWidgetsToLogotypes_search_idx";

-- DropIndex
DROP INDEX "WebsiteBuilderWidgetsToSliders_search_idx";

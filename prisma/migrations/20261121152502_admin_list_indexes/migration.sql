-- CreateIndex
CREATE INDEX "AgentWidget_orderIndex_createdAt_id_idx" ON "AgentWidget"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "AgentWidget_createdAt_id_idx" ON "AgentWidget"("createdAt", "id");

-- CreateIndex
CREATE INDEX "AnalyticWidget_orderIndex_createdAt_id_idx" ON "AnalyticWidget"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "AnalyticWidget_createdAt_id_idx" ON "AnalyticWidget"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingCurrency_orderIndex_createdAt_id_idx" ON "BillingCurrency"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingCurrency_createdAt_id_idx" ON "BillingCurrency"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingInvoice_orderIndex_createdAt_id_idx" ON "BillingInvoice"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingInvoice_createdAt_id_idx" ON "BillingInvoice"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingPaymentIntent_orderIndex_createdAt_id_idx" ON "BillingPaymentIntent"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingPaymentIntent_createdAt_id_idx" ON "BillingPaymentIntent"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingPaymentIntentsToCurrencies_orderIndex_createdAt_id_idx" ON "BillingPaymentIntentsToCurrencies"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingPaymentIntentsToCurrencies_createdAt_id_idx" ON "BillingPaymentIntentsToCurrencies"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingPaymentIntentsToInvoices_orderIndex_createdAt_id_idx" ON "BillingPaymentIntentsToInvoices"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingPaymentIntentsToInvoices_createdAt_id_idx" ON "BillingPaymentIntentsToInvoices"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingWidget_orderIndex_createdAt_id_idx" ON "BillingWidget"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingWidget_createdAt_id_idx" ON "BillingWidget"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogArticle_orderIndex_createdAt_id_idx" ON "BlogArticle"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogArticle_createdAt_id_idx" ON "BlogArticle"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogArticlesToEcommerceModuleProducts_orderIndex_createdAt__idx" ON "BlogArticlesToEcommerceModuleProducts"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogArticlesToEcommerceModuleProducts_createdAt_id_idx" ON "BlogArticlesToEcommerceModuleProducts"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogArticlesToFileStorageModuleFiles_orderIndex_createdAt_i_idx" ON "BlogArticlesToFileStorageModuleFiles"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogArticlesToFileStorageModuleFiles_createdAt_id_idx" ON "BlogArticlesToFileStorageModuleFiles"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogArticlesToWebsiteBuilderModuleWidgets_orderIndex_create_idx" ON "BlogArticlesToWebsiteBuilderModuleWidgets"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogArticlesToWebsiteBuilderModuleWidgets_createdAt_id_idx" ON "BlogArticlesToWebsiteBuilderModuleWidgets"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogCategoriesToArticles_orderIndex_createdAt_id_idx" ON "BlogCategoriesToArticles"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogCategoriesToArticles_createdAt_id_idx" ON "BlogCategoriesToArticles"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogCategory_orderIndex_createdAt_id_idx" ON "BlogCategory"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogCategory_createdAt_id_idx" ON "BlogCategory"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogWidget_orderIndex_createdAt_id_idx" ON "BlogWidget"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogWidget_createdAt_id_idx" ON "BlogWidget"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogWidgetsToArticles_orderIndex_createdAt_id_idx" ON "BlogWidgetsToArticles"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogWidgetsToArticles_createdAt_id_idx" ON "BlogWidgetsToArticles"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogWidgetsToCategories_orderIndex_createdAt_id_idx" ON "BlogWidgetsToCategories"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogWidgetsToCategories_createdAt_id_idx" ON "BlogWidgetsToCategories"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BroadcastWidget_orderIndex_createdAt_id_idx" ON "BroadcastWidget"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BroadcastWidget_createdAt_id_idx" ON "BroadcastWidget"("createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmForm_orderIndex_createdAt_id_idx" ON "CrmForm"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmForm_createdAt_id_idx" ON "CrmForm"("createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmFormsToInputs_orderIndex_createdAt_id_idx" ON "CrmFormsToInputs"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmFormsToInputs_createdAt_id_idx" ON "CrmFormsToInputs"("createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmFormsToRequests_orderIndex_createdAt_id_idx" ON "CrmFormsToRequests"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmFormsToRequests_createdAt_id_idx" ON "CrmFormsToRequests"("createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmInput_orderIndex_createdAt_id_idx" ON "CrmInput"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmInput_createdAt_id_idx" ON "CrmInput"("createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmRequest_orderIndex_createdAt_id_idx" ON "CrmRequest"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmRequest_createdAt_id_idx" ON "CrmRequest"("createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmWidget_orderIndex_createdAt_id_idx" ON "CrmWidget"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmWidget_createdAt_id_idx" ON "CrmWidget"("createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmWidgetsToForms_orderIndex_createdAt_id_idx" ON "CrmWidgetsToForms"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CrmWidgetsToForms_createdAt_id_idx" ON "CrmWidgetsToForms"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceAttribute_orderIndex_createdAt_id_idx" ON "EcommerceAttribute"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceAttribute_createdAt_id_idx" ON "EcommerceAttribute"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceAttributeKey_orderIndex_createdAt_id_idx" ON "EcommerceAttributeKey"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceAttributeKey_createdAt_id_idx" ON "EcommerceAttributeKey"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceAttributeKeysToAttributes_orderIndex_createdAt_id_idx" ON "EcommerceAttributeKeysToAttributes"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceAttributeKeysToAttributes_createdAt_id_idx" ON "EcommerceAttributeKeysToAttributes"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceAttributesToBillingModuleCurrencies_orderIndex_cre_idx" ON "EcommerceAttributesToBillingModuleCurrencies"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceAttributesToBillingModuleCurrencies_createdAt_id_idx" ON "EcommerceAttributesToBillingModuleCurrencies"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceCategoriesToFileStorageModuleFiles_orderIndex_crea_idx" ON "EcommerceCategoriesToFileStorageModuleFiles"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceCategoriesToFileStorageModuleFiles_createdAt_id_idx" ON "EcommerceCategoriesToFileStorageModuleFiles"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceCategoriesToProducts_orderIndex_createdAt_id_idx" ON "EcommerceCategoriesToProducts"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceCategoriesToProducts_createdAt_id_idx" ON "EcommerceCategoriesToProducts"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceCategory_orderIndex_createdAt_id_idx" ON "EcommerceCategory"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceCategory_createdAt_id_idx" ON "EcommerceCategory"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceOrder_orderIndex_createdAt_id_idx" ON "EcommerceOrder"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceOrder_createdAt_id_idx" ON "EcommerceOrder"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToBillingModuleCurrencies_orderIndex_created_idx" ON "EcommerceOrdersToBillingModuleCurrencies"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToBillingModuleCurrencies_createdAt_id_idx" ON "EcommerceOrdersToBillingModuleCurrencies"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToBillingModulePaymentIntents_orderIndex_cre_idx" ON "EcommerceOrdersToBillingModulePaymentIntents"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToBillingModulePaymentIntents_createdAt_id_idx" ON "EcommerceOrdersToBillingModulePaymentIntents"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToFileStorageModuleFiles_orderIndex_createdA_idx" ON "EcommerceOrdersToFileStorageModuleFiles"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToFileStorageModuleFiles_createdAt_id_idx" ON "EcommerceOrdersToFileStorageModuleFiles"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToProducts_orderIndex_createdAt_id_idx" ON "EcommerceOrdersToProducts"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToProducts_createdAt_id_idx" ON "EcommerceOrdersToProducts"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceProduct_orderIndex_createdAt_id_idx" ON "EcommerceProduct"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceProduct_createdAt_id_idx" ON "EcommerceProduct"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceProductsToAttributes_orderIndex_createdAt_id_idx" ON "EcommerceProductsToAttributes"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceProductsToAttributes_createdAt_id_idx" ON "EcommerceProductsToAttributes"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceProductsToFileStorageModuleFiles_orderIndex_create_idx" ON "EcommerceProductsToFileStorageModuleFiles"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceProductsToFileStorageModuleFiles_createdAt_id_idx" ON "EcommerceProductsToFileStorageModuleFiles"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceProductsToWebsiteBuilderModuleWidgets_orderIndex_c_idx" ON "EcommerceProductsToWebsiteBuilderModuleWidgets"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceProductsToWebsiteBuilderModuleWidgets_createdAt_id_idx" ON "EcommerceProductsToWebsiteBuilderModuleWidgets"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceStore_orderIndex_createdAt_id_idx" ON "EcommerceStore"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceStore_createdAt_id_idx" ON "EcommerceStore"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceStoresToAttributes_orderIndex_createdAt_id_idx" ON "EcommerceStoresToAttributes"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceStoresToAttributes_createdAt_id_idx" ON "EcommerceStoresToAttributes"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceStoresToProducts_orderIndex_createdAt_id_idx" ON "EcommerceStoresToProducts"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceStoresToProducts_createdAt_id_idx" ON "EcommerceStoresToProducts"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceStoresToProductsToAttributes_orderIndex_createdAt__idx" ON "EcommerceStoresToProductsToAttributes"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceStoresToProductsToAttributes_createdAt_id_idx" ON "EcommerceStoresToProductsToAttributes"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceWidget_orderIndex_createdAt_id_idx" ON "EcommerceWidget"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceWidget_createdAt_id_idx" ON "EcommerceWidget"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToCategories_orderIndex_createdAt_id_idx" ON "EcommerceWidgetsToCategories"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToCategories_createdAt_id_idx" ON "EcommerceWidgetsToCategories"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToProducts_orderIndex_createdAt_id_idx" ON "EcommerceWidgetsToProducts"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToProducts_createdAt_id_idx" ON "EcommerceWidgetsToProducts"("createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToStores_orderIndex_createdAt_id_idx" ON "EcommerceWidgetsToStores"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToStores_createdAt_id_idx" ON "EcommerceWidgetsToStores"("createdAt", "id");

-- CreateIndex
CREATE INDEX "FileStorageFile_orderIndex_createdAt_id_idx" ON "FileStorageFile"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "FileStorageFile_createdAt_id_idx" ON "FileStorageFile"("createdAt", "id");

-- CreateIndex
CREATE INDEX "FileStorageWidget_orderIndex_createdAt_id_idx" ON "FileStorageWidget"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "FileStorageWidget_createdAt_id_idx" ON "FileStorageWidget"("createdAt", "id");

-- CreateIndex
CREATE INDEX "FileStorageWidgetsToFiles_orderIndex_createdAt_id_idx" ON "FileStorageWidgetsToFiles"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "FileStorageWidgetsToFiles_createdAt_id_idx" ON "FileStorageWidgetsToFiles"("createdAt", "id");

-- CreateIndex
CREATE INDEX "HostLayout_orderIndex_createdAt_id_idx" ON "HostLayout"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostLayout_createdAt_id_idx" ON "HostLayout"("createdAt", "id");

-- CreateIndex
CREATE INDEX "HostLayoutsToWidgets_orderIndex_createdAt_id_idx" ON "HostLayoutsToWidgets"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostLayoutsToWidgets_createdAt_id_idx" ON "HostLayoutsToWidgets"("createdAt", "id");

-- CreateIndex
CREATE INDEX "HostMetadata_orderIndex_createdAt_id_idx" ON "HostMetadata"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostMetadata_createdAt_id_idx" ON "HostMetadata"("createdAt", "id");

-- CreateIndex
CREATE INDEX "HostPage_orderIndex_createdAt_id_idx" ON "HostPage"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostPage_createdAt_id_idx" ON "HostPage"("createdAt", "id");

-- CreateIndex
CREATE INDEX "HostPagesToLayouts_orderIndex_createdAt_id_idx" ON "HostPagesToLayouts"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostPagesToLayouts_createdAt_id_idx" ON "HostPagesToLayouts"("createdAt", "id");

-- CreateIndex
CREATE INDEX "HostPagesToMetadata_orderIndex_createdAt_id_idx" ON "HostPagesToMetadata"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostPagesToMetadata_createdAt_id_idx" ON "HostPagesToMetadata"("createdAt", "id");

-- CreateIndex
CREATE INDEX "HostPagesToWidgets_orderIndex_createdAt_id_idx" ON "HostPagesToWidgets"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostPagesToWidgets_createdAt_id_idx" ON "HostPagesToWidgets"("createdAt", "id");

-- CreateIndex
CREATE INDEX "HostWidget_orderIndex_createdAt_id_idx" ON "HostWidget"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostWidget_createdAt_id_idx" ON "HostWidget"("createdAt", "id");

-- CreateIndex
CREATE INDEX "HostWidgetsToExternalWidgets_orderIndex_createdAt_id_idx" ON "HostWidgetsToExternalWidgets"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostWidgetsToExternalWidgets_createdAt_id_idx" ON "HostWidgetsToExternalWidgets"("createdAt", "id");

-- CreateIndex
CREATE INDEX "NotificationNotification_orderIndex_createdAt_id_idx" ON "NotificationNotification"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "NotificationNotification_createdAt_id_idx" ON "NotificationNotification"("createdAt", "id");

-- CreateIndex
CREATE INDEX "NotificationTemplate_orderIndex_createdAt_id_idx" ON "NotificationTemplate"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "NotificationTemplate_createdAt_id_idx" ON "NotificationTemplate"("createdAt", "id");

-- CreateIndex
CREATE INDEX "NotificationTopic_orderIndex_createdAt_id_idx" ON "NotificationTopic"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "NotificationTopic_createdAt_id_idx" ON "NotificationTopic"("createdAt", "id");

-- CreateIndex
CREATE INDEX "NotificationTopicsToTemplates_orderIndex_createdAt_id_idx" ON "NotificationTopicsToTemplates"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "NotificationTopicsToTemplates_createdAt_id_idx" ON "NotificationTopicsToTemplates"("createdAt", "id");

-- CreateIndex
CREATE INDEX "NotificationWidget_orderIndex_createdAt_id_idx" ON "NotificationWidget"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "NotificationWidget_createdAt_id_idx" ON "NotificationWidget"("createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacAction_orderIndex_createdAt_id_idx" ON "RbacAction"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacAction_createdAt_id_idx" ON "RbacAction"("createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacIdentity_orderIndex_createdAt_id_idx" ON "RbacIdentity"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacIdentity_createdAt_id_idx" ON "RbacIdentity"("createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacRole_orderIndex_createdAt_id_idx" ON "RbacRole"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacRole_createdAt_id_idx" ON "RbacRole"("createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacRolesToActions_orderIndex_createdAt_id_idx" ON "RbacRolesToActions"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacRolesToActions_createdAt_id_idx" ON "RbacRolesToActions"("createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacRolesToEcommerceModuleProducts_orderIndex_createdAt_id_idx" ON "RbacRolesToEcommerceModuleProducts"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacRolesToEcommerceModuleProducts_createdAt_id_idx" ON "RbacRolesToEcommerceModuleProducts"("createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubject_orderIndex_createdAt_id_idx" ON "RbacSubject"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubject_createdAt_id_idx" ON "RbacSubject"("createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToBillingModulePaymentIntents_orderIndex_create_idx" ON "RbacSubjectsToBillingModulePaymentIntents"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToBillingModulePaymentIntents_createdAt_id_idx" ON "RbacSubjectsToBillingModulePaymentIntents"("createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToBlogModuleArticles_orderIndex_createdAt_id_idx" ON "RbacSubjectsToBlogModuleArticles"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToBlogModuleArticles_createdAt_id_idx" ON "RbacSubjectsToBlogModuleArticles"("createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToEcommerceModuleOrders_orderIndex_createdAt_id_idx" ON "RbacSubjectsToEcommerceModuleOrders"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToEcommerceModuleOrders_createdAt_id_idx" ON "RbacSubjectsToEcommerceModuleOrders"("createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToEcommerceModuleProducts_orderIndex_createdAt__idx" ON "RbacSubjectsToEcommerceModuleProducts"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToEcommerceModuleProducts_createdAt_id_idx" ON "RbacSubjectsToEcommerceModuleProducts"("createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToIdentities_orderIndex_createdAt_id_idx" ON "RbacSubjectsToIdentities"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToIdentities_createdAt_id_idx" ON "RbacSubjectsToIdentities"("createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToNotificationModuleTopics_orderIndex_createdAt_idx" ON "RbacSubjectsToNotificationModuleTopics"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToNotificationModuleTopics_createdAt_id_idx" ON "RbacSubjectsToNotificationModuleTopics"("createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToRoles_orderIndex_createdAt_id_idx" ON "RbacSubjectsToRoles"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToRoles_createdAt_id_idx" ON "RbacSubjectsToRoles"("createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToSocialModuleProfiles_orderIndex_createdAt_id_idx" ON "RbacSubjectsToSocialModuleProfiles"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacSubjectsToSocialModuleProfiles_createdAt_id_idx" ON "RbacSubjectsToSocialModuleProfiles"("createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacWidget_orderIndex_createdAt_id_idx" ON "RbacWidget"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RbacWidget_createdAt_id_idx" ON "RbacWidget"("createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialChat_orderIndex_createdAt_id_idx" ON "SocialChat"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialChat_createdAt_id_idx" ON "SocialChat"("createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialChatsToMessages_orderIndex_createdAt_id_idx" ON "SocialChatsToMessages"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialChatsToMessages_createdAt_id_idx" ON "SocialChatsToMessages"("createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialMessage_orderIndex_createdAt_id_idx" ON "SocialMessage"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialMessage_createdAt_id_idx" ON "SocialMessage"("createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialProfile_orderIndex_createdAt_id_idx" ON "SocialProfile"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialProfile_createdAt_id_idx" ON "SocialProfile"("createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialProfilesToChats_orderIndex_createdAt_id_idx" ON "SocialProfilesToChats"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialProfilesToChats_createdAt_id_idx" ON "SocialProfilesToChats"("createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialProfilesToEcommerceModuleProducts_orderIndex_createdA_idx" ON "SocialProfilesToEcommerceModuleProducts"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialProfilesToEcommerceModuleProducts_createdAt_id_idx" ON "SocialProfilesToEcommerceModuleProducts"("createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialProfilesToMessages_orderIndex_createdAt_id_idx" ON "SocialProfilesToMessages"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialProfilesToMessages_createdAt_id_idx" ON "SocialProfilesToMessages"("createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialProfilesToWebsiteBuilderModuleWidgets_orderIndex_crea_idx" ON "SocialProfilesToWebsiteBuilderModuleWidgets"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialProfilesToWebsiteBuilderModuleWidgets_createdAt_id_idx" ON "SocialProfilesToWebsiteBuilderModuleWidgets"("createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialWidget_orderIndex_createdAt_id_idx" ON "SocialWidget"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SocialWidget_createdAt_id_idx" ON "SocialWidget"("createdAt", "id");

-- CreateIndex
CREATE INDEX "StartupWidget_orderIndex_createdAt_id_idx" ON "StartupWidget"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "StartupWidget_createdAt_id_idx" ON "StartupWidget"("createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderButton_orderIndex_createdAt_id_idx" ON "WebsiteBuilderButton"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderButton_createdAt_id_idx" ON "WebsiteBuilderButton"("createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderButtonsArray_orderIndex_createdAt_id_idx" ON "WebsiteBuilderButtonsArray"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderButtonsArray_createdAt_id_idx" ON "WebsiteBuilderButtonsArray"("createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderButtonsArraysToButtons_orderIndex_createdAt_i_idx" ON "WebsiteBuilderButtonsArraysToButtons"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderButtonsArraysToButtons_createdAt_id_idx" ON "WebsiteBuilderButtonsArraysToButtons"("createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderFeature_orderIndex_createdAt_id_idx" ON "WebsiteBuilderFeature"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderFeature_createdAt_id_idx" ON "WebsiteBuilderFeature"("createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderFeaturesToFileStorageModuleFiles_orderIndex_c_idx" ON "WebsiteBuilderFeaturesToFileStorageModuleFiles"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderFeaturesToFileStorageModuleFiles_createdAt_id_idx" ON "WebsiteBuilderFeaturesToFileStorageModuleFiles"("createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderLogotype_orderIndex_createdAt_id_idx" ON "WebsiteBuilderLogotype"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderLogotype_createdAt_id_idx" ON "WebsiteBuilderLogotype"("createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderLogotypesToFileStorageModuleFiles_orderIndex__idx" ON "WebsiteBuilderLogotypesToFileStorageModuleFiles"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderLogotypesToFileStorageModuleFiles_createdAt_i_idx" ON "WebsiteBuilderLogotypesToFileStorageModuleFiles"("createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlide_orderIndex_createdAt_id_idx" ON "WebsiteBuilderSlide"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlide_createdAt_id_idx" ON "WebsiteBuilderSlide"("createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlider_orderIndex_createdAt_id_idx" ON "WebsiteBuilderSlider"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlider_createdAt_id_idx" ON "WebsiteBuilderSlider"("createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidersToSlides_orderIndex_createdAt_id_idx" ON "WebsiteBuilderSlidersToSlides"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidersToSlides_createdAt_id_idx" ON "WebsiteBuilderSlidersToSlides"("createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidesToButtonsArrays_orderIndex_createdAt_id_idx" ON "WebsiteBuilderSlidesToButtonsArrays"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidesToButtonsArrays_createdAt_id_idx" ON "WebsiteBuilderSlidesToButtonsArrays"("createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidesToFileStorageModuleFiles_orderIndex_cre_idx" ON "WebsiteBuilderSlidesToFileStorageModuleFiles"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidesToFileStorageModuleFiles_createdAt_id_idx" ON "WebsiteBuilderSlidesToFileStorageModuleFiles"("createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidget_orderIndex_createdAt_id_idx" ON "WebsiteBuilderWidget"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidget_createdAt_id_idx" ON "WebsiteBuilderWidget"("createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToButtonsArrays_orderIndex_createdAt_i_idx" ON "WebsiteBuilderWidgetsToButtonsArrays"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToButtonsArrays_createdAt_id_idx" ON "WebsiteBuilderWidgetsToButtonsArrays"("createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToFeatures_orderIndex_createdAt_id_idx" ON "WebsiteBuilderWidgetsToFeatures"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToFeatures_createdAt_id_idx" ON "WebsiteBuilderWidgetsToFeatures"("createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToFileStorageModuleFiles_orderIndex_cr_idx" ON "WebsiteBuilderWidgetsToFileStorageModuleFiles"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToFileStorageModuleFiles_createdAt_id_idx" ON "WebsiteBuilderWidgetsToFileStorageModuleFiles"("createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToLogotypes_orderIndex_createdAt_id_idx" ON "WebsiteBuilderWidgetsToLogotypes"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToLogotypes_createdAt_id_idx" ON "WebsiteBuilderWidgetsToLogotypes"("createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToSliders_orderIndex_createdAt_id_idx" ON "WebsiteBuilderWidgetsToSliders"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToSliders_createdAt_id_idx" ON "WebsiteBuilderWidgetsToSliders"("createdAt", "id");

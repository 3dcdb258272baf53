-- CreateExtension
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "HostPage_search_idx" ON "HostPage" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("title", '') || E'\n' || coalesce("url", '') || E'\n' || coalesce("description", '') || E'\n' || coalesce("language", '') || E'\n' || coalesce("adminTitle", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "HostLayout_search_idx" ON "HostLayout" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("title", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "HostMetadata_search_idx" ON "HostMetadata" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title", '') || E'\n' || coalesce("description", '') || E'\n' || coalesce("keywords", '') || E'\n' || coalesce("author", '') || E'\n' || coalesce("viewport", '') || E'\n' || coalesce("opengraphTitle", '') || E'\n' || coalesce("opengraphDescription", '') || E'\n' || coalesce("opengraphUrl", '') || E'\n' || coalesce("opengraphType", '') || E'\n' || coalesce("opengraphSiteName", '') || E'\n' || coalesce("opengraphLocale", '') || E'\n' || coalesce("twitterCard", '') || E'\n' || coalesce("twitterSite", '') || E'\n' || coalesce("twitterCreator", '') || E'\n' || coalesce("twitterTitle", '') || E'\n' || coalesce("twitterDescription", '') || E'\n' || coalesce("twitterUrl", '') || E'\n' || coalesce("twitterDomain", '') || E'\n' || coalesce("twitterAppCountryName", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "HostWidget_search_idx" ON "HostWidget" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("anchor", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "HostPagesToWidgets_search_idx" ON "HostPagesToWidgets" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "HostPagesToLayouts_search_idx" ON "HostPagesToLayouts" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "HostPagesToMetadata_search_idx" ON "HostPagesToMetadata" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "HostLayoutsToWidgets_search_idx" ON "HostLayoutsToWidgets" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "HostWidgetsToExternalWidgets_search_idx" ON "HostWidgetsToExternalWidgets" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("externalModule", '') || E'\n' || coalesce("externalWidgetId", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidget_search_idx" ON "WebsiteBuilderWidget" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("anchor", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlider_search_idx" ON "WebsiteBuilderSlider" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlide_search_idx" ON "WebsiteBuilderSlide" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("url", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WebsiteBuilderButton_search_idx" ON "WebsiteBuilderButton" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("url", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WebsiteBuilderButtonsArray_search_idx" ON "WebsiteBuilderButtonsArray" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WebsiteBuilderFeature_search_idx" ON "WebsiteBuilderFeature" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WebsiteBuilderLogotype_search_idx" ON "WebsiteBuilderLogotype" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("url", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToSliders_search_idx" ON "WebsiteBuilderWidgetsToSliders" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToFeatures_search_idx" ON "WebsiteBuilderWidgetsToFeatures" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToLogotypes_search_idx" ON "WebsiteBuilderWidgetsToLogotypes" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToButtonsArrays_search_idx" ON "WebsiteBuilderWidgetsToButtonsArrays" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToFileStorageModuleFiles_search_idx" ON "WebsiteBuilderWidgetsToFileStorageModuleFiles" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidersToSlides_search_idx" ON "WebsiteBuilderSlidersToSlides" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidesToButtonsArrays_search_idx" ON "WebsiteBuilderSlidesToButtonsArrays" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidesToFileStorageModuleFiles_search_idx" ON "WebsiteBuilderSlidesToFileStorageModuleFiles" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WebsiteBuilderButtonsArraysToButtons_search_idx" ON "WebsiteBuilderButtonsArraysToButtons" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WebsiteBuilderLogotypesToFileStorageModuleFiles_search_idx" ON "WebsiteBuilderLogotypesToFileStorageModuleFiles" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WebsiteBuilderFeaturesToFileStorageModuleFiles_search_idx" ON "WebsiteBuilderFeaturesToFileStorageModuleFiles" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "BlogArticle_search_idx" ON "BlogArticle" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "BlogCategory_search_idx" ON "BlogCategory" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "BlogWidget_search_idx" ON "BlogWidget" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("anchor", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "BlogWidgetsToArticles_search_idx" ON "BlogWidgetsToArticles" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "BlogWidgetsToCategories_search_idx" ON "BlogWidgetsToCategories" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "BlogCategoriesToArticles_search_idx" ON "BlogCategoriesToArticles" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "BlogArticlesToFileStorageModuleFiles_search_idx" ON "BlogArticlesToFileStorageModuleFiles" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "BlogArticlesToWebsiteBuilderModuleWidgets_search_idx" ON "BlogArticlesToWebsiteBuilderModuleWidgets" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "BlogArticlesToEcommerceModuleProducts_search_idx" ON "BlogArticlesToEcommerceModuleProducts" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "CrmForm_search_idx" ON "CrmForm" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "CrmInput_search_idx" ON "CrmInput" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("type", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("label"->>'en', '') || E'\n' || coalesce("label"->>'ru', '') || E'\n' || coalesce("placeholder"->>'en', '') || E'\n' || coalesce("placeholder"->>'ru', '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "CrmRequest_search_idx" ON "CrmRequest" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "CrmWidget_search_idx" ON "CrmWidget" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("anchor", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "CrmWidgetsToForms_search_idx" ON "CrmWidgetsToForms" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "CrmFormsToInputs_search_idx" ON "CrmFormsToInputs" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "CrmFormsToRequests_search_idx" ON "CrmFormsToRequests" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "RbacSubject_search_idx" ON "RbacSubject" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("slug", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "RbacIdentity_search_idx" ON "RbacIdentity" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("provider", '') || E'\n' || coalesce("email", '') || E'\n' || coalesce("account", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "RbacRole_search_idx" ON "RbacRole" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("title", '') || E'\n' || coalesce("slug", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "RbacAction_search_idx" ON "RbacAction" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("title", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("method", '') || E'\n' || coalesce("path", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "RbacWidget_search_idx" ON "RbacWidget" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("anchor", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "RbacSubjectsToRoles_search_idx" ON "RbacSubjectsToRoles" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "RbacSubjectsToIdentities_search_idx" ON "RbacSubjectsToIdentities" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "RbacRolesToActions_search_idx" ON "RbacRolesToActions" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "RbacRolesToEcommerceModuleProducts_search_idx" ON "RbacRolesToEcommerceModuleProducts" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "RbacSubjectsToSocialModuleProfiles_search_idx" ON "RbacSubjectsToSocialModuleProfiles" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "RbacSubjectsToEcommerceModuleProducts_search_idx" ON "RbacSubjectsToEcommerceModuleProducts" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "RbacSubjectsToEcommerceModuleOrders_search_idx" ON "RbacSubjectsToEcommerceModuleOrders" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "RbacSubjectsToNotificationModuleTopics_search_idx" ON "RbacSubjectsToNotificationModuleTopics" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "RbacSubjectsToBillingModulePaymentIntents_search_idx" ON "RbacSubjectsToBillingModulePaymentIntents" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "RbacSubjectsToBlogModuleArticles_search_idx" ON "RbacSubjectsToBlogModuleArticles" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "SocialProfile_search_idx" ON "SocialProfile" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "SocialChat_search_idx" ON "SocialChat" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "SocialMessage_search_idx" ON "SocialMessage" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "SocialWidget_search_idx" ON "SocialWidget" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("anchor", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "SocialProfilesToMessages_search_idx" ON "SocialProfilesToMessages" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "SocialProfilesToChats_search_idx" ON "SocialProfilesToChats" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "SocialChatsToMessages_search_idx" ON "SocialChatsToMessages" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "SocialProfilesToWebsiteBuilderModuleWidgets_search_idx" ON "SocialProfilesToWebsiteBuilderModuleWidgets" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "SocialProfilesToEcommerceModuleProducts_search_idx" ON "SocialProfilesToEcommerceModuleProducts" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "FileStorageFile_search_idx" ON "FileStorageFile" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("containerClassName", '') || E'\n' || coalesce("alt", '') || E'\n' || coalesce("extension", '') || E'\n' || coalesce("mimeType", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "FileStorageWidget_search_idx" ON "FileStorageWidget" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("anchor", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "FileStorageWidgetsToFiles_search_idx" ON "FileStorageWidgetsToFiles" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceProduct_search_idx" ON "EcommerceProduct" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("type", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("shortDescription"->>'en', '') || E'\n' || coalesce("shortDescription"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceStore_search_idx" ON "EcommerceStore" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("shortDescription"->>'en', '') || E'\n' || coalesce("shortDescription"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceCategory_search_idx" ON "EcommerceCategory" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceAttribute_search_idx" ON "EcommerceAttribute" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("string"->>'en', '') || E'\n' || coalesce("string"->>'ru', '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceAttributeKey_search_idx" ON "EcommerceAttributeKey" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("type", '') || E'\n' || coalesce("field", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("prefix"->>'en', '') || E'\n' || coalesce("prefix"->>'ru', '') || E'\n' || coalesce("suffix"->>'en', '') || E'\n' || coalesce("suffix"->>'ru', '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceOrder_search_idx" ON "EcommerceOrder" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("type", '') || E'\n' || coalesce("status", '') || E'\n' || coalesce("receipt", '') || E'\n' || coalesce("comment", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceWidget_search_idx" ON "EcommerceWidget" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("anchor", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceOrdersToProducts_search_idx" ON "EcommerceOrdersToProducts" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceStoresToProducts_search_idx" ON "EcommerceStoresToProducts" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("sku", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceCategoriesToProducts_search_idx" ON "EcommerceCategoriesToProducts" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceProductsToAttributes_search_idx" ON "EcommerceProductsToAttributes" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceStoresToAttributes_search_idx" ON "EcommerceStoresToAttributes" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceStoresToProductsToAttributes_search_idx" ON "EcommerceStoresToProductsToAttributes" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceAttributeKeysToAttributes_search_idx" ON "EcommerceAttributeKeysToAttributes" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceAttributesToBillingModuleCurrencies_search_idx" ON "EcommerceAttributesToBillingModuleCurrencies" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceProductsToFileStorageModuleFiles_search_idx" ON "EcommerceProductsToFileStorageModuleFiles" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceCategoriesToFileStorageModuleFiles_search_idx" ON "EcommerceCategoriesToFileStorageModuleFiles" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceProductsToWebsiteBuilderModuleWidgets_search_idx" ON "EcommerceProductsToWebsiteBuilderModuleWidgets" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToProducts_search_idx" ON "EcommerceWidgetsToProducts" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToStores_search_idx" ON "EcommerceWidgetsToStores" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToCategories_search_idx" ON "EcommerceWidgetsToCategories" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceOrdersToBillingModuleCurrencies_search_idx" ON "EcommerceOrdersToBillingModuleCurrencies" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceOrdersToBillingModulePaymentIntents_search_idx" ON "EcommerceOrdersToBillingModulePaymentIntents" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EcommerceOrdersToFileStorageModuleFiles_search_idx" ON "EcommerceOrdersToFileStorageModuleFiles" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "BillingCurrency_search_idx" ON "BillingCurrency" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("symbol", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "BillingPaymentIntent_search_idx" ON "BillingPaymentIntent" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("type", '') || E'\n' || coalesce("status", '') || E'\n' || coalesce("interval", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "BillingInvoice_search_idx" ON "BillingInvoice" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("provider", '') || E'\n' || coalesce("status", '') || E'\n' || coalesce("paymentUrl", '') || E'\n' || coalesce("providerId", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "BillingWidget_search_idx" ON "BillingWidget" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("anchor", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "BillingPaymentIntentsToInvoices_search_idx" ON "BillingPaymentIntentsToInvoices" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "BillingPaymentIntentsToCurrencies_search_idx" ON "BillingPaymentIntentsToCurrencies" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "NotificationTopic_search_idx" ON "NotificationTopic" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "NotificationTemplate_search_idx" ON "NotificationTemplate" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "NotificationWidget_search_idx" ON "NotificationWidget" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("anchor", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "NotificationTopicsToTemplates_search_idx" ON "NotificationTopicsToTemplates" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "NotificationNotification_search_idx" ON "NotificationNotification" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("method", '') || E'\n' || coalesce("recipient", '') || E'\n' || coalesce("title", '') || E'\n' || coalesce("text", '') || E'\n' || coalesce("status", '') || E'\n' || coalesce("error", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "StartupWidget_search_idx" ON "StartupWidget" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("anchor", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "AnalyticWidget_search_idx" ON "AnalyticWidget" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("anchor", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "AgentWidget_search_idx" ON "AgentWidget" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("anchor", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "BroadcastWidget_search_idx" ON "BroadcastWidget" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("anchor", '')) gin_trgm_ops);

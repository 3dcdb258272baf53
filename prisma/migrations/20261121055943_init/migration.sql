-- CreateTable
CREATE TABLE "AgentWidget" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "anchor" TEXT,

    CONSTRAINT "AgentWidget_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AnalyticWidget" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "anchor" TEXT,

    CONSTRAINT "AnalyticWidget_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BillingCurrency" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "symbol" TEXT,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "BillingCurrency_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BillingPaymentIntent" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'one_off',
    "status" TEXT NOT NULL DEFAULT 'open',
    "amount" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "interval" TEXT,

    CONSTRAINT "BillingPaymentIntent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BillingInvoice" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "provider" TEXT NOT NULL DEFAULT 'stripe',
    "status" TEXT NOT NULL DEFAULT 'open',
    "amount" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "paymentUrl" TEXT,
    "providerId" TEXT,

    CONSTRAINT "BillingInvoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BillingWidget" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "anchor" TEXT,

    CONSTRAINT "BillingWidget_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BillingPaymentIntentsToInvoices" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "paymentIntentId" TEXT NOT NULL,
    "invoiceId" TEXT NOT NULL,

    CONSTRAINT "BillingPaymentIntentsToInvoices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BillingPaymentIntentsToCurrencies" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "paymentIntentId" TEXT NOT NULL,
    "currencyId" TEXT NOT NULL,

    CONSTRAINT "BillingPaymentIntentsToCurrencies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BlogArticle" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "BlogArticle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BlogCategory" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "BlogCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BlogWidget" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "anchor" TEXT,

    CONSTRAINT "BlogWidget_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BlogWidgetsToArticles" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "widgetId" TEXT NOT NULL,
    "articleId" TEXT NOT NULL,

    CONSTRAINT "BlogWidgetsToArticles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BlogWidgetsToCategories" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "widgetId" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,

    CONSTRAINT "BlogWidgetsToCategories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BlogCategoriesToArticles" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "categoryId" TEXT NOT NULL,
    "articleId" TEXT NOT NULL,

    CONSTRAINT "BlogCategoriesToArticles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BlogArticlesToFileStorageModuleFiles" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "articleId" TEXT NOT NULL,
    "fileStorageModuleFileId" TEXT NOT NULL,

    CONSTRAINT "BlogArticlesToFileStorageModuleFiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BlogArticlesToWebsiteBuilderModuleWidgets" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "articleId" TEXT NOT NULL,
    "websiteBuilderModuleWidgetId" TEXT NOT NULL,

    CONSTRAINT "BlogArticlesToWebsiteBuilderModuleWidgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BlogArticlesToEcommerceModuleProducts" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "articleId" TEXT NOT NULL,
    "ecommerceModuleProductId" TEXT NOT NULL,

    CONSTRAINT "BlogArticlesToEcommerceModuleProducts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BroadcastWidget" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "anchor" TEXT,

    CONSTRAINT "BroadcastWidget_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CrmForm" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "CrmForm_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CrmInput" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'default',
    "isRequired" BOOLEAN NOT NULL DEFAULT false,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "label" JSONB NOT NULL DEFAULT '{}',
    "placeholder" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "CrmInput_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CrmRequest" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "payload" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "CrmRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CrmWidget" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "anchor" TEXT,

    CONSTRAINT "CrmWidget_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CrmWidgetsToForms" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "widgetId" TEXT NOT NULL,
    "formId" TEXT NOT NULL,

    CONSTRAINT "CrmWidgetsToForms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CrmFormsToInputs" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "formId" TEXT NOT NULL,
    "inputId" TEXT NOT NULL,

    CONSTRAINT "CrmFormsToInputs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CrmFormsToRequests" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "formId" TEXT NOT NULL,
    "requestId" TEXT NOT NULL,

    CONSTRAINT "CrmFormsToRequests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceProduct" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'one_off',
    "title" JSONB NOT NULL DEFAULT '{}',
    "shortDescription" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "EcommerceProduct_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceStore" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "shortDescription" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "EcommerceStore_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceCategory" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "EcommerceCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceAttribute" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "string" JSONB NOT NULL DEFAULT '{}',
    "number" DOUBLE PRECISION,
    "boolean" BOOLEAN,
    "date" DATE,
    "datetime" TIMESTAMPTZ(3),

    CONSTRAINT "EcommerceAttribute_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceAttributeKey" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'feature',
    "field" TEXT NOT NULL DEFAULT 'string',
    "title" JSONB NOT NULL DEFAULT '{}',
    "prefix" JSONB NOT NULL DEFAULT '{}',
    "suffix" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "EcommerceAttributeKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceOrder" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "type" TEXT NOT NULL DEFAULT 'cart',
    "status" TEXT NOT NULL DEFAULT 'new',
    "receipt" TEXT NOT NULL DEFAULT '',
    "comment" TEXT,

    CONSTRAINT "EcommerceOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceWidget" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "anchor" TEXT,

    CONSTRAINT "EcommerceWidget_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceOrdersToProducts" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "orderId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,

    CONSTRAINT "EcommerceOrdersToProducts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceStoresToProducts" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "sku" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,

    CONSTRAINT "EcommerceStoresToProducts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceCategoriesToProducts" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "categoryId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,

    CONSTRAINT "EcommerceCategoriesToProducts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceProductsToAttributes" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "productId" TEXT NOT NULL,
    "attributeId" TEXT NOT NULL,

    CONSTRAINT "EcommerceProductsToAttributes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceStoresToAttributes" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "storeId" TEXT NOT NULL,
    "attributeId" TEXT NOT NULL,

    CONSTRAINT "EcommerceStoresToAttributes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceStoresToProductsToAttributes" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "storesToProductsId" TEXT NOT NULL,
    "attributeId" TEXT NOT NULL,

    CONSTRAINT "EcommerceStoresToProductsToAttributes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceAttributeKeysToAttributes" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "attributeKeyId" TEXT NOT NULL,
    "attributeId" TEXT NOT NULL,

    CONSTRAINT "EcommerceAttributeKeysToAttributes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceAttributesToBillingModuleCurrencies" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "attributeId" TEXT NOT NULL,
    "billingModuleCurrencyId" TEXT NOT NULL,

    CONSTRAINT "EcommerceAttributesToBillingModuleCurrencies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceProductsToFileStorageModuleFiles" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "productId" TEXT NOT NULL,
    "fileStorageModuleFileId" TEXT NOT NULL,

    CONSTRAINT "EcommerceProductsToFileStorageModuleFiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceCategoriesToFileStorageModuleFiles" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "categoryId" TEXT NOT NULL,
    "fileStorageModuleFileId" TEXT NOT NULL,

    CONSTRAINT "EcommerceCategoriesToFileStorageModuleFiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceProductsToWebsiteBuilderModuleWidgets" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "productId" TEXT NOT NULL,
    "websiteBuilderModuleWidgetId" TEXT NOT NULL,

    CONSTRAINT "EcommerceProductsToWebsiteBuilderModuleWidgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceWidgetsToProducts" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "widgetId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,

    CONSTRAINT "EcommerceWidgetsToProducts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceWidgetsToStores" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "widgetId" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,

    CONSTRAINT "EcommerceWidgetsToStores_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceWidgetsToCategories" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "widgetId" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,

    CONSTRAINT "EcommerceWidgetsToCategories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceOrdersToBillingModuleCurrencies" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "orderId" TEXT NOT NULL,
    "billingModuleCurrencyId" TEXT NOT NULL,

    CONSTRAINT "EcommerceOrdersToBillingModuleCurrencies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceOrdersToBillingModulePaymentIntents" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "orderId" TEXT NOT NULL,
    "billingModulePaymentIntentId" TEXT NOT NULL,

    CONSTRAINT "EcommerceOrdersToBillingModulePaymentIntents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EcommerceOrdersToFileStorageModuleFiles" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "orderId" TEXT NOT NULL,
    "fileStorageModuleFileId" TEXT NOT NULL,

    CONSTRAINT "EcommerceOrdersToFileStorageModuleFiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FileStorageFile" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "file" TEXT NOT NULL,
    "containerClassName" TEXT,
    "width" INTEGER,
    "height" INTEGER,
    "alt" TEXT,
    "size" INTEGER,
    "extension" TEXT,
    "mimeType" TEXT,

    CONSTRAINT "FileStorageFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FileStorageWidget" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "anchor" TEXT,

    CONSTRAINT "FileStorageWidget_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FileStorageWidgetsToFiles" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "widgetId" TEXT NOT NULL,
    "fileId" TEXT NOT NULL,

    CONSTRAINT "FileStorageWidgetsToFiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HostPage" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "title" TEXT NOT NULL DEFAULT 'Page',
    "url" TEXT NOT NULL DEFAULT '/',
    "description" TEXT NOT NULL DEFAULT 'Description',
    "language" TEXT NOT NULL DEFAULT 'en',
    "adminTitle" TEXT NOT NULL,

    CONSTRAINT "HostPage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HostLayout" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "title" TEXT NOT NULL,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,

    CONSTRAINT "HostLayout_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HostMetadata" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "keywords" TEXT,
    "author" TEXT,
    "viewport" TEXT,
    "opengraphTitle" TEXT,
    "opengraphDescription" TEXT,
    "opengraphUrl" TEXT,
    "opengraphType" TEXT,
    "opengraphSiteName" TEXT,
    "opengraphLocale" TEXT,
    "twitterCard" TEXT,
    "twitterSite" TEXT,
    "twitterCreator" TEXT,
    "twitterTitle" TEXT,
    "twitterDescription" TEXT,
    "twitterUrl" TEXT,
    "twitterDomain" TEXT,
    "twitterAppCountryName" TEXT,

    CONSTRAINT "HostMetadata_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HostWidget" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "anchor" TEXT,

    CONSTRAINT "HostWidget_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HostPagesToWidgets" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "pageId" TEXT NOT NULL,
    "widgetId" TEXT NOT NULL,

    CONSTRAINT "HostPagesToWidgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HostPagesToLayouts" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "pageId" TEXT NOT NULL,
    "layoutId" TEXT NOT NULL,

    CONSTRAINT "HostPagesToLayouts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HostPagesToMetadata" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "pageId" TEXT NOT NULL,
    "metadataId" TEXT NOT NULL,

    CONSTRAINT "HostPagesToMetadata_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HostLayoutsToWidgets" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "layoutId" TEXT NOT NULL,
    "widgetId" TEXT NOT NULL,

    CONSTRAINT "HostLayoutsToWidgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HostWidgetsToExternalWidgets" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "externalModule" TEXT NOT NULL DEFAULT 'website-builder',
    "externalWidgetId" TEXT NOT NULL,
    "widgetId" TEXT NOT NULL,

    CONSTRAINT "HostWidgetsToExternalWidgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationTopic" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "NotificationTopic_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationTemplate" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "NotificationTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationWidget" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "anchor" TEXT,

    CONSTRAINT "NotificationWidget_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationTopicsToTemplates" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "topicId" TEXT NOT NULL,
    "templateId" TEXT NOT NULL,

    CONSTRAINT "NotificationTopicsToTemplates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RbacSubject" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "slug" TEXT NOT NULL,

    CONSTRAINT "RbacSubject_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RbacIdentity" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "provider" TEXT NOT NULL DEFAULT 'email_and_password',
    "email" TEXT,
    "account" TEXT,
    "password" TEXT,
    "salt" TEXT,
    "code" TEXT,

    CONSTRAINT "RbacIdentity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RbacRole" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "availableOnRegistration" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "RbacRole_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RbacAction" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "method" TEXT NOT NULL DEFAULT 'GET',
    "path" TEXT NOT NULL,

    CONSTRAINT "RbacAction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RbacWidget" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "anchor" TEXT,

    CONSTRAINT "RbacWidget_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RbacSubjectsToRoles" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "subjectId" TEXT NOT NULL,
    "roleId" TEXT NOT NULL,

    CONSTRAINT "RbacSubjectsToRoles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RbacSubjectsToIdentities" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "subjectId" TEXT NOT NULL,
    "identityId" TEXT NOT NULL,

    CONSTRAINT "RbacSubjectsToIdentities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RbacRolesToActions" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "roleId" TEXT NOT NULL,
    "actionId" TEXT NOT NULL,

    CONSTRAINT "RbacRolesToActions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RbacRolesToEcommerceModuleProducts" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "roleId" TEXT NOT NULL,
    "ecommerceModuleProductId" TEXT NOT NULL,

    CONSTRAINT "RbacRolesToEcommerceModuleProducts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RbacSubjectsToSocialModuleProfiles" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "subjectId" TEXT NOT NULL,
    "socialModuleProfileId" TEXT NOT NULL,

    CONSTRAINT "RbacSubjectsToSocialModuleProfiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RbacSubjectsToEcommerceModuleProducts" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "subjectId" TEXT NOT NULL,
    "ecommerceModuleProductId" TEXT NOT NULL,

    CONSTRAINT "RbacSubjectsToEcommerceModuleProducts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RbacSubjectsToEcommerceModuleOrders" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "subjectId" TEXT NOT NULL,
    "ecommerceModuleOrderId" TEXT NOT NULL,

    CONSTRAINT "RbacSubjectsToEcommerceModuleOrders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RbacSubjectsToNotificationModuleTopics" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "subjectId" TEXT NOT NULL,
    "notificationModuleTopicId" TEXT NOT NULL,

    CONSTRAINT "RbacSubjectsToNotificationModuleTopics_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RbacSubjectsToBillingModulePaymentIntents" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "subjectId" TEXT NOT NULL,
    "billingModulePaymentIntentId" TEXT NOT NULL,

    CONSTRAINT "RbacSubjectsToBillingModulePaymentIntents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RbacSubjectsToBlogModuleArticles" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "subjectId" TEXT NOT NULL,
    "blogModuleArticleId" TEXT NOT NULL,

    CONSTRAINT "RbacSubjectsToBlogModuleArticles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SocialProfile" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "SocialProfile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SocialChat" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "SocialChat_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SocialMessage" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "SocialMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SocialWidget" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "anchor" TEXT,

    CONSTRAINT "SocialWidget_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SocialProfilesToMessages" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "isRead" BOOLEAN NOT NULL DEFAULT false,
    "profileId" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,

    CONSTRAINT "SocialProfilesToMessages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SocialProfilesToChats" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "profileId" TEXT NOT NULL,
    "chatId" TEXT NOT NULL,

    CONSTRAINT "SocialProfilesToChats_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SocialChatsToMessages" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "chatId" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,

    CONSTRAINT "SocialChatsToMessages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SocialProfilesToWebsiteBuilderModuleWidgets" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "profileId" TEXT NOT NULL,
    "websiteBuilderModuleWidgetId" TEXT NOT NULL,

    CONSTRAINT "SocialProfilesToWebsiteBuilderModuleWidgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SocialProfilesToEcommerceModuleProducts" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "profileId" TEXT NOT NULL,
    "ecommerceModuleProductId" TEXT NOT NULL,

    CONSTRAINT "SocialProfilesToEcommerceModuleProducts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StartupWidget" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "anchor" TEXT,

    CONSTRAINT "StartupWidget_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebsiteBuilderWidget" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "anchor" TEXT,

    CONSTRAINT "WebsiteBuilderWidget_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebsiteBuilderSlider" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "WebsiteBuilderSlider_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebsiteBuilderSlide" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "url" TEXT,

    CONSTRAINT "WebsiteBuilderSlide_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebsiteBuilderButton" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "url" TEXT,

    CONSTRAINT "WebsiteBuilderButton_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebsiteBuilderButtonsArray" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "WebsiteBuilderButtonsArray_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebsiteBuilderFeature" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "WebsiteBuilderFeature_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebsiteBuilderLogotype" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "url" TEXT,

    CONSTRAINT "WebsiteBuilderLogotype_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebsiteBuilderWidgetsToSliders" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "widgetId" TEXT NOT NULL,
    "sliderId" TEXT NOT NULL,

    CONSTRAINT "WebsiteBuilderWidgetsToSliders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebsiteBuilderWidgetsToFeatures" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "widgetId" TEXT NOT NULL,
    "featureId" TEXT NOT NULL,

    CONSTRAINT "WebsiteBuilderWidgetsToFeatures_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebsiteBuilderWidgetsToLogotypes" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "widgetId" TEXT NOT NULL,
    "logotypeId" TEXT NOT NULL,

    CONSTRAINT "WebsiteBuilderWidgetsToLogotypes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebsiteBuilderWidgetsToButtonsArrays" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "widgetId" TEXT NOT NULL,
    "buttonsArrayId" TEXT NOT NULL,

    CONSTRAINT "WebsiteBuilderWidgetsToButtonsArrays_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebsiteBuilderWidgetsToFileStorageModuleFiles" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "widgetId" TEXT NOT NULL,
    "fileStorageModuleFileId" TEXT NOT NULL,

    CONSTRAINT "WebsiteBuilderWidgetsToFileStorageModuleFiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebsiteBuilderSlidersToSlides" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "sliderId" TEXT NOT NULL,
    "slideId" TEXT NOT NULL,

    CONSTRAINT "WebsiteBuilderSlidersToSlides_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebsiteBuilderSlidesToButtonsArrays" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "slideId" TEXT NOT NULL,
    "buttonsArrayId" TEXT NOT NULL,

    CONSTRAINT "WebsiteBuilderSlidesToButtonsArrays_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebsiteBuilderSlidesToFileStorageModuleFiles" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "slideId" TEXT NOT NULL,
    "fileStorageModuleFileId" TEXT NOT NULL,

    CONSTRAINT "WebsiteBuilderSlidesToFileStorageModuleFiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebsiteBuilderButtonsArraysToButtons" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "buttonsArrayId" TEXT NOT NULL,
    "buttonId" TEXT NOT NULL,

    CONSTRAINT "WebsiteBuilderButtonsArraysToButtons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebsiteBuilderLogotypesToFileStorageModuleFiles" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "logotypeId" TEXT NOT NULL,
    "fileStorageModuleFileId" TEXT NOT NULL,

    CONSTRAINT "WebsiteBuilderLogotypesToFileStorageModuleFiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebsiteBuilderFeaturesToFileStorageModuleFiles" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "featureId" TEXT NOT NULL,
    "fileStorageModuleFileId" TEXT NOT NULL,

    CONSTRAINT "WebsiteBuilderFeaturesToFileStorageModuleFiles_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AgentWidget_slug_key" ON "AgentWidget"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "AnalyticWidget_slug_key" ON "AnalyticWidget"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "BillingCurrency_slug_key" ON "BillingCurrency"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "BillingPaymentIntent_slug_key" ON "BillingPaymentIntent"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "BillingInvoice_slug_key" ON "BillingInvoice"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "BillingWidget_slug_key" ON "BillingWidget"("slug");

-- CreateIndex
CREATE INDEX "BillingPaymentIntentsToInvoices_paymentIntentId_idx" ON "BillingPaymentIntentsToInvoices"("paymentIntentId");

-- CreateIndex
CREATE INDEX "BillingPaymentIntentsToInvoices_invoiceId_idx" ON "BillingPaymentIntentsToInvoices"("invoiceId");

-- CreateIndex
CREATE INDEX "BillingPaymentIntentsToCurrencies_paymentIntentId_idx" ON "BillingPaymentIntentsToCurrencies"("paymentIntentId");

-- CreateIndex
CREATE INDEX "BillingPaymentIntentsToCurrencies_currencyId_idx" ON "BillingPaymentIntentsToCurrencies"("currencyId");

-- CreateIndex
CREATE UNIQUE INDEX "BlogArticle_slug_key" ON "BlogArticle"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "BlogCategory_slug_key" ON "BlogCategory"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "BlogWidget_slug_key" ON "BlogWidget"("slug");

-- CreateIndex
CREATE INDEX "BlogWidgetsToArticles_widgetId_idx" ON "BlogWidgetsToArticles"("widgetId");

-- CreateIndex
CREATE INDEX "BlogWidgetsToArticles_articleId_idx" ON "BlogWidgetsToArticles"("articleId");

-- CreateIndex
CREATE INDEX "BlogWidgetsToCategories_widgetId_idx" ON "BlogWidgetsToCategories"("widgetId");

-- CreateIndex
CREATE INDEX "BlogWidgetsToCategories_categoryId_idx" ON "BlogWidgetsToCategories"("categoryId");

-- CreateIndex
CREATE INDEX "BlogCategoriesToArticles_categoryId_idx" ON "BlogCategoriesToArticles"("categoryId");

-- CreateIndex
CREATE INDEX "BlogCategoriesToArticles_articleId_idx" ON "BlogCategoriesToArticles"("articleId");

-- CreateIndex
CREATE INDEX "BlogArticlesToFileStorageModuleFiles_articleId_idx" ON "BlogArticlesToFileStorageModuleFiles"("articleId");

-- CreateIndex
CREATE INDEX "BlogArticlesToFileStorageModuleFiles_fileStorageModuleFileI_idx" ON "BlogArticlesToFileStorageModuleFiles"("fileStorageModuleFileId");

-- CreateIndex
CREATE INDEX "BlogArticlesToWebsiteBuilderModuleWidgets_articleId_idx" ON "BlogArticlesToWebsiteBuilderModuleWidgets"("articleId");

-- CreateIndex
CREATE INDEX "BlogArticlesToWebsiteBuilderModuleWidgets_websiteBuilderMod_idx" ON "BlogArticlesToWebsiteBuilderModuleWidgets"("websiteBuilderModuleWidgetId");

-- CreateIndex
CREATE INDEX "BlogArticlesToEcommerceModuleProducts_articleId_idx" ON "BlogArticlesToEcommerceModuleProducts"("articleId");

-- CreateIndex
CREATE INDEX "BlogArticlesToEcommerceModuleProducts_ecommerceModuleProduc_idx" ON "BlogArticlesToEcommerceModuleProducts"("ecommerceModuleProductId");

-- CreateIndex
CREATE UNIQUE INDEX "BroadcastWidget_slug_key" ON "BroadcastWidget"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "CrmForm_slug_key" ON "CrmForm"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "CrmInput_slug_key" ON "CrmInput"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "CrmRequest_slug_key" ON "CrmRequest"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "CrmWidget_slug_key" ON "CrmWidget"("slug");

-- CreateIndex
CREATE INDEX "CrmWidgetsToForms_widgetId_idx" ON "CrmWidgetsToForms"("widgetId");

-- CreateIndex
CREATE INDEX "CrmWidgetsToForms_formId_idx" ON "CrmWidgetsToForms"("formId");

-- CreateIndex
CREATE INDEX "CrmFormsToInputs_formId_idx" ON "CrmFormsToInputs"("formId");

-- CreateIndex
CREATE INDEX "CrmFormsToInputs_inputId_idx" ON "CrmFormsToInputs"("inputId");

-- CreateIndex
CREATE INDEX "CrmFormsToRequests_formId_idx" ON "CrmFormsToRequests"("formId");

-- CreateIndex
CREATE INDEX "CrmFormsToRequests_requestId_idx" ON "CrmFormsToRequests"("requestId");

-- CreateIndex
CREATE UNIQUE INDEX "EcommerceProduct_slug_key" ON "EcommerceProduct"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "EcommerceStore_slug_key" ON "EcommerceStore"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "EcommerceCategory_slug_key" ON "EcommerceCategory"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "EcommerceAttributeKey_slug_key" ON "EcommerceAttributeKey"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "EcommerceWidget_slug_key" ON "EcommerceWidget"("slug");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToProducts_orderId_idx" ON "EcommerceOrdersToProducts"("orderId");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToProducts_productId_idx" ON "EcommerceOrdersToProducts"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "EcommerceStoresToProducts_sku_key" ON "EcommerceStoresToProducts"("sku");

-- CreateIndex
CREATE INDEX "EcommerceStoresToProducts_storeId_idx" ON "EcommerceStoresToProducts"("storeId");

-- CreateIndex
CREATE INDEX "EcommerceStoresToProducts_productId_idx" ON "EcommerceStoresToProducts"("productId");

-- CreateIndex
CREATE INDEX "EcommerceCategoriesToProducts_categoryId_idx" ON "EcommerceCategoriesToProducts"("categoryId");

-- CreateIndex
CREATE INDEX "EcommerceCategoriesToProducts_productId_idx" ON "EcommerceCategoriesToProducts"("productId");

-- CreateIndex
CREATE INDEX "EcommerceProductsToAttributes_productId_idx" ON "EcommerceProductsToAttributes"("productId");

-- CreateIndex
CREATE INDEX "EcommerceProductsToAttributes_attributeId_idx" ON "EcommerceProductsToAttributes"("attributeId");

-- CreateIndex
CREATE INDEX "EcommerceStoresToAttributes_storeId_idx" ON "EcommerceStoresToAttributes"("storeId");

-- CreateIndex
CREATE INDEX "EcommerceStoresToAttributes_attributeId_idx" ON "EcommerceStoresToAttributes"("attributeId");

-- CreateIndex
CREATE INDEX "EcommerceStoresToProductsToAttributes_storesToProductsId_idx" ON "EcommerceStoresToProductsToAttributes"("storesToProductsId");

-- CreateIndex
CREATE INDEX "EcommerceStoresToProductsToAttributes_attributeId_idx" ON "EcommerceStoresToProductsToAttributes"("attributeId");

-- CreateIndex
CREATE INDEX "EcommerceAttributeKeysToAttributes_attributeKeyId_idx" ON "EcommerceAttributeKeysToAttributes"("attributeKeyId");

-- CreateIndex
CREATE INDEX "EcommerceAttributeKeysToAttributes_attributeId_idx" ON "EcommerceAttributeKeysToAttributes"("attributeId");

-- CreateIndex
CREATE INDEX "EcommerceAttributesToBillingModuleCurrencies_attributeId_idx" ON "EcommerceAttributesToBillingModuleCurrencies"("attributeId");

-- CreateIndex
CREATE INDEX "EcommerceAttributesToBillingModuleCurrencies_billingModuleC_idx" ON "EcommerceAttributesToBillingModuleCurrencies"("billingModuleCurrencyId");

-- CreateIndex
CREATE INDEX "EcommerceProductsToFileStorageModuleFiles_productId_idx" ON "EcommerceProductsToFileStorageModuleFiles"("productId");

-- CreateIndex
CREATE INDEX "EcommerceProductsToFileStorageModuleFiles_fileStorageModule_idx" ON "EcommerceProductsToFileStorageModuleFiles"("fileStorageModuleFileId");

-- CreateIndex
CREATE INDEX "EcommerceCategoriesToFileStorageModuleFiles_categoryId_idx" ON "EcommerceCategoriesToFileStorageModuleFiles"("categoryId");

-- CreateIndex
CREATE INDEX "EcommerceCategoriesToFileStorageModuleFiles_fileStorageModu_idx" ON "EcommerceCategoriesToFileStorageModuleFiles"("fileStorageModuleFileId");

-- CreateIndex
CREATE INDEX "EcommerceProductsToWebsiteBuilderModuleWidgets_productId_idx" ON "EcommerceProductsToWebsiteBuilderModuleWidgets"("productId");

-- CreateIndex
CREATE INDEX "EcommerceProductsToWebsiteBuilderModuleWidgets_websiteBuild_idx" ON "EcommerceProductsToWebsiteBuilderModuleWidgets"("websiteBuilderModuleWidgetId");

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToProducts_widgetId_idx" ON "EcommerceWidgetsToProducts"("widgetId");

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToProducts_productId_idx" ON "EcommerceWidgetsToProducts"("productId");

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToStores_widgetId_idx" ON "EcommerceWidgetsToStores"("widgetId");

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToStores_storeId_idx" ON "EcommerceWidgetsToStores"("storeId");

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToCategories_widgetId_idx" ON "EcommerceWidgetsToCategories"("widgetId");

-- CreateIndex
CREATE INDEX "EcommerceWidgetsToCategories_categoryId_idx" ON "EcommerceWidgetsToCategories"("categoryId");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToBillingModuleCurrencies_orderId_idx" ON "EcommerceOrdersToBillingModuleCurrencies"("orderId");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToBillingModuleCurrencies_billingModuleCurre_idx" ON "EcommerceOrdersToBillingModuleCurrencies"("billingModuleCurrencyId");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToBillingModulePaymentIntents_orderId_idx" ON "EcommerceOrdersToBillingModulePaymentIntents"("orderId");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToBillingModulePaymentIntents_billingModuleP_idx" ON "EcommerceOrdersToBillingModulePaymentIntents"("billingModulePaymentIntentId");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToFileStorageModuleFiles_orderId_idx" ON "EcommerceOrdersToFileStorageModuleFiles"("orderId");

-- CreateIndex
CREATE INDEX "EcommerceOrdersToFileStorageModuleFiles_fileStorageModuleFi_idx" ON "EcommerceOrdersToFileStorageModuleFiles"("fileStorageModuleFileId");

-- CreateIndex
CREATE UNIQUE INDEX "FileStorageWidget_slug_key" ON "FileStorageWidget"("slug");

-- CreateIndex
CREATE INDEX "FileStorageWidgetsToFiles_widgetId_idx" ON "FileStorageWidgetsToFiles"("widgetId");

-- CreateIndex
CREATE INDEX "FileStorageWidgetsToFiles_fileId_idx" ON "FileStorageWidgetsToFiles"("fileId");

-- CreateIndex
CREATE UNIQUE INDEX "HostPage_url_key" ON "HostPage"("url");

-- CreateIndex
CREATE UNIQUE INDEX "HostLayout_slug_key" ON "HostLayout"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "HostMetadata_slug_key" ON "HostMetadata"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "HostWidget_slug_key" ON "HostWidget"("slug");

-- CreateIndex
CREATE INDEX "HostPagesToWidgets_pageId_idx" ON "HostPagesToWidgets"("pageId");

-- CreateIndex
CREATE INDEX "HostPagesToWidgets_widgetId_idx" ON "HostPagesToWidgets"("widgetId");

-- CreateIndex
CREATE INDEX "HostPagesToLayouts_pageId_idx" ON "HostPagesToLayouts"("pageId");

-- CreateIndex
CREATE INDEX "HostPagesToLayouts_layoutId_idx" ON "HostPagesToLayouts"("layoutId");

-- CreateIndex
CREATE INDEX "HostPagesToMetadata_pageId_idx" ON "HostPagesToMetadata"("pageId");

-- CreateIndex
CREATE INDEX "HostPagesToMetadata_metadataId_idx" ON "HostPagesToMetadata"("metadataId");

-- CreateIndex
CREATE INDEX "HostLayoutsToWidgets_layoutId_idx" ON "HostLayoutsToWidgets"("layoutId");

-- CreateIndex
CREATE INDEX "HostLayoutsToWidgets_widgetId_idx" ON "HostLayoutsToWidgets"("widgetId");

-- CreateIndex
CREATE INDEX "HostWidgetsToExternalWidgets_widgetId_idx" ON "HostWidgetsToExternalWidgets"("widgetId");

-- CreateIndex
CREATE INDEX "HostWidgetsToExternalWidgets_externalWidgetId_idx" ON "HostWidgetsToExternalWidgets"("externalWidgetId");

-- CreateIndex
CREATE UNIQUE INDEX "NotificationTopic_slug_key" ON "NotificationTopic"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "NotificationTemplate_slug_key" ON "NotificationTemplate"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "NotificationWidget_slug_key" ON "NotificationWidget"("slug");

-- CreateIndex
CREATE INDEX "NotificationTopicsToTemplates_topicId_idx" ON "NotificationTopicsToTemplates"("topicId");

-- CreateIndex
CREATE INDEX "NotificationTopicsToTemplates_templateId_idx" ON "NotificationTopicsToTemplates"("templateId");

-- CreateIndex
CREATE UNIQUE INDEX "RbacSubject_slug_key" ON "RbacSubject"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "RbacRole_title_key" ON "RbacRole"("title");

-- CreateIndex
CREATE UNIQUE INDEX "RbacRole_slug_key" ON "RbacRole"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "RbacAction_slug_key" ON "RbacAction"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "RbacWidget_slug_key" ON "RbacWidget"("slug");

-- CreateIndex
CREATE INDEX "RbacSubjectsToRoles_subjectId_idx" ON "RbacSubjectsToRoles"("subjectId");

-- CreateIndex
CREATE INDEX "RbacSubjectsToRoles_roleId_idx" ON "RbacSubjectsToRoles"("roleId");

-- CreateIndex
CREATE INDEX "RbacSubjectsToIdentities_subjectId_idx" ON "RbacSubjectsToIdentities"("subjectId");

-- CreateIndex
CREATE INDEX "RbacSubjectsToIdentities_identityId_idx" ON "RbacSubjectsToIdentities"("identityId");

-- CreateIndex
CREATE INDEX "RbacRolesToActions_roleId_idx" ON "RbacRolesToActions"("roleId");

-- CreateIndex
CREATE INDEX "RbacRolesToActions_actionId_idx" ON "RbacRolesToActions"("actionId");

-- CreateIndex
CREATE INDEX "RbacRolesToEcommerceModuleProducts_roleId_idx" ON "RbacRolesToEcommerceModuleProducts"("roleId");

-- CreateIndex
CREATE INDEX "RbacRolesToEcommerceModuleProducts_ecommerceModuleProductId_idx" ON "RbacRolesToEcommerceModuleProducts"("ecommerceModuleProductId");

-- CreateIndex
CREATE INDEX "RbacSubjectsToSocialModuleProfiles_subjectId_idx" ON "RbacSubjectsToSocialModuleProfiles"("subjectId");

-- CreateIndex
CREATE INDEX "RbacSubjectsToSocialModuleProfiles_socialModuleProfileId_idx" ON "RbacSubjectsToSocialModuleProfiles"("socialModuleProfileId");

-- CreateIndex
CREATE INDEX "RbacSubjectsToEcommerceModuleProducts_subjectId_idx" ON "RbacSubjectsToEcommerceModuleProducts"("subjectId");

-- CreateIndex
CREATE INDEX "RbacSubjectsToEcommerceModuleProducts_ecommerceModuleProduc_idx" ON "RbacSubjectsToEcommerceModuleProducts"("ecommerceModuleProductId");

-- CreateIndex
CREATE INDEX "RbacSubjectsToEcommerceModuleOrders_subjectId_idx" ON "RbacSubjectsToEcommerceModuleOrders"("subjectId");

-- CreateIndex
CREATE INDEX "RbacSubjectsToEcommerceModuleOrders_ecommerceModuleOrderId_idx" ON "RbacSubjectsToEcommerceModuleOrders"("ecommerceModuleOrderId");

-- CreateIndex
CREATE INDEX "RbacSubjectsToNotificationModuleTopics_subjectId_idx" ON "RbacSubjectsToNotificationModuleTopics"("subjectId");

-- CreateIndex
CREATE INDEX "RbacSubjectsToNotificationModuleTopics_notificationModuleTo_idx" ON "RbacSubjectsToNotificationModuleTopics"("notificationModuleTopicId");

-- CreateIndex
CREATE INDEX "RbacSubjectsToBillingModulePaymentIntents_subjectId_idx" ON "RbacSubjectsToBillingModulePaymentIntents"("subjectId");

-- CreateIndex
CREATE INDEX "RbacSubjectsToBillingModulePaymentIntents_billingModulePaym_idx" ON "RbacSubjectsToBillingModulePaymentIntents"("billingModulePaymentIntentId");

-- CreateIndex
CREATE INDEX "RbacSubjectsToBlogModuleArticles_subjectId_idx" ON "RbacSubjectsToBlogModuleArticles"("subjectId");

-- CreateIndex
CREATE INDEX "RbacSubjectsToBlogModuleArticles_blogModuleArticleId_idx" ON "RbacSubjectsToBlogModuleArticles"("blogModuleArticleId");

-- CreateIndex
CREATE UNIQUE INDEX "SocialProfile_slug_key" ON "SocialProfile"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "SocialChat_slug_key" ON "SocialChat"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "SocialWidget_slug_key" ON "SocialWidget"("slug");

-- CreateIndex
CREATE INDEX "SocialProfilesToMessages_profileId_idx" ON "SocialProfilesToMessages"("profileId");

-- CreateIndex
CREATE INDEX "SocialProfilesToMessages_messageId_idx" ON "SocialProfilesToMessages"("messageId");

-- CreateIndex
CREATE INDEX "SocialProfilesToChats_profileId_idx" ON "SocialProfilesToChats"("profileId");

-- CreateIndex
CREATE INDEX "SocialProfilesToChats_chatId_idx" ON "SocialProfilesToChats"("chatId");

-- CreateIndex
CREATE INDEX "SocialChatsToMessages_chatId_idx" ON "SocialChatsToMessages"("chatId");

-- CreateIndex
CREATE INDEX "SocialChatsToMessages_messageId_idx" ON "SocialChatsToMessages"("messageId");

-- CreateIndex
CREATE INDEX "SocialProfilesToWebsiteBuilderModuleWidgets_profileId_idx" ON "SocialProfilesToWebsiteBuilderModuleWidgets"("profileId");

-- CreateIndex
CREATE INDEX "SocialProfilesToWebsiteBuilderModuleWidgets_websiteBuilderM_idx" ON "SocialProfilesToWebsiteBuilderModuleWidgets"("websiteBuilderModuleWidgetId");

-- CreateIndex
CREATE INDEX "SocialProfilesToEcommerceModuleProducts_profileId_idx" ON "SocialProfilesToEcommerceModuleProducts"("profileId");

-- CreateIndex
CREATE INDEX "SocialProfilesToEcommerceModuleProducts_ecommerceModuleProd_idx" ON "SocialProfilesToEcommerceModuleProducts"("ecommerceModuleProductId");

-- CreateIndex
CREATE UNIQUE INDEX "StartupWidget_slug_key" ON "StartupWidget"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "WebsiteBuilderWidget_slug_key" ON "WebsiteBuilderWidget"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "WebsiteBuilderSlider_slug_key" ON "WebsiteBuilderSlider"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "WebsiteBuilderSlide_slug_key" ON "WebsiteBuilderSlide"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "WebsiteBuilderButton_slug_key" ON "WebsiteBuilderButton"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "WebsiteBuilderButtonsArray_slug_key" ON "WebsiteBuilderButtonsArray"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "WebsiteBuilderFeature_slug_key" ON "WebsiteBuilderFeature"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "WebsiteBuilderLogotype_slug_key" ON "WebsiteBuilderLogotype"("slug");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToSliders_widgetId_idx" ON "WebsiteBuilderWidgetsToSliders"("widgetId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToSliders_sliderId_idx" ON "WebsiteBuilderWidgetsToSliders"("sliderId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToFeatures_widgetId_idx" ON "WebsiteBuilderWidgetsToFeatures"("widgetId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToFeatures_featureId_idx" ON "WebsiteBuilderWidgetsToFeatures"("featureId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToLogotypes_widgetId_idx" ON "WebsiteBuilderWidgetsToLogotypes"("widgetId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToLogotypes_logotypeId_idx" ON "WebsiteBuilderWidgetsToLogotypes"("logotypeId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToButtonsArrays_widgetId_idx" ON "WebsiteBuilderWidgetsToButtonsArrays"("widgetId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToButtonsArrays_buttonsArrayId_idx" ON "WebsiteBuilderWidgetsToButtonsArrays"("buttonsArrayId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToFileStorageModuleFiles_widgetId_idx" ON "WebsiteBuilderWidgetsToFileStorageModuleFiles"("widgetId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderWidgetsToFileStorageModuleFiles_fileStorageMo_idx" ON "WebsiteBuilderWidgetsToFileStorageModuleFiles"("fileStorageModuleFileId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidersToSlides_sliderId_idx" ON "WebsiteBuilderSlidersToSlides"("sliderId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidersToSlides_slideId_idx" ON "WebsiteBuilderSlidersToSlides"("slideId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidesToButtonsArrays_slideId_idx" ON "WebsiteBuilderSlidesToButtonsArrays"("slideId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidesToButtonsArrays_buttonsArrayId_idx" ON "WebsiteBuilderSlidesToButtonsArrays"("buttonsArrayId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidesToFileStorageModuleFiles_slideId_idx" ON "WebsiteBuilderSlidesToFileStorageModuleFiles"("slideId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderSlidesToFileStorageModuleFiles_fileStorageMod_idx" ON "WebsiteBuilderSlidesToFileStorageModuleFiles"("fileStorageModuleFileId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderButtonsArraysToButtons_buttonsArrayId_idx" ON "WebsiteBuilderButtonsArraysToButtons"("buttonsArrayId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderButtonsArraysToButtons_buttonId_idx" ON "WebsiteBuilderButtonsArraysToButtons"("buttonId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderLogotypesToFileStorageModuleFiles_logotypeId_idx" ON "WebsiteBuilderLogotypesToFileStorageModuleFiles"("logotypeId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderLogotypesToFileStorageModuleFiles_fileStorage_idx" ON "WebsiteBuilderLogotypesToFileStorageModuleFiles"("fileStorageModuleFileId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderFeaturesToFileStorageModuleFiles_featureId_idx" ON "WebsiteBuilderFeaturesToFileStorageModuleFiles"("featureId");

-- CreateIndex
CREATE INDEX "WebsiteBuilderFeaturesToFileStorageModuleFiles_fileStorageM_idx" ON "WebsiteBuilderFeaturesToFileStorageModuleFiles"("fileStorageModuleFileId");

-- AddForeignKey
ALTER TABLE "BillingPaymentIntentsToInvoices" ADD CONSTRAINT "BillingPaymentIntentsToInvoices_paymentIntentId_fkey" FOREIGN KEY ("paymentIntentId") REFERENCES "BillingPaymentIntent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BillingPaymentIntentsToInvoices" ADD CONSTRAINT "BillingPaymentIntentsToInvoices_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "BillingInvoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BillingPaymentIntentsToCurrencies" ADD CONSTRAINT "BillingPaymentIntentsToCurrencies_paymentIntentId_fkey" FOREIGN KEY ("paymentIntentId") REFERENCES "BillingPaymentIntent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BillingPaymentIntentsToCurrencies" ADD CONSTRAINT "BillingPaymentIntentsToCurrencies_currencyId_fkey" FOREIGN KEY ("currencyId") REFERENCES "BillingCurrency"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlogWidgetsToArticles" ADD CONSTRAINT "BlogWidgetsToArticles_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "BlogWidget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlogWidgetsToArticles" ADD CONSTRAINT "BlogWidgetsToArticles_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "BlogArticle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlogWidgetsToCategories" ADD CONSTRAINT "BlogWidgetsToCategories_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "BlogWidget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlogWidgetsToCategories" ADD CONSTRAINT "BlogWidgetsToCategories_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "BlogCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlogCategoriesToArticles" ADD CONSTRAINT "BlogCategoriesToArticles_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "BlogCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlogCategoriesToArticles" ADD CONSTRAINT "BlogCategoriesToArticles_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "BlogArticle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlogArticlesToFileStorageModuleFiles" ADD CONSTRAINT "BlogArticlesToFileStorageModuleFiles_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "BlogArticle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlogArticlesToFileStorageModuleFiles" ADD CONSTRAINT "BlogArticlesToFileStorageModuleFiles_fileStorageModuleFile_fkey" FOREIGN KEY ("fileStorageModuleFileId") REFERENCES "FileStorageFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlogArticlesToWebsiteBuilderModuleWidgets" ADD CONSTRAINT "BlogArticlesToWebsiteBuilderModuleWidgets_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "BlogArticle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlogArticlesToWebsiteBuilderModuleWidgets" ADD CONSTRAINT "BlogArticlesToWebsiteBuilderModuleWidgets_websiteBuilderMo_fkey" FOREIGN KEY ("websiteBuilderModuleWidgetId") REFERENCES "WebsiteBuilderWidget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlogArticlesToEcommerceModuleProducts" ADD CONSTRAINT "BlogArticlesToEcommerceModuleProducts_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "BlogArticle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlogArticlesToEcommerceModuleProducts" ADD CONSTRAINT "BlogArticlesToEcommerceModuleProducts_ecommerceModuleProdu_fkey" FOREIGN KEY ("ecommerceModuleProductId") REFERENCES "EcommerceProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CrmWidgetsToForms" ADD CONSTRAINT "CrmWidgetsToForms_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "CrmWidget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CrmWidgetsToForms" ADD CONSTRAINT "CrmWidgetsToForms_formId_fkey" FOREIGN KEY ("formId") REFERENCES "CrmForm"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CrmFormsToInputs" ADD CONSTRAINT "CrmFormsToInputs_formId_fkey" FOREIGN KEY ("formId") REFERENCES "CrmForm"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CrmFormsToInputs" ADD CONSTRAINT "CrmFormsToInputs_inputId_fkey" FOREIGN KEY ("inputId") REFERENCES "CrmInput"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CrmFormsToRequests" ADD CONSTRAINT "CrmFormsToRequests_formId_fkey" FOREIGN KEY ("formId") REFERENCES "CrmForm"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CrmFormsToRequests" ADD CONSTRAINT "CrmFormsToRequests_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "CrmRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceOrdersToProducts" ADD CONSTRAINT "EcommerceOrdersToProducts_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "EcommerceOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceOrdersToProducts" ADD CONSTRAINT "EcommerceOrdersToProducts_productId_fkey" FOREIGN KEY ("productId") REFERENCES "EcommerceProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceStoresToProducts" ADD CONSTRAINT "EcommerceStoresToProducts_storeId_fkey" FOREIGN KEY ("storeId") REFERENCES "EcommerceStore"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceStoresToProducts" ADD CONSTRAINT "EcommerceStoresToProducts_productId_fkey" FOREIGN KEY ("productId") REFERENCES "EcommerceProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceCategoriesToProducts" ADD CONSTRAINT "EcommerceCategoriesToProducts_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "EcommerceCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceCategoriesToProducts" ADD CONSTRAINT "EcommerceCategoriesToProducts_productId_fkey" FOREIGN KEY ("productId") REFERENCES "EcommerceProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceProductsToAttributes" ADD CONSTRAINT "EcommerceProductsToAttributes_productId_fkey" FOREIGN KEY ("productId") REFERENCES "EcommerceProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceProductsToAttributes" ADD CONSTRAINT "EcommerceProductsToAttributes_attributeId_fkey" FOREIGN KEY ("attributeId") REFERENCES "EcommerceAttribute"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceStoresToAttributes" ADD CONSTRAINT "EcommerceStoresToAttributes_storeId_fkey" FOREIGN KEY ("storeId") REFERENCES "EcommerceStore"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceStoresToAttributes" ADD CONSTRAINT "EcommerceStoresToAttributes_attributeId_fkey" FOREIGN KEY ("attributeId") REFERENCES "EcommerceAttribute"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceStoresToProductsToAttributes" ADD CONSTRAINT "EcommerceStoresToProductsToAttributes_storesToProductsId_fkey" FOREIGN KEY ("storesToProductsId") REFERENCES "EcommerceStoresToProducts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceStoresToProductsToAttributes" ADD CONSTRAINT "EcommerceStoresToProductsToAttributes_attributeId_fkey" FOREIGN KEY ("attributeId") REFERENCES "EcommerceAttribute"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceAttributeKeysToAttributes" ADD CONSTRAINT "EcommerceAttributeKeysToAttributes_attributeKeyId_fkey" FOREIGN KEY ("attributeKeyId") REFERENCES "EcommerceAttributeKey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceAttributeKeysToAttributes" ADD CONSTRAINT "EcommerceAttributeKeysToAttributes_attributeId_fkey" FOREIGN KEY ("attributeId") REFERENCES "EcommerceAttribute"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceAttributesToBillingModuleCurrencies" ADD CONSTRAINT "EcommerceAttributesToBillingModuleCurrencies_attributeId_fkey" FOREIGN KEY ("attributeId") REFERENCES "EcommerceAttribute"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceAttributesToBillingModuleCurrencies" ADD CONSTRAINT "EcommerceAttributesToBillingModuleCurrencies_billingModule_fkey" FOREIGN KEY ("billingModuleCurrencyId") REFERENCES "BillingCurrency"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceProductsToFileStorageModuleFiles" ADD CONSTRAINT "EcommerceProductsToFileStorageModuleFiles_productId_fkey" FOREIGN KEY ("productId") REFERENCES "EcommerceProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceProductsToFileStorageModuleFiles" ADD CONSTRAINT "EcommerceProductsToFileStorageModuleFiles_fileStorageModul_fkey" FOREIGN KEY ("fileStorageModuleFileId") REFERENCES "FileStorageFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceCategoriesToFileStorageModuleFiles" ADD CONSTRAINT "EcommerceCategoriesToFileStorageModuleFiles_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "EcommerceCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceCategoriesToFileStorageModuleFiles" ADD CONSTRAINT "EcommerceCategoriesToFileStorageModuleFiles_fileStorageMod_fkey" FOREIGN KEY ("fileStorageModuleFileId") REFERENCES "FileStorageFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceProductsToWebsiteBuilderModuleWidgets" ADD CONSTRAINT "EcommerceProductsToWebsiteBuilderModuleWidgets_productId_fkey" FOREIGN KEY ("productId") REFERENCES "EcommerceProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceProductsToWebsiteBuilderModuleWidgets" ADD CONSTRAINT "EcommerceProductsToWebsiteBuilderModuleWidgets_websiteBuil_fkey" FOREIGN KEY ("websiteBuilderModuleWidgetId") REFERENCES "WebsiteBuilderWidget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceWidgetsToProducts" ADD CONSTRAINT "EcommerceWidgetsToProducts_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "EcommerceWidget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceWidgetsToProducts" ADD CONSTRAINT "EcommerceWidgetsToProducts_productId_fkey" FOREIGN KEY ("productId") REFERENCES "EcommerceProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceWidgetsToStores" ADD CONSTRAINT "EcommerceWidgetsToStores_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "EcommerceWidget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceWidgetsToStores" ADD CONSTRAINT "EcommerceWidgetsToStores_storeId_fkey" FOREIGN KEY ("storeId") REFERENCES "EcommerceStore"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceWidgetsToCategories" ADD CONSTRAINT "EcommerceWidgetsToCategories_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "EcommerceWidget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceWidgetsToCategories" ADD CONSTRAINT "EcommerceWidgetsToCategories_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "EcommerceCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceOrdersToBillingModuleCurrencies" ADD CONSTRAINT "EcommerceOrdersToBillingModuleCurrencies_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "EcommerceOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceOrdersToBillingModuleCurrencies" ADD CONSTRAINT "EcommerceOrdersToBillingModuleCurrencies_billingModuleCurr_fkey" FOREIGN KEY ("billingModuleCurrencyId") REFERENCES "BillingCurrency"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceOrdersToBillingModulePaymentIntents" ADD CONSTRAINT "EcommerceOrdersToBillingModulePaymentIntents_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "EcommerceOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceOrdersToBillingModulePaymentIntents" ADD CONSTRAINT "EcommerceOrdersToBillingModulePaymentIntents_billingModule_fkey" FOREIGN KEY ("billingModulePaymentIntentId") REFERENCES "BillingPaymentIntent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceOrdersToFileStorageModuleFiles" ADD CONSTRAINT "EcommerceOrdersToFileStorageModuleFiles_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "EcommerceOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceOrdersToFileStorageModuleFiles" ADD CONSTRAINT "EcommerceOrdersToFileStorageModuleFiles_fileStorageModuleF_fkey" FOREIGN KEY ("fileStorageModuleFileId") REFERENCES "FileStorageFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FileStorageWidgetsToFiles" ADD CONSTRAINT "FileStorageWidgetsToFiles_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "FileStorageWidget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FileStorageWidgetsToFiles" ADD CONSTRAINT "FileStorageWidgetsToFiles_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "FileStorageFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HostPagesToWidgets" ADD CONSTRAINT "HostPagesToWidgets_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "HostPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HostPagesToWidgets" ADD CONSTRAINT "HostPagesToWidgets_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "HostWidget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HostPagesToLayouts" ADD CONSTRAINT "HostPagesToLayouts_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "HostPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HostPagesToLayouts" ADD CONSTRAINT "HostPagesToLayouts_layoutId_fkey" FOREIGN KEY ("layoutId") REFERENCES "HostLayout"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HostPagesToMetadata" ADD CONSTRAINT "HostPagesToMetadata_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "HostPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HostPagesToMetadata" ADD CONSTRAINT "HostPagesToMetadata_metadataId_fkey" FOREIGN KEY ("metadataId") REFERENCES "HostMetadata"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HostLayoutsToWidgets" ADD CONSTRAINT "HostLayoutsToWidgets_layoutId_fkey" FOREIGN KEY ("layoutId") REFERENCES "HostLayout"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HostLayoutsToWidgets" ADD CONSTRAINT "HostLayoutsToWidgets_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "HostWidget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HostWidgetsToExternalWidgets" ADD CONSTRAINT "HostWidgetsToExternalWidgets_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "HostWidget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationTopicsToTemplates" ADD CONSTRAINT "NotificationTopicsToTemplates_topicId_fkey" FOREIGN KEY ("topicId") REFERENCES "NotificationTopic"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationTopicsToTemplates" ADD CONSTRAINT "NotificationTopicsToTemplates_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "NotificationTemplate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacSubjectsToRoles" ADD CONSTRAINT "RbacSubjectsToRoles_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "RbacSubject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacSubjectsToRoles" ADD CONSTRAINT "RbacSubjectsToRoles_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "RbacRole"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacSubjectsToIdentities" ADD CONSTRAINT "RbacSubjectsToIdentities_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "RbacSubject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacSubjectsToIdentities" ADD CONSTRAINT "RbacSubjectsToIdentities_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "RbacIdentity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacRolesToActions" ADD CONSTRAINT "RbacRolesToActions_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "RbacRole"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacRolesToActions" ADD CONSTRAINT "RbacRolesToActions_actionId_fkey" FOREIGN KEY ("actionId") REFERENCES "RbacAction"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacRolesToEcommerceModuleProducts" ADD CONSTRAINT "RbacRolesToEcommerceModuleProducts_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "RbacRole"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacRolesToEcommerceModuleProducts" ADD CONSTRAINT "RbacRolesToEcommerceModuleProducts_ecommerceModuleProductI_fkey" FOREIGN KEY ("ecommerceModuleProductId") REFERENCES "EcommerceProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacSubjectsToSocialModuleProfiles" ADD CONSTRAINT "RbacSubjectsToSocialModuleProfiles_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "RbacSubject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacSubjectsToSocialModuleProfiles" ADD CONSTRAINT "RbacSubjectsToSocialModuleProfiles_socialModuleProfileId_fkey" FOREIGN KEY ("socialModuleProfileId") REFERENCES "SocialProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacSubjectsToEcommerceModuleProducts" ADD CONSTRAINT "RbacSubjectsToEcommerceModuleProducts_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "RbacSubject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacSubjectsToEcommerceModuleProducts" ADD CONSTRAINT "RbacSubjectsToEcommerceModuleProducts_ecommerceModuleProdu_fkey" FOREIGN KEY ("ecommerceModuleProductId") REFERENCES "EcommerceProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacSubjectsToEcommerceModuleOrders" ADD CONSTRAINT "RbacSubjectsToEcommerceModuleOrders_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "RbacSubject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacSubjectsToEcommerceModuleOrders" ADD CONSTRAINT "RbacSubjectsToEcommerceModuleOrders_ecommerceModuleOrderId_fkey" FOREIGN KEY ("ecommerceModuleOrderId") REFERENCES "EcommerceOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacSubjectsToNotificationModuleTopics" ADD CONSTRAINT "RbacSubjectsToNotificationModuleTopics_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "RbacSubject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacSubjectsToNotificationModuleTopics" ADD CONSTRAINT "RbacSubjectsToNotificationModuleTopics_notificationModuleT_fkey" FOREIGN KEY ("notificationModuleTopicId") REFERENCES "NotificationTopic"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacSubjectsToBillingModulePaymentIntents" ADD CONSTRAINT "RbacSubjectsToBillingModulePaymentIntents_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "RbacSubject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacSubjectsToBillingModulePaymentIntents" ADD CONSTRAINT "RbacSubjectsToBillingModulePaymentIntents_billingModulePay_fkey" FOREIGN KEY ("billingModulePaymentIntentId") REFERENCES "BillingPaymentIntent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacSubjectsToBlogModuleArticles" ADD CONSTRAINT "RbacSubjectsToBlogModuleArticles_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "RbacSubject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacSubjectsToBlogModuleArticles" ADD CONSTRAINT "RbacSubjectsToBlogModuleArticles_blogModuleArticleId_fkey" FOREIGN KEY ("blogModuleArticleId") REFERENCES "BlogArticle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SocialProfilesToMessages" ADD CONSTRAINT "SocialProfilesToMessages_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "SocialProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SocialProfilesToMessages" ADD CONSTRAINT "SocialProfilesToMessages_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "SocialMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SocialProfilesToChats" ADD CONSTRAINT "SocialProfilesToChats_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "SocialProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SocialProfilesToChats" ADD CONSTRAINT "SocialProfilesToChats_chatId_fkey" FOREIGN KEY ("chatId") REFERENCES "SocialChat"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SocialChatsToMessages" ADD CONSTRAINT "SocialChatsToMessages_chatId_fkey" FOREIGN KEY ("chatId") REFERENCES "SocialChat"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SocialChatsToMessages" ADD CONSTRAINT "SocialChatsToMessages_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "SocialMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SocialProfilesToWebsiteBuilderModuleWidgets" ADD CONSTRAINT "SocialProfilesToWebsiteBuilderModuleWidgets_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "SocialProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SocialProfilesToWebsiteBuilderModuleWidgets" ADD CONSTRAINT "SocialProfilesToWebsiteBuilderModuleWidgets_websiteBuilder_fkey" FOREIGN KEY ("websiteBuilderModuleWidgetId") REFERENCES "WebsiteBuilderWidget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SocialProfilesToEcommerceModuleProducts" ADD CONSTRAINT "SocialProfilesToEcommerceModuleProducts_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "SocialProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SocialProfilesToEcommerceModuleProducts" ADD CONSTRAINT "SocialProfilesToEcommerceModuleProducts_ecommerceModulePro_fkey" FOREIGN KEY ("ecommerceModuleProductId") REFERENCES "EcommerceProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderWidgetsToSliders" ADD CONSTRAINT "WebsiteBuilderWidgetsToSliders_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "WebsiteBuilderWidget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderWidgetsToSliders" ADD CONSTRAINT "WebsiteBuilderWidgetsToSliders_sliderId_fkey" FOREIGN KEY ("sliderId") REFERENCES "WebsiteBuilderSlider"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderWidgetsToFeatures" ADD CONSTRAINT "WebsiteBuilderWidgetsToFeatures_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "WebsiteBuilderWidget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderWidgetsToFeatures" ADD CONSTRAINT "WebsiteBuilderWidgetsToFeatures_featureId_fkey" FOREIGN KEY ("featureId") REFERENCES "WebsiteBuilderFeature"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderWidgetsToLogotypes" ADD CONSTRAINT "WebsiteBuilderWidgetsToLogotypes_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "WebsiteBuilderWidget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderWidgetsToLogotypes" ADD CONSTRAINT "WebsiteBuilderWidgetsToLogotypes_logotypeId_fkey" FOREIGN KEY ("logotypeId") REFERENCES "WebsiteBuilderLogotype"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderWidgetsToButtonsArrays" ADD CONSTRAINT "WebsiteBuilderWidgetsToButtonsArrays_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "WebsiteBuilderWidget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderWidgetsToButtonsArrays" ADD CONSTRAINT "WebsiteBuilderWidgetsToButtonsArrays_buttonsArrayId_fkey" FOREIGN KEY ("buttonsArrayId") REFERENCES "WebsiteBuilderButtonsArray"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderWidgetsToFileStorageModuleFiles" ADD CONSTRAINT "WebsiteBuilderWidgetsToFileStorageModuleFiles_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "WebsiteBuilderWidget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderWidgetsToFileStorageModuleFiles" ADD CONSTRAINT "WebsiteBuilderWidgetsToFileStorageModuleFiles_fileStorageM_fkey" FOREIGN KEY ("fileStorageModuleFileId") REFERENCES "FileStorageFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderSlidersToSlides" ADD CONSTRAINT "WebsiteBuilderSlidersToSlides_sliderId_fkey" FOREIGN KEY ("sliderId") REFERENCES "WebsiteBuilderSlider"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderSlidersToSlides" ADD CONSTRAINT "WebsiteBuilderSlidersToSlides_slideId_fkey" FOREIGN KEY ("slideId") REFERENCES "WebsiteBuilderSlide"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderSlidesToButtonsArrays" ADD CONSTRAINT "WebsiteBuilderSlidesToButtonsArrays_slideId_fkey" FOREIGN KEY ("slideId") REFERENCES "WebsiteBuilderSlide"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderSlidesToButtonsArrays" ADD CONSTRAINT "WebsiteBuilderSlidesToButtonsArrays_buttonsArrayId_fkey" FOREIGN KEY ("buttonsArrayId") REFERENCES "WebsiteBuilderButtonsArray"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderSlidesToFileStorageModuleFiles" ADD CONSTRAINT "WebsiteBuilderSlidesToFileStorageModuleFiles_slideId_fkey" FOREIGN KEY ("slideId") REFERENCES "WebsiteBuilderSlide"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderSlidesToFileStorageModuleFiles" ADD CONSTRAINT "WebsiteBuilderSlidesToFileStorageModuleFiles_fileStorageMo_fkey" FOREIGN KEY ("fileStorageModuleFileId") REFERENCES "FileStorageFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderButtonsArraysToButtons" ADD CONSTRAINT "WebsiteBuilderButtonsArraysToButtons_buttonsArrayId_fkey" FOREIGN KEY ("buttonsArrayId") REFERENCES "WebsiteBuilderButtonsArray"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderButtonsArraysToButtons" ADD CONSTRAINT "WebsiteBuilderButtonsArraysToButtons_buttonId_fkey" FOREIGN KEY ("buttonId") REFERENCES "WebsiteBuilderButton"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderLogotypesToFileStorageModuleFiles" ADD CONSTRAINT "WebsiteBuilderLogotypesToFileStorageModuleFiles_logotypeId_fkey" FOREIGN KEY ("logotypeId") REFERENCES "WebsiteBuilderLogotype"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderLogotypesToFileStorageModuleFiles" ADD CONSTRAINT "WebsiteBuilderLogotypesToFileStorageModuleFiles_fileStorag_fkey" FOREIGN KEY ("fileStorageModuleFileId") REFERENCES "FileStorageFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderFeaturesToFileStorageModuleFiles" ADD CONSTRAINT "WebsiteBuilderFeaturesToFileStorageModuleFiles_featureId_fkey" FOREIGN KEY ("featureId") REFERENCES "WebsiteBuilderFeature"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebsiteBuilderFeaturesToFileStorageModuleFiles" ADD CONSTRAINT "WebsiteBuilderFeaturesToFileStorageModuleFiles_fileStorage_fkey" FOREIGN KEY ("fileStorageModuleFileId") REFERENCES "FileStorageFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

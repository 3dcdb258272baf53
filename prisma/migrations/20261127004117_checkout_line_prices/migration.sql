-- AlterTable
ALTER TABLE "EcommerceOrdersToProducts" ADD COLUMN     "checkoutUnitPrice" DECIMAL;

-- AlterTable
ALTER TABLE "EcommerceAttribute" ADD COLUMN     "maximum" DECIMAL,
ADD COLUMN     "minimum" DECIMAL;

-- AlterTable
ALTER TABLE "EcommerceOrdersToProducts" ADD COLUMN     "amount" DECIMAL;

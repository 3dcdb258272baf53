import { jobsProcedures } from './jobs.procedures';
import { pagesProcedures } from './pages.procedures';

/** The host module's own procedures, merged by the app router beside each entity's generic ones. */
export const hostProcedures = {
  jobs: jobsProcedures,
  pages: pagesProcedures,
};

export { siteName } from './site-name.service';
export { hostWriteHooks } from './external-widgets.hooks';
export { DONATE_PAGE_VARIANT, donatePageUrls } from './donate-pages.service';

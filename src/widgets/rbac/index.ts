import type { WidgetVariants } from '../types';
import { SubjectListDefault } from './subject-list-default';
import { SubjectOverviewDefault } from './subject-overview-default';
import { SubjectOverviewEcommerceModuleProductListDefault } from './subject-overview-ecommerce-module-product-list-default';
import { SubjectOverviewSocialModuleProfileDefault } from './subject-overview-social-module-profile-default';

/**
 * The rbac module's public widget variants. A subject is personal: these variants show only its public projection
 * (slug, linked profiles and projects), and only of subjects with a public profile.
 */
export const rbacWidgets: WidgetVariants = {
  // A widget left at `default` lists the subjects with a public profile.
  default: SubjectListDefault,
  'subject-list-default': SubjectListDefault,
  'subject-overview-default': SubjectOverviewDefault,
  'subject-overview-ecommerce-module-product-list-default': SubjectOverviewEcommerceModuleProductListDefault,
  'subject-overview-social-module-profile-default': SubjectOverviewSocialModuleProfileDefault,
};

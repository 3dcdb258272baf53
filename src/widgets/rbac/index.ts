import type { WidgetVariants } from '../types';
import { SubjectIdentitySettingsDefault } from './subject-identity-settings-default';
import { SubjectListDefault } from './subject-list-default';
import { SubjectOverviewDefault } from './subject-overview-default';
import { SubjectOverviewEcommerceModuleProductListDefault } from './subject-overview-ecommerce-module-product-list-default';
import { SubjectOverviewSocialModuleProfileDefault } from './subject-overview-social-module-profile-default';

/**
 * The rbac module's public widget variants. A subject is personal: these variants show only its public projection
 * (slug, linked profiles and projects), and only of subjects with a public profile; the identity settings are the
 * visitor's own, read in the browser with their session.
 */
export const rbacWidgets: WidgetVariants = {
  // A widget left at `default` lists the subjects with a public profile.
  default: SubjectListDefault,
  'subject-list-default': SubjectListDefault,
  'subject-overview-default': SubjectOverviewDefault,
  'subject-overview-ecommerce-module-product-list-default': SubjectOverviewEcommerceModuleProductListDefault,
  'subject-overview-social-module-profile-default': SubjectOverviewSocialModuleProfileDefault,
  'subject-identity-settings-default': SubjectIdentitySettingsDefault,
};

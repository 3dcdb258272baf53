import { localized } from '@/shared/localized-text';
import { cn } from '@/lib/utils';
import { widgetNavigation } from '@/server/modules/website-builder/widget-content.service';
import { siteDatabase } from '@/server/pages/site-database';
import type { WidgetProps } from '../types';
import { Brand } from './brand';
import { buttonsLinkedAs } from './button-list';
import { CartButton } from '../ecommerce/cart/cart-button-island';
import { AccountMenu, AccountMenuItems } from '../rbac/account-island';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { siteLink } from '../shared/links';
import { currentHref } from './site-anchor';
import { SiteButton, titledButtons } from './site-button';
import { websiteBuilderDictionary } from './dictionary';
import { rbacDictionary } from '@/components/rbac/dictionary';
import { ecommerceDictionary } from '../ecommerce/dictionary';

/**
 * The site's header, sticky at the top: the brand, the menu (`default` buttons arrays), the call to action
 * (`additional` ones), the language switch, the cart and the account entry (sign-in, or the signed-in menu; both read
 * in the browser). Under 768 px the menu and the call to action move into a full-screen menu behind a burger, with the
 * account's entries under them. Kept free of backdrop filters: they would make the header the containing
 * block of the fixed full-screen menu and shrink it to the header's height.
 */
export async function NavbarDefault({ widget, page }: WidgetProps) {
  const { language } = page;
  const { logotypes, buttonsArrays } = await widgetNavigation(siteDatabase(), widget.id);
  const strings = websiteBuilderDictionary(language);
  const menu = titledButtons(buttonsLinkedAs(buttonsArrays, 'default'), language);
  const actions = titledButtons(buttonsLinkedAs(buttonsArrays, 'additional'), language);
  const here = currentHref(page.url, language);
  const isCurrent = (url: string | null) => siteLink(url, language).href === here;
  const menuId = `site-menu-${widget.id}`;
  const { signIn, account } = rbacDictionary(language).common;
  const accountWords = { signIn, account };
  // The menu is a row of plain links: drawn as ghost buttons whatever look its buttons have elsewhere.
  const menuLinks = menu.map((button) => ({ ...button, variant: 'ghost' }));

  return (
    <header
      id={widget.anchor || undefined}
      className={cn('sticky top-0 z-40 border-b bg-background', widget.className)}
      data-navbar=""
    >
      {/* At least 64 px tall; a long menu between 768 px and a wide screen wraps onto a second line rather than overflow. */}
      <div className="site-container flex min-h-16 items-center gap-3 py-2 md:gap-6">
        <Brand logotypes={logotypes} title={localized(widget.title, language)} language={language} className="mr-auto md:mr-0" />
        {menu.length ? (
          <nav aria-label={strings.mainNavigation} className="hidden min-w-0 flex-1 md:block">
            <ul className="flex flex-wrap items-center gap-1 lg:gap-2">
              {menuLinks.map((button) => (
                <li key={button.id}>
                  <SiteButton
                    button={button}
                    language={language}
                    size="sm"
                    current={isCurrent(button.url)}
                    className="aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground"
                  />
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <div className="hidden flex-1 md:block" />
        )}
        <LanguageSwitch page={page} />
        <CartButton language={language} label={ecommerceDictionary(language).openCart} />
        <AccountMenu language={language} words={accountWords} />
        {actions.length ? (
          <ul className="hidden items-center gap-2 md:flex">
            {actions.map((button) => (
              <li key={button.id}>
                <SiteButton button={button} language={language} size="default" />
              </li>
            ))}
          </ul>
        ) : null}
        {menu.length || actions.length ? (
          <MobileMenu id={menuId} label={strings.menu} closeLabel={strings.closeMenu}>
            {menu.length ? (
              <nav aria-label={strings.mainNavigation}>
                <ul className="divide-y border-y">
                  {menuLinks.map((button) => (
                    <li key={button.id}>
                      <SiteButton
                        button={button}
                        language={language}
                        current={isCurrent(button.url)}
                        className="w-full justify-start rounded-none px-1 py-4 text-left font-heading text-2xl aria-[current=page]:text-primary"
                      />
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            {actions.length ? (
              <ul className="mt-8 flex flex-col gap-3">
                {actions.map((button) => (
                  <li key={button.id}>
                    <SiteButton button={button} language={language} className="w-full text-base" />
                  </li>
                ))}
              </ul>
            ) : null}
            <AccountMenuItems language={language} words={accountWords} />
          </MobileMenu>
        ) : null}
      </div>
    </header>
  );
}

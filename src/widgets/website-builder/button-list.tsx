import type { WebsiteBuilderButton } from '@/generated/prisma/client';
import type { Language } from '@/shared/languages';
import { cn } from '@/lib/utils';
import type { ButtonsArrayContent } from '@/server/modules/website-builder/widget-content.service';
import { SiteButton, titledButtons, type Surface } from './site-button';

/** The buttons of the arrays linked as `linkVariant` (`default`, `additional`, `extra`), in order. */
export const buttonsLinkedAs = (arrays: readonly ButtonsArrayContent[], linkVariant: string): WebsiteBuilderButton[] =>
  arrays.filter((array) => array.linkVariant === linkVariant).flatMap((array) => array.buttons);

/** Every button of the arrays, in order. */
export const allButtons = (arrays: readonly ButtonsArrayContent[]): WebsiteBuilderButton[] =>
  arrays.flatMap((array) => array.buttons);

/** Buttons in a row that wraps, each drawn by its variant; nothing when none has a title. */
export function ButtonList({
  buttons,
  language,
  surface,
  className,
}: {
  buttons: readonly WebsiteBuilderButton[];
  language: Language;
  surface?: Surface;
  className?: string;
}) {
  const shown = titledButtons(buttons, language);
  if (!shown.length) return null;
  return (
    <ul className={cn('flex flex-wrap items-center gap-3', className)}>
      {shown.map((button) => (
        <li key={button.id} className="max-w-full">
          <SiteButton button={button} language={language} surface={surface} />
        </li>
      ))}
    </ul>
  );
}

import { Fragment } from 'react';
import type { PlacedWidget } from '@/server/modules/host/page-composition.service';
import type { PageContext } from './types';

/**
 * Host widgets in their order, each rendering the module widgets it embeds through the page's renderer (a variant it does
 * not know renders nothing). A host widget with an anchor or a className gets a frame that carries them.
 */
export function PlacedWidgets({ widgets, page }: { widgets: readonly PlacedWidget[]; page: PageContext }) {
  return widgets.map((placed) => {
    const content = placed.embedded.map(({ key, module, widget }) => page.renderWidget(module, widget, key));
    return placed.anchor || placed.className ? (
      <div key={placed.key} id={placed.anchor || undefined} className={placed.className || undefined}>
        {content}
      </div>
    ) : (
      <Fragment key={placed.key}>{content}</Fragment>
    );
  });
}

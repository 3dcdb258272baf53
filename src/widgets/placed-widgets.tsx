import { Fragment } from 'react';
import type { PlacedWidget } from '@/server/modules/host/page-composition.service';
import { resolveWidget } from './registry';
import type { PageContext } from './types';

/**
 * Host widgets in their order, each rendering the module widgets it embeds through the registry (a variant it does
 * not know renders nothing). A host widget with an anchor or a className gets a frame that carries them.
 */
export function PlacedWidgets({ widgets, page }: { widgets: readonly PlacedWidget[]; page: PageContext }) {
  return widgets.map((placed) => {
    const content = placed.embedded.map(({ key, module, widget }) => {
      const Widget = resolveWidget(module, widget.variant);
      return Widget ? <Widget key={key} widget={widget} page={page} /> : null;
    });
    return placed.anchor || placed.className ? (
      <div key={placed.key} id={placed.anchor || undefined} className={placed.className || undefined}>
        {content}
      </div>
    ) : (
      <Fragment key={placed.key}>{content}</Fragment>
    );
  });
}

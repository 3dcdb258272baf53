import type { ModuleWriteHooks } from '../../crud/write-hooks';
import { badRequest } from '../../errors';
import { analyticWidgets, type AnalyticWidgetRecord } from '../../../shared/registry/generated/analytic';
import { RECORD_METRICS } from '../../../shared/analytic-metrics';

const PROGRESS_VARIANT = 'progress-default';

/** The metric a create that names none is written with (the schema's default). */
const DEFAULT_METRIC = analyticWidgets.fields.find((field) => field.name === 'metric')?.default;

/**
 * A progress widget says how far a figure is towards its goal: it needs the goal, and a goal of a sum needs the
 * currency it is counted in (without one, the sum is shown per currency and no single figure nears the goal). The
 * record as it will be after the write is checked, so an update that drops the goal or the currency is refused too.
 */
function checkProgress(widget: Partial<AnalyticWidgetRecord>, fieldPrefix: string) {
  if (widget.variant !== PROGRESS_VARIANT) return;
  if (widget.goal === null || widget.goal === undefined) {
    const field = `${fieldPrefix}goal`;
    throw badRequest(`${field}: a progress widget needs the goal it shows progress towards`, [
      { field, message: `${field}: a progress widget needs its goal`, code: 'required' },
    ]);
  }
  if ((widget.metric ?? DEFAULT_METRIC) === RECORD_METRICS.donationsAmount && !widget.billingModuleCurrencyId) {
    const field = `${fieldPrefix}billingModuleCurrencyId`;
    throw badRequest(`${field}: a goal of a sum needs the currency it is counted in`, [
      { field, message: `${field}: a goal of a sum needs its currency`, code: 'goal_needs_currency' },
    ]);
  }
}

/** The analytic module's rules on the generic writes of its widgets. */
export const analyticWriteHooks: ModuleWriteHooks<'analytic'> = {
  'analytic.widgets': {
    beforeCreate: ({ data, fieldPrefix }) => checkProgress(data, fieldPrefix),
    beforeUpdate: ({ old, data, fieldPrefix }) => checkProgress({ ...old, ...data }, fieldPrefix),
  },
};

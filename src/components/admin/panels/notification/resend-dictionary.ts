import type { Language } from '@/shared/languages';

/* Every visible word of an outbox row's delivery panel, in English and Russian: the panel speaks the admin's language. */

const en = {
  title: 'Delivery',
  status: 'Status',
  channel: 'Channel',
  attempts: 'Attempts',
  lastError: 'Last error',
  sentAt: 'Sent',
  sendAfter: 'Not before',
  none: '—',
  resend: 'Send again',
  resending: 'Sending…',
  resent: 'Queued: it is being sent now.',
  failedNote: 'The message was not delivered: send it again once the cause is fixed.',
  sendingWarning:
    'The message was left “sending”: its sender stopped midway, and it may have gone out. Send it again only if you know it did not arrive.',
};

export type ResendPanelDictionary = typeof en;

export const RESEND_PANEL_DICTIONARY: Record<Language, ResendPanelDictionary> = {
  en,
  ru: {
    title: 'Доставка',
    status: 'Статус',
    channel: 'Способ доставки',
    attempts: 'Попытки',
    lastError: 'Последняя ошибка',
    sentAt: 'Отправлено',
    sendAfter: 'Не раньше',
    none: '—',
    resend: 'Отправить снова',
    resending: 'Отправляем…',
    resent: 'Поставлено в очередь: отправляется сейчас.',
    failedNote: 'Сообщение не доставлено: отправьте его снова, когда причина устранена.',
    sendingWarning:
      'Сообщение осталось в состоянии «Отправляется»: отправка прервалась, и оно могло уже уйти. Отправляйте снова, только если знаете, что оно не дошло.',
  },
};

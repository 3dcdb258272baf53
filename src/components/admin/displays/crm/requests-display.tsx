import { formatDateTime } from '@/shared/admin/format';
import {
  amountAnswer,
  answerLabel,
  answerText,
  emailAnswer,
  requestPayloadOf,
  requestTitle,
  type RequestPayload,
} from '@/shared/crm-request-display';
import type { Language } from '@/shared/languages';
import type { Row } from '../../entity-api';
import type { DisplayViewProps, EntityDisplay } from '../entity-display';

const WORDS = {
  en: {
    email: 'Email',
    amount: 'Amount',
    answers: 'Answers',
    heading: 'The sender’s answers',
    extras: 'Other fields',
    submitted: 'Sent',
    language: 'Form language',
    languages: { en: 'English', ru: 'Russian' },
    none: 'No answers: this request was not sent through a form.',
    empty: '—',
  },
  ru: {
    email: 'Почта',
    amount: 'Сумма',
    answers: 'Ответы',
    heading: 'Ответы отправителя',
    extras: 'Другие поля',
    submitted: 'Отправлена',
    language: 'Язык формы',
    languages: { en: 'английский', ru: 'русский' },
    none: 'Ответов нет: эта заявка отправлена не через форму.',
    empty: '—',
  },
} as const satisfies Record<Language, unknown>;

/** A table cell's answer is read at a glance: a long message is cut, the form shows it whole. */
const LONGEST_IN_CELL = 80;
const clip = (text: string) => (text.length > LONGEST_IN_CELL ? `${text.slice(0, LONGEST_IN_CELL - 1).trimEnd()}…` : text);

const payloadOf = (row: Row): RequestPayload | undefined => requestPayloadOf(row.payload);

/** The answers as labelled lines, in a table cell. */
function AnswersCell({ payload, language }: { payload: RequestPayload; language: Language }) {
  const answered = payload.answers.filter((answer) => answerText(answer, language));
  if (!answered.length) return null;
  return (
    // As wide as a line of answers needs (the table would squeeze it to a letter), each long one cut at two lines.
    <dl className="grid w-72 gap-0.5 text-sm" data-crm-answers="">
      {answered.map((answer) => (
        <div key={answer.inputId} className="flex min-w-0 gap-1">
          <dt className="shrink-0 text-muted-foreground">{answerLabel(answer, language)}:</dt>
          <dd className="line-clamp-2 min-w-0 break-words">{clip(answerText(answer, language))}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The request's answers under their labels, read-only (only a form submission writes them: decision 0017). */
function RequestAnswersView({ row, language, interfaceLanguage }: DisplayViewProps) {
  const words = WORDS[interfaceLanguage];
  const payload = payloadOf(row);
  const headingId = `crm-request-${row.id}-answers`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-3" data-crm-request-answers={row.id}>
      <h3 id={headingId} className="text-sm font-semibold">
        {words.heading}
      </h3>
      {payload ? (
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,max-content)_1fr]">
          {payload.answers.map((answer) => (
            <div key={answer.inputId} className="contents">
              <dt className="text-muted-foreground">{answerLabel(answer, language)}</dt>
              <dd className="min-w-0 break-words whitespace-pre-line">{answerText(answer, language) || words.empty}</dd>
            </div>
          ))}
          {payload.extras.map((extra, index) => (
            <div key={`extra-${index}`} className="contents">
              <dt className="text-muted-foreground">
                {words.extras}: {extra.key}
              </dt>
              <dd className="min-w-0 break-words">{extra.value === null ? words.empty : String(extra.value)}</dd>
            </div>
          ))}
          <dt className="text-muted-foreground">{words.submitted}</dt>
          <dd>{formatDateTime(new Date(payload.submittedAt))}</dd>
          <dt className="text-muted-foreground">{words.language}</dt>
          <dd>{words.languages[payload.language] ?? payload.language}</dd>
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">{words.none}</p>
      )}
    </section>
  );
}

/**
 * A CRM request as the team reads it: named by who sent what («Стать другом фонда — Пётр, petr@example.com»), with
 * the sender's email and the amount as columns (found by the inputs' type, for any form) and the answers under the
 * form's labels in the admin's language, in the table and above the form. The raw payload is hidden until asked for.
 */
export const crmRequestsDisplay: EntityDisplay = {
  label: (row, language) => {
    const payload = payloadOf(row);
    return payload ? requestTitle(payload, language) : undefined;
  },
  columns: [
    {
      id: 'display.email',
      title: { en: WORDS.en.email, ru: WORDS.ru.email },
      cell: (row) => {
        const payload = payloadOf(row);
        const email = payload && emailAnswer(payload);
        return email ? (
          <a href={`mailto:${String(email.value)}`} className="underline-offset-2 hover:underline">
            {String(email.value)}
          </a>
        ) : null;
      },
    },
    {
      id: 'display.amount',
      title: { en: WORDS.en.amount, ru: WORDS.ru.amount },
      cell: (row, language) => {
        const payload = payloadOf(row);
        const amount = payload && amountAnswer(payload);
        return amount ? <span className="whitespace-nowrap tabular-nums">{answerText(amount, language)}</span> : null;
      },
    },
    {
      id: 'display.answers',
      title: { en: WORDS.en.answers, ru: WORDS.ru.answers },
      cell: (row, language) => {
        const payload = payloadOf(row);
        return payload ? <AnswersCell payload={payload} language={language} /> : null;
      },
    },
  ],
  hiddenFields: ['payload'],
  View: RequestAnswersView,
};

'use client';

import { useQuery } from '@tanstack/react-query';
import type { Language } from '@/shared/languages';
import { apiClient } from '../../entity-api';
import { LoadError } from '../../table/load-error';
import { useErrorMessage } from '../../table/messages';
import type { AdminPanelProps } from '../panel-props';
import { PanelSection, PanelSkeleton } from '../panel-section';
import { TEMPLATE_PREVIEW_DICTIONARY, type TemplatePreviewDictionary } from './template-preview-dictionary';

const TEMPLATES = '/api/notification/templates';

interface PreviewLanguage {
  language: Language;
  title: string;
  text: string;
  html: string | null;
}

/** One language's message: the subject and the whole e-mail (in a sandbox: no script, no form, no cookie) and the text. */
function LanguagePreview({
  preview,
  words,
  headingId,
}: {
  preview: PreviewLanguage;
  words: TemplatePreviewDictionary;
  headingId: string;
}) {
  const { language, title, text, html } = preview;
  const languageName = words.language[language];
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 content-start gap-2" data-template-preview={language}>
      <h4 id={headingId} className="text-sm font-medium">
        {languageName}
      </h4>
      {html === null ? null : (
        <>
          <div className="grid gap-0.5">
            <span className="text-xs text-muted-foreground">{words.subject}</span>
            <p lang={language} className="font-medium break-words" data-template-preview-subject="">
              {title || words.empty}
            </p>
          </div>
          <iframe
            title={words.email(languageName)}
            sandbox=""
            srcDoc={html}
            className="h-[28rem] w-full rounded-md border bg-white"
            data-template-preview-html=""
          />
        </>
      )}
      <div className="grid gap-0.5">
        <span className="text-xs text-muted-foreground">{html === null ? words.telegram : words.text}</span>
        <pre
          // It scrolls when long: reachable by the keyboard too.
          tabIndex={0}
          lang={language}
          className="max-h-64 overflow-auto rounded-md border bg-muted/40 p-2 font-sans text-xs break-words whitespace-pre-wrap"
          data-template-preview-text=""
        >
          {text || words.empty}
        </pre>
      </div>
    </section>
  );
}

/** The placeholders the kind offers and what each holds; a list with its items' fields. */
function Placeholders({
  placeholders,
  words,
}: {
  placeholders: readonly { name: string; fields: readonly string[] }[];
  words: TemplatePreviewDictionary;
}) {
  return (
    <div className="grid gap-1">
      <h4 className="text-sm font-medium">{words.placeholders}</h4>
      <p className="text-xs text-muted-foreground">{words.placeholdersHelp}</p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]" data-template-placeholders="">
        {placeholders.map(({ name, fields }) => (
          <div key={name} className="contents" data-placeholder={name}>
            <dt>
              <code className="rounded bg-muted px-1 text-xs break-all">
                {fields.length ? `{{#${name}}}…{{/${name}}}` : `{{${name}}}`}
              </code>
            </dt>
            <dd className="mb-1 text-muted-foreground sm:mb-0">
              {[
                words.meanings[name],
                fields.length
                  ? words.listOf(
                      fields
                        .map((field) => [`{{${field}}}`, words.meanings[`${name}.${field}`]].filter(Boolean).join(' — '))
                        .join(', '),
                    )
                  : undefined,
              ]
                .filter(Boolean)
                .join(': ')}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * notification.template-preview: the template as it is sent (GET /api/notification/templates/{id}/preview), in both
 * languages side by side (one above the other on a narrow screen): the subject, the e-mail in the site's mail layout and
 * the plain text (a Telegram kind's message only), filled with its kind's sample values; and the placeholders the kind
 * offers with what they hold. The edit form hands a panel the record's id, not what is typed: the panel shows the saved
 * words and reloads after each save.
 */
export function TemplatePreviewPanel({ id, interfaceLanguage }: AdminPanelProps) {
  const errorMessage = useErrorMessage();
  const words = TEMPLATE_PREVIEW_DICTIONARY[interfaceLanguage];
  const preview = useQuery({
    // Under the entity's path: the form's save invalidates it, so the preview follows the saved words.
    queryKey: [TEMPLATES, 'preview', id],
    queryFn: () => apiClient().notification.templates.preview.query({ id }),
  });
  const headingId = `panel-notification-template-preview-${id}`;

  if (preview.isPending) return <PanelSkeleton />;
  if (preview.isError)
    return (
      <PanelSection id={headingId} title={words.title} module="notification">
        <LoadError message={errorMessage(preview.error)} onRetry={() => void preview.refetch()} />
      </PanelSection>
    );
  const { method, languages, placeholders } = preview.data;
  return (
    <PanelSection id={headingId} title={words.title} module="notification" busy={preview.isFetching}>
      {method === null ? (
        <p className="text-sm text-muted-foreground">{words.noKind}</p>
      ) : (
        <>
          <p className="text-xs text-muted-foreground">{words.savedOnly}</p>
          <div className="grid gap-4 md:grid-cols-2">
            {languages.map((language) => (
              <LanguagePreview
                key={language.language}
                preview={language}
                words={words}
                headingId={`${headingId}-${language.language}`}
              />
            ))}
          </div>
        </>
      )}
      <Placeholders placeholders={placeholders} words={words} />
    </PanelSection>
  );
}

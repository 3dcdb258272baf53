/** The topic routes (src/server/modules/notification/topics), as the site calls them. */
const topics = (subjectId: string) => `/api/rbac/subjects/${encodeURIComponent(subjectId)}/notification-module/topics`;

export const topicPaths = {
  /** GET: the topics offered, each with whether the subject takes it. */
  topics,
  /** PUT: take the topic; DELETE: leave it. */
  topic: (subjectId: string, topicId: string) => `${topics(subjectId)}/${encodeURIComponent(topicId)}`,
  /** POST (RFC 8058's body, or none): end the subscription the token names; GET: which topic it is. */
  unsubscribe: (token: string) => `/api/notification/unsubscribe/${encodeURIComponent(token)}`,
};

/** The unsubscribe page, after the language segment (`/ru/unsubscribe?token=…`): the link at the foot of a topic's mail. */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

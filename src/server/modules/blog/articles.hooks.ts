import type { EntityWriteHooks, ModuleWriteHooks } from '../../crud/write-hooks';
import type { BlogArticleRecord } from '../../../shared/registry/generated/blog';
import { PUBLISHED_STATUS } from '../../../shared/registry/visibility';

/**
 * An article published without a publication date is dated the moment it is published (created published, or a draft
 * set to published), so that the newest-first lists show it first; a date the editor gave, or one it already has, is
 * kept. Drafts keep theirs empty until then.
 */
export const articleWriteHooks: EntityWriteHooks<BlogArticleRecord> = {
  beforeCreate({ data }) {
    if ((data.status ?? PUBLISHED_STATUS) === PUBLISHED_STATUS && !data.publishedAt) data.publishedAt = new Date();
  },
  beforeUpdate({ old, data }) {
    const status = data.status ?? old.status;
    const date = Object.hasOwn(data, 'publishedAt') ? data.publishedAt : old.publishedAt;
    if (status === PUBLISHED_STATUS && !date) data.publishedAt = new Date();
  },
};

/** The blog module's rules on the generic writes of its entities. */
export const blogWriteHooks: ModuleWriteHooks<'blog'> = { 'blog.articles': articleWriteHooks };

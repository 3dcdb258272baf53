import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { profileBySlug } from './widget-content.service';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.dispose());

describe('profileBySlug', () => {
  beforeAll(async () => {
    const description = {
      en: JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }] }),
    };
    const profile = await db.prisma.socialProfile.create({
      data: {
        slug: 'anna',
        adminTitle: 'admin words',
        title: { en: 'Anna', ru: 'Анна' },
        subtitle: { ru: 'Реставратор' },
        description,
      },
    });
    // A chat and a message of the profile: not public, and not part of the answer.
    const chat = await db.prisma.socialChat.create({
      data: { slug: 'private-chat', adminTitle: 'chat', description: { en: 'secret' } },
    });
    await db.prisma.socialProfilesToChats.create({ data: { profileId: profile.id, chatId: chat.id } });
    const message = await db.prisma.socialMessage.create({ data: { description: { en: 'secret message' } } });
    await db.prisma.socialProfilesToMessages.create({ data: { profileId: profile.id, messageId: message.id } });
  });

  it('answers the public fields of the profile', async () => {
    const profile = await profileBySlug(db, 'anna');
    expect(profile).toEqual({
      id: expect.any(String),
      slug: 'anna',
      variant: 'default',
      className: null,
      title: { en: 'Anna', ru: 'Анна' },
      subtitle: { ru: 'Реставратор' },
      description: { en: expect.stringContaining('"doc"') },
      // Whether its page offers "write to me" (docs/decisions/0044).
      acceptsConversations: false,
    });
    expect(JSON.stringify(profile)).not.toMatch(/secret|admin words|createdAt/);
  });

  it('answers null for a missing slug', async () => {
    expect(await profileBySlug(db, 'nobody')).toBeNull();
  });

  it('runs inside a transaction', async () => {
    expect(await db.transaction((tx) => profileBySlug(tx, 'anna'))).toMatchObject({ slug: 'anna' });
  });
});

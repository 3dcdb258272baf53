import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../../../../../tests/helpers/server';
import { createSubject } from '../subjects/subjects.service';
import { createPasswordIdentity, issueResetCode } from './identities.service';

/**
 * The identity rule of the generic writes: an administrator's change of email forgets the reset code and tells the
 * subject, as the own route does.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const codeOf = async (id: string) =>
  (await server.db.prisma.rbacIdentity.findUniqueOrThrow({ where: { id }, select: { code: true } })).code;

describe('identity write hooks', () => {
  it('forget the reset code when the generic update changes the email, and keep its updatedAt', async () => {
    const { id } = await createPasswordIdentity(server.db, (await createSubject(server.db)).id, {
      email: 'before@example.com',
      password: 'correct horse battery',
    });
    await issueResetCode(server.db, 'before@example.com');

    const other = await server.request(`/api/rbac/identities/${id}`, json({ orderIndex: 3 }, 'PATCH'));
    expect(other.status).toBe(200);
    expect(await codeOf(id)).not.toBeNull();

    const changed = await server.request(`/api/rbac/identities/${id}`, json({ email: 'after@example.com' }, 'PATCH'));
    const answer = (await changed.json()) as { data: { email: string; updatedAt: string } };
    expect(changed.status).toBe(200);
    expect(answer.data.email).toBe('after@example.com');
    expect(await codeOf(id)).toBeNull();
    // The subject is told at the old address (decision 0028), not at the new one.
    const told = await server.db.prisma.notificationNotification.findMany({
      where: { recipient: { in: ['before@example.com', 'after@example.com'] } },
    });
    expect(told.map((each) => each.recipient)).toEqual(['before@example.com']);
    // The answer's updatedAt still guards the next edit.
    const next = await server.request(
      `/api/rbac/identities/${id}?expectedUpdatedAt=${encodeURIComponent(answer.data.updatedAt)}`,
      json({ orderIndex: 4 }, 'PATCH'),
    );
    expect(next.status).toBe(200);
  });
});

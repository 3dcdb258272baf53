/**
 * Who gave a payment, as an SQL expression of text over its record's columns: the subject it was paid for, else the
 * payer's email in lower case (a guest with no subject who gives twice with one address is one donor), else the record
 * itself. Every count of donors (the dashboard's paidByDay, a project's fundraising progress) reads it, so they agree.
 */
export const donorOf = (columns: { subjectId: string; email: string; record: string }): string =>
  `COALESCE('subject:' || ${columns.subjectId}, 'email:' || lower(${columns.email}), ${columns.record})`;

/**
 * A CRM request's states that still wait for the team (CrmRequest.status: received, in-progress, done): every one but
 * `done`. The dashboard counts them, and its link lists them.
 */
export const CRM_OPEN_STATUSES = ['received', 'in-progress'] as const;

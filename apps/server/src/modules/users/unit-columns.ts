// The columns every read of a user's place in the organisation chart selects: a unit's id, name and
// organisation type, and a group's allow_sports. One literal object per table, so Drizzle still sees the
// table of each nested selection (a left-joined unit reads as null, not as an object of nulls).
import { departments, groups, jobs, organizations } from '../../db/schema/organizations';

export const organizationColumns = {
  id: organizations.id,
  name: organizations.name,
  organizationType: organizations.organizationType,
};
export const departmentColumns = {
  id: departments.id,
  name: departments.name,
  organizationType: departments.organizationType,
};
export const groupColumns = {
  id: groups.id,
  name: groups.name,
  organizationType: groups.organizationType,
  allowSports: groups.allowSports,
};
export const jobColumns = { id: jobs.id, name: jobs.name, organizationType: jobs.organizationType };

/** The department, group and job of a user, as joined by the user reads. */
export const staffUnitColumns = { department: departmentColumns, group: groupColumns, job: jobColumns };

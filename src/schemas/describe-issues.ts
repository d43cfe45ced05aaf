import * as v from 'valibot';

/** "field "vehicle.ymm_enabled": Invalid type…" — names the field the first issue is about. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'invalid value';
  const path = v.getDotPath(issue);
  return `${path ? `field "${path}"` : 'value'}: ${issue.message}`;
}

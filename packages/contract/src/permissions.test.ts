import { describe, expect, it } from 'vitest';
import { assignableRoles, can, permissionKeys, roles } from '#permissions.ts';

describe('the permission map', () => {
  it('lets an owner do everything', () => {
    for (const p of permissionKeys) expect(can('owner', p)).toBe(true);
  });

  it('keeps a viewer to reading', () => {
    const allowed = permissionKeys.filter((p) => can('viewer', p));
    expect(allowed).toEqual([
      'reports.read',
      'chat.use',
      'reporting.read',
      'salary-bands.read',
      'merit.read',
      'benchmarking.read',
      'members.read',
    ]);
  });

  it('keeps per-person data (the employee table, small groups, letters) from a viewer alone', () => {
    for (const p of ['reports.employees', 'reports.small-groups', 'reporting.letters'] as const) {
      expect(roles.filter((r) => can(r, p))).toEqual(['owner', 'admin', 'member']);
    }
  });

  it('gives the plan, deletion and transfer to owners alone', () => {
    for (const p of [
      'organisation.plan',
      'organisation.delete',
      'organisation.transfer',
    ] as const) {
      expect(roles.filter((r) => can(r, p))).toEqual(['owner']);
    }
  });

  it('lets admins manage people but members not', () => {
    expect(can('admin', 'members.manage')).toBe(true);
    expect(can('member', 'members.manage')).toBe(false);
    expect(can('member', 'reports.upload')).toBe(true);
  });

  it('lets only an owner make an owner', () => {
    expect(assignableRoles('owner')).toContain('owner');
    expect(assignableRoles('admin')).not.toContain('owner');
    expect(assignableRoles('member')).toEqual([]);
  });
});

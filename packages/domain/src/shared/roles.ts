export const roles = ['client', 'adviser', 'admin', 'director', 'super_admin', 'support_admin'] as const;
export type Role = (typeof roles)[number];

export const practiceRoles = ['client', 'adviser', 'admin', 'director'] as const satisfies readonly Role[];
export const staffRoles = ['adviser', 'admin', 'director'] as const satisfies readonly Role[];
export const platformRoles = ['super_admin', 'support_admin'] as const satisfies readonly Role[];

/** Whether the role is a practice's staff: adviser, practice admin or director. */
export function isStaffRole(role: Role): boolean {
  return (staffRoles as readonly Role[]).includes(role);
}

export const adminLevels = ['normal', 'prime'] as const;
export type AdminLevel = (typeof adminLevels)[number];

/**
 * An account's stored state, whatever its role: invited until the invitation is accepted, then active
 * until deactivated. A client's cancelled invitation is stored as deactivated (see clientAccountStatuses).
 */
export const accountStatuses = ['invited', 'active', 'deactivated'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** The area each role lands in (spec 1 §2). Super and support admins share one area. */
export const roleAreas = {
  client: 'client',
  adviser: 'adviser',
  admin: 'admin',
  director: 'director',
  super_admin: 'super_administrator',
  support_admin: 'super_administrator',
} as const satisfies Record<Role, string>;

export type RoleArea = (typeof roleAreas)[Role];

/** The label a person sees for a role. */
export function roleLabel(role: Role, adminLevel?: AdminLevel | null): string {
  switch (role) {
    case 'client':
      return 'Client';
    case 'adviser':
      return 'Adviser';
    case 'admin':
      return adminLevel === 'prime' ? 'Practice Admin (Prime)' : 'Practice Admin';
    case 'director':
      return 'Practice Director';
    case 'super_admin':
      return 'Super Admin';
    case 'support_admin':
      return 'Support Admin';
  }
}

/** The signed-in person a service acts for. `practiceId` is null for super and support admins. */
export type Actor = {
  userId: string;
  practiceId: string | null;
  role: Role;
  adminLevel: AdminLevel | null;
};

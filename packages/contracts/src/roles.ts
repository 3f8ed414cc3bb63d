import { type Address, type Hex, keccak256, parseAbi, toHex } from 'viem';

/**
 * The AccessControl roles our contracts declare (`bytes32 public constant X = keccak256("X")`).
 * Granting goes through one call shape so deploy recipes, the devnet seed and tests need neither
 * each contract's ABI nor a read of the role constant first.
 */
export type RoleName =
  | 'DEFAULT_ADMIN_ROLE'
  | 'MINTER_ROLE'
  | 'BURNER_ROLE'
  | 'BREEDER_ROLE'
  | 'CONSUMER_ROLE'
  | 'OPERATOR_ROLE'
  | 'PAYER_ROLE'
  | 'RELAYER_ROLE'
  | 'GUARDIAN_ROLE'
  // TimelockController's
  | 'PROPOSER_ROLE'
  | 'EXECUTOR_ROLE'
  | 'CANCELLER_ROLE';

/** Every role name, for reads that go through all of them (the handover, `npm run roles`). */
export const ROLE_NAMES: readonly RoleName[] = [
  'DEFAULT_ADMIN_ROLE',
  'MINTER_ROLE',
  'BURNER_ROLE',
  'BREEDER_ROLE',
  'CONSUMER_ROLE',
  'OPERATOR_ROLE',
  'PAYER_ROLE',
  'RELAYER_ROLE',
  'GUARDIAN_ROLE',
  'PROPOSER_ROLE',
  'EXECUTOR_ROLE',
  'CANCELLER_ROLE',
];

export const accessControlAbi = parseAbi([
  'function grantRole(bytes32 role, address account)',
  'function revokeRole(bytes32 role, address account)',
  'function renounceRole(bytes32 role, address callerConfirmation)',
  'function hasRole(bytes32 role, address account) view returns (bool)',
  'event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)',
  'event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender)',
]);

/** The role's id as the contracts compute it (OpenZeppelin's admin role is zero). */
export function roleId(role: RoleName): Hex {
  return role === 'DEFAULT_ADMIN_ROLE' ? `0x${'00'.repeat(32)}` : keccak256(toHex(role));
}

/** `grantRole(role, account)` on `contract`, ready for `writeContract` (add a nonce if needed). */
export function grantRoleCall(contract: Address, role: RoleName, account: Address) {
  return {
    address: contract,
    abi: accessControlAbi,
    functionName: 'grantRole',
    args: [roleId(role), account],
  } as const;
}

/** `hasRole(role, account)` on `contract`, ready for `readContract`. */
export function hasRoleCall(contract: Address, role: RoleName, account: Address) {
  return {
    address: contract,
    abi: accessControlAbi,
    functionName: 'hasRole',
    args: [roleId(role), account],
  } as const;
}

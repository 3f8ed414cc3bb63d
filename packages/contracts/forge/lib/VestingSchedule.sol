// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice An off-chain vesting schedule as the API keeps it (spec 3 §3): `total` unlocks in
/// `count` equal steps, one per `frequency` seconds after `started + cliff`; a stop keeps what had
/// unlocked by then. Solidity statement of `unlockedAmount` in packages/shared/src/vesting.ts,
/// which the vesting differential test (src/vesting.differential.test.ts) holds the contract to.
struct VestingSchedule {
    uint256 total;
    uint256 started;
    uint256 cliff;
    uint256 frequency;
    uint256 count;
    /// @dev 0 while it runs.
    uint256 stoppedAt;
}

/// @notice total × whole periods elapsed (at most count) / count, read at `now` or at the stop.
function unlockedAmount(VestingSchedule memory s, uint256 now_) pure returns (uint256) {
    uint256 at = s.stoppedAt != 0 && s.stoppedAt < now_ ? s.stoppedAt : now_;
    uint256 start = s.started + s.cliff;
    if (at < start) return 0;
    uint256 periods = (at - start) / s.frequency;
    if (periods > s.count) periods = s.count;
    return (s.total * periods) / s.count;
}

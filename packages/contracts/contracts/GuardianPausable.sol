// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";

/// @notice A contract that holds or pays value: a guardian (a hot key or a monitoring bot) stops it
/// at once, without the timelock's delay; only the admin (the timelock, so the Safe after the delay)
/// lets it run again. The guardian can pause and nothing else: it cannot unpause, grant roles, change
/// limits or move funds, so a leaked guardian key costs at most an outage.
abstract contract GuardianPausable is AccessControl, Pausable {
    /// @notice May pause (and only pause).
    bytes32 public constant GUARDIAN_ROLE = keccak256("GUARDIAN_ROLE");

    /// @notice Stops every guarded call until `unpause` (guardian or admin).
    function pause() external {
        if (!hasRole(GUARDIAN_ROLE, msg.sender) && !hasRole(DEFAULT_ADMIN_ROLE, msg.sender)) {
            revert AccessControlUnauthorizedAccount(msg.sender, GUARDIAN_ROLE);
        }
        _pause();
    }

    /// @notice Lets guarded calls through again (admin only: the guardian cannot).
    function unpause() external onlyRole(DEFAULT_ADMIN_ROLE) {
        _unpause();
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TimelockController} from "@openzeppelin/contracts/governance/TimelockController.sol";

/// @notice OpenZeppelin's TimelockController, under our name so it is compiled and deployed like the
/// rest. It holds every admin, minter and owner power of a deployment; the governance Safe proposes
/// and executes, and nothing runs before `getMinDelay()` has passed (0 on the devnet). It
/// administers itself (no admin account), so changing its own proposers also goes through the delay.
contract Timelock is TimelockController {
    constructor(uint256 minDelay, address[] memory proposers, address[] memory executors)
        TimelockController(minDelay, proposers, executors, address(0))
    {}
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {RewardPayout} from "./RewardPayout.sol";

/// @notice Pays drago rental profit in DST on Arena-Z: RewardPayout over the chain's DST, under its
/// own name so a deployment can hold both. Each payout id pays at most once.
contract DstPayout is RewardPayout {
    constructor(IERC20 token_, address admin) RewardPayout(token_, admin) {}
}

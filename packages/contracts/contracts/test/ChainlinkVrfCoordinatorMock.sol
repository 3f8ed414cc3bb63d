// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {VRFCoordinatorV2_5Mock} from "@chainlink/contracts/src/v0.8/vrf/mocks/VRFCoordinatorV2_5Mock.sol";

/// @notice Chainlink's own `VRFCoordinatorV2_5Mock` (@chainlink/contracts), unchanged: declared
/// here only so the compile (which keeps the contracts of this package's files) gives tests its
/// ABI and bytecode. Test-only: `ChainlinkVrfOracle` tests create a subscription on it, fund it,
/// add the adapter as a consumer and fulfil with `fulfillRandomWords(requestId, consumer)`.
contract ChainlinkVrfCoordinatorMock is VRFCoordinatorV2_5Mock {
    constructor(uint96 baseFee, uint96 gasPrice, int256 weiPerUnitLink)
        VRFCoordinatorV2_5Mock(baseFee, gasPrice, weiPerUnitLink)
    {}
}

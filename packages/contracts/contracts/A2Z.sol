// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {GameToken} from "./GameToken.sol";

/// @notice A2Z, the governance token: pledged on Ethereum, bridged to Polygon and Arena-Z.
contract A2Z is GameToken {
    constructor(address admin) GameToken("A2Z", "A2Z", admin) {}
}

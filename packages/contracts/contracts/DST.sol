// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {GameToken} from "./GameToken.sol";

/// @notice DST, paid for drago rentals and bridged between all three chains.
contract DST is GameToken {
    constructor(address admin) GameToken("Dragon Soul Token", "DST", admin) {}
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";

/// @notice Shared shape of the game's ERC-20 tokens: 18 decimals, minted only by MINTER_ROLE.
/// Holders may burn their own tokens. The bridge gateway (BURNER_ROLE) burns what a holder sends
/// across in the holder's own send transaction, so bridging needs no approval first.
abstract contract GameToken is ERC20, ERC20Burnable, AccessControl {
    /// @notice May mint (the deployer, the bridge gateway on chains it mints on).
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    /// @notice May burn without an allowance (the bridge gateway).
    bytes32 public constant BURNER_ROLE = keccak256("BURNER_ROLE");

    constructor(string memory name_, string memory symbol_, address admin) ERC20(name_, symbol_) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MINTER_ROLE, admin);
    }

    /// @notice Mints `amount` to `to` (minter only).
    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        _mint(to, amount);
    }

    /// @notice Burns `amount` of `from` without an allowance: only the bridge gateway holds the
    /// role, and it burns only from the sender of its own send transaction.
    function bridgeBurn(address from, uint256 amount) external onlyRole(BURNER_ROLE) {
        _burn(from, amount);
    }
}

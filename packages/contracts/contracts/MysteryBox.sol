// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";

/// @notice Drago Mystery Boxes of the roulette event (spec 2 §4): an ERC-1155 with one token id,
/// `BOX` (1). A holder burns boxes with `burn(amount)`; the API grants roulette tickets for each
/// indexed `MysteryBoxBurned` event (once per transaction hash).
contract MysteryBox is ERC1155, AccessControl {
    /// @notice May mint boxes (the deployer).
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    /// @notice The token id of a Drago Mystery Box.
    uint256 public constant BOX = 1;

    /// @notice `burner` burned `amount` boxes (its own).
    event MysteryBoxBurned(address indexed burner, uint256 amount);

    error ZeroAmount();

    constructor(address admin) ERC1155("") {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MINTER_ROLE, admin);
    }

    /// @notice Mints `amount` boxes to `to` (minter only).
    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        if (amount == 0) revert ZeroAmount();
        _mint(to, BOX, amount, "");
    }

    /// @notice Burns `amount` of the caller's boxes; reverts `ERC1155InsufficientBalance` beyond them.
    function burn(uint256 amount) external {
        if (amount == 0) revert ZeroAmount();
        _burn(msg.sender, BOX, amount);
        emit MysteryBoxBurned(msg.sender, amount);
    }

    /// @notice The caller's (or anyone's) box count: `balanceOf(owner, BOX)`.
    function boxesOf(address owner) external view returns (uint256) {
        return balanceOf(owner, BOX);
    }

    /// @notice ERC-165: ERC-1155, its metadata extension and AccessControl.
    function supportsInterface(bytes4 interfaceId) public view override(ERC1155, AccessControl) returns (bool) {
        return super.supportsInterface(interfaceId);
    }
}

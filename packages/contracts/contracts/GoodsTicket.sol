// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";

/// @notice Tickets redeemable for physical goods. Token id 1 is the goods ticket; a wallet's
/// ticket count on the stickers page is its balance of id 1.
/// @dev The deployer keeps only the admin role: MINTER_ROLE is granted to StickerMerge alone, so
/// tickets exist only as the result of a merge.
contract GoodsTicket is ERC1155, AccessControl {
    /// @notice May mint goods tickets (StickerMerge only).
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    /// @notice The token id of a goods ticket.
    uint256 public constant GOODS_TICKET = 1;

    constructor(address admin) ERC1155("") {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    /// @notice Mints `amount` of token `id` to `to` (minter only).
    function mint(address to, uint256 id, uint256 amount) external onlyRole(MINTER_ROLE) {
        _mint(to, id, amount, "");
    }

    /// @notice ERC-165: ERC-1155, its metadata extension and AccessControl.
    function supportsInterface(bytes4 interfaceId) public view override(ERC1155, AccessControl) returns (bool) {
        return super.supportsInterface(interfaceId);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {EnumerableSet} from "@openzeppelin/contracts/utils/structs/EnumerableSet.sol";

/// @notice Game resources as items (ERC-1155, Arena-Z and Polygon). Each token id is one item; its
/// kind is `itemCodeOf(id) = id % 1000` (the sticker convention). The bridge page lists a wallet's
/// items with one call, `resourcesOf(owner)`, so the contract keeps each owner's set of held ids.
/// `mint` needs MINTER_ROLE (the bridge gateway, the devnet seed); `bridgeBurn` needs BURNER_ROLE
/// (the bridge gateway, burning what the holder sends across in the holder's own transaction).
contract Resource is ERC1155, AccessControl {
    using EnumerableSet for EnumerableSet.UintSet;

    /// @notice May mint items (the bridge gateway, the deployer).
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    /// @notice May burn items without an approval (the bridge gateway).
    bytes32 public constant BURNER_ROLE = keccak256("BURNER_ROLE");

    mapping(address owner => EnumerableSet.UintSet) private _held;

    constructor(address admin) ERC1155("") {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MINTER_ROLE, admin);
    }

    /// @notice Mints `amounts` of `ids` to `to` (minter only).
    function mint(address to, uint256[] calldata ids, uint256[] calldata amounts) external onlyRole(MINTER_ROLE) {
        _mintBatch(to, ids, amounts, "");
    }

    /// @notice Burns `amounts` of `ids` from `from` (burner only: the gateway, in `from`'s own send).
    function bridgeBurn(address from, uint256[] calldata ids, uint256[] calldata amounts)
        external
        onlyRole(BURNER_ROLE)
    {
        _burnBatch(from, ids, amounts);
    }

    /// @notice The ids `owner` holds (balance > 0) and their balances, in no particular order.
    function resourcesOf(address owner) external view returns (uint256[] memory ids, uint256[] memory amounts) {
        EnumerableSet.UintSet storage held = _held[owner];
        uint256 count = held.length();
        ids = new uint256[](count);
        amounts = new uint256[](count);
        for (uint256 i = 0; i < count; i++) {
            ids[i] = held.at(i);
            amounts[i] = balanceOf(owner, ids[i]);
        }
    }

    /// @notice The resource kind of an item (food, lumber, …; names live off chain).
    function itemCodeOf(uint256 id) external pure returns (uint256) {
        return id % 1000;
    }

    /// @notice Sets the metadata URI of every item (admin only).
    function setURI(string calldata uri_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setURI(uri_);
    }

    /// @notice ERC-165: ERC-1155, its metadata extension and AccessControl.
    function supportsInterface(bytes4 interfaceId) public view override(ERC1155, AccessControl) returns (bool) {
        return super.supportsInterface(interfaceId);
    }

    /// @dev Keeps `_held` in step with balances on every mint, burn and transfer.
    function _update(address from, address to, uint256[] memory ids, uint256[] memory values) internal override {
        super._update(from, to, ids, values);
        for (uint256 i = 0; i < ids.length; i++) {
            uint256 id = ids[i];
            if (from != address(0) && balanceOf(from, id) == 0) _held[from].remove(id);
            if (to != address(0) && values[i] > 0) _held[to].add(id);
        }
    }
}

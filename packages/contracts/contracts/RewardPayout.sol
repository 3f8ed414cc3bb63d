// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @notice Pays pledging rewards on Polygon from its own A2Z balance. Each payout id pays at most
/// once, so a worker that retries after a crash can never pay a claim twice.
contract RewardPayout is AccessControl {
    using SafeERC20 for IERC20;

    /// @notice May pay (the payout worker's key).
    bytes32 public constant PAYER_ROLE = keccak256("PAYER_ROLE");

    /// @notice The token this pool pays from its own balance.
    IERC20 public immutable token;
    /// @notice Whether a payout id has paid (each pays at most once).
    mapping(bytes32 payoutId => bool) public paid;

    /// @notice Payout `payoutId` paid `amount` to `to`.
    event Paid(bytes32 indexed payoutId, address indexed to, uint256 amount);

    error AlreadyPaid(bytes32 payoutId);
    error ZeroAmount();

    constructor(IERC20 token_, address admin) {
        token = token_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(PAYER_ROLE, admin);
    }

    /// @notice Pays `amount` to `to` for `payoutId`, once per id (payer only).
    function pay(bytes32 payoutId, address to, uint256 amount) external onlyRole(PAYER_ROLE) {
        if (paid[payoutId]) revert AlreadyPaid(payoutId);
        if (amount == 0) revert ZeroAmount();
        paid[payoutId] = true;
        token.safeTransfer(to, amount);
        emit Paid(payoutId, to, amount);
    }
}

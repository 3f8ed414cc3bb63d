// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @notice My Reward (spec 3): pays vested A2Z from its own balance against EIP-712 vouchers signed
/// by the API. Schedules live off chain; a voucher states the *cumulative* amount the beneficiary
/// may have received so far, and a claim pays only the difference to what was already paid. So a
/// replayed, duplicated or older voucher pays nothing, and the API may hand out as many vouchers
/// as it is asked for without ever over-paying.
contract Vesting is Ownable, Pausable, EIP712, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice EIP-712 type hash of `Voucher(address beneficiary,uint256 cumulativeAmount,uint256 deadline)`.
    bytes32 public constant VOUCHER_TYPEHASH =
        keccak256("Voucher(address beneficiary,uint256 cumulativeAmount,uint256 deadline)");

    /// @notice The A2Z this contract pays from its own balance.
    IERC20 public immutable token;
    /// @notice The key whose vouchers are honoured (the API's signer).
    address public signer;
    /// @notice Everything paid to a beneficiary so far (the cumulative amount of its last paying voucher).
    mapping(address beneficiary => uint256 amount) public paid;
    /// @notice May pause (and only pause): stops claims at once, without the owner's timelock delay.
    address public guardian;

    /// @notice `amount` paid to `beneficiary`, whose vouchers have now paid `cumulative` in total.
    event Claimed(address indexed beneficiary, uint256 amount, uint256 cumulative);
    /// @notice The voucher key changed; vouchers of the previous key stop paying.
    event SignerChanged(address indexed previousSigner, address indexed newSigner);
    /// @notice The account that may pause changed (zero: none).
    event GuardianChanged(address indexed previousGuardian, address indexed newGuardian);

    error ZeroAddress();
    error VoucherExpired(uint256 deadline);
    error InvalidSigner(address recovered);
    error NothingToClaim(uint256 cumulativeAmount, uint256 alreadyPaid);
    error NotGuardian(address caller);

    constructor(IERC20 token_, address owner_, address signer_)
        Ownable(owner_)
        EIP712("Kingdoms Vesting", "1")
    {
        token = token_;
        _setSigner(signer_);
    }

    /// @notice Pays `beneficiary` what the voucher allows beyond what it has already received.
    /// Anyone may send it (the A2Z always goes to the beneficiary).
    function claim(address beneficiary, uint256 cumulativeAmount, uint256 deadline, bytes calldata signature)
        external
        whenNotPaused
        nonReentrant
    {
        // A voucher lives an hour (VESTING_VOUCHER_TTL_SECONDS): the seconds a validator may skew
        // the timestamp neither shorten nor stretch it in a way that matters.
        // forge-lint: disable-next-line(block-timestamp)
        if (block.timestamp > deadline) revert VoucherExpired(deadline);
        bytes32 digest = voucherDigest(beneficiary, cumulativeAmount, deadline);
        // tryRecover: a malformed signature is a wrong signer too, with one error for callers.
        (address recovered,,) = ECDSA.tryRecover(digest, signature);
        if (recovered != signer || recovered == address(0)) revert InvalidSigner(recovered);
        uint256 alreadyPaid = paid[beneficiary];
        if (cumulativeAmount <= alreadyPaid) revert NothingToClaim(cumulativeAmount, alreadyPaid);
        uint256 amount = cumulativeAmount - alreadyPaid;
        paid[beneficiary] = cumulativeAmount;
        token.safeTransfer(beneficiary, amount);
        emit Claimed(beneficiary, amount, cumulativeAmount);
    }

    /// @notice Rotates the voucher key: vouchers of the previous key stop paying at once.
    function setSigner(address newSigner) external onlyOwner {
        _setSigner(newSigner);
    }

    /// @notice Sets the account that may pause (owner only; zero removes it).
    function setGuardian(address newGuardian) external onlyOwner {
        emit GuardianChanged(guardian, newGuardian);
        guardian = newGuardian;
    }

    /// @notice Stops every claim until `unpause` (guardian or owner).
    function pause() external {
        if (msg.sender != guardian && msg.sender != owner()) revert NotGuardian(msg.sender);
        _pause();
    }

    /// @notice Lets claims through again (owner only: the guardian cannot).
    function unpause() external onlyOwner {
        _unpause();
    }

    /// @notice The EIP-712 digest of a voucher on this contract and chain (for off-chain checks).
    function voucherDigest(address beneficiary, uint256 cumulativeAmount, uint256 deadline)
        public
        view
        returns (bytes32)
    {
        return _hashTypedDataV4(keccak256(abi.encode(VOUCHER_TYPEHASH, beneficiary, cumulativeAmount, deadline)));
    }

    function _setSigner(address newSigner) private {
        if (newSigner == address(0)) revert ZeroAddress();
        emit SignerChanged(signer, newSigner);
        signer = newSigner;
    }
}

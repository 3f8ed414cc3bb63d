// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {Drago} from "./Drago.sol";
import {Egg} from "./Egg.sol";

/// @notice Breeds two dragos of the caller into an egg (spec 2 §3, §4, §5; issue 16). The pair
/// pays the sum of both parents' fees in the chain's A2Z and DST (pulled with transferFrom into the
/// treasury), both parents' breed counts go up by one (Drago.BREEDER_ROLE) and an egg is laid to
/// the caller with both parents (Egg.MINTER_ROLE): its genes come from the parents' genes as they
/// are now, through the randomness oracle, when it is hatched. The egg id is in `DragoBred` and
/// in Egg's `EggLaid`.
///
/// Rules, checked in the order of the shared twin (`checkBreed` in the shared package, drago/breed.ts):
/// the same drago twice → SameDrago; a drago the caller does not own → NotOwner; when both ids are
/// above 20000, siblings sharing both parents → SameParents and a parent with its child →
/// ParentChild; a drago that bred 7 times → MaxBreedCount. Rentals are off-chain records (the API's
/// rental module), so a rented drago is still its owner's on chain: the page refuses rented
/// dragos, the contract checks ownership only (see the contracts README, "Breeding").
///
/// The fee tables are constructor arguments, in base units, so their one source is the shared
/// table (A2Z_BREED_FEES, DST_BREED_FEES) the deploy recipe passes; they cannot change afterwards.
contract DragoBreeding is AccessControl, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice Fee steps 0..6: the step of a drago is its breed count capped at 6.
    uint256 public constant STEP_COUNT = 7;
    /// @notice The highest fee step.
    uint256 public constant MAX_STEP = STEP_COUNT - 1;
    /// @notice The sibling and parent-child checks apply only when both ids are above this.
    uint256 public constant PARENT_CHECK_MIN_EXCLUSIVE_ID = 20000;

    /// @notice The dragos bred (their breed counts are recorded there).
    Drago public immutable drago;
    /// @notice Where the bred eggs are laid.
    Egg public immutable egg;
    /// @notice The A2Z part of the fee.
    IERC20 public immutable a2z;
    /// @notice The DST part of the fee.
    IERC20 public immutable dst;
    /// @notice Where the fees go.
    address public treasury;

    uint256[STEP_COUNT] private _a2zFees;
    uint256[STEP_COUNT] private _dstFees;

    /// @notice `owner` bred `parentA` with `parentB` into egg `eggId` for `a2zPaid` A2Z and `dstPaid` DST.
    event DragoBred(
        address indexed owner,
        uint256 indexed parentA,
        uint256 indexed parentB,
        uint256 eggId,
        uint256 a2zPaid,
        uint256 dstPaid
    );
    /// @notice Fees now go to `newTreasury`.
    event TreasuryChanged(address indexed previousTreasury, address indexed newTreasury);

    error NotOwner(uint256 id);
    error MaxBreedCount(uint256 id);
    error SameParents();
    error ParentChild();
    error SameDrago();
    error ZeroAddress();
    error BatchLengthMismatch(uint256 parentsA, uint256 parentsB);
    error EmptyBatch();

    /// @dev What the rules need of one parent.
    struct Parent {
        uint256 id;
        uint8 breedCount;
        uint256 parentA;
        uint256 parentB;
    }

    constructor(
        address admin,
        Drago drago_,
        Egg egg_,
        IERC20 a2z_,
        IERC20 dst_,
        address treasury_,
        uint256[STEP_COUNT] memory a2zFees,
        uint256[STEP_COUNT] memory dstFees
    ) {
        if (
            admin == address(0) || address(drago_) == address(0) || address(egg_) == address(0)
                || address(a2z_) == address(0) || address(dst_) == address(0)
        ) revert ZeroAddress();
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        drago = drago_;
        egg = egg_;
        a2z = a2z_;
        dst = dst_;
        _a2zFees = a2zFees;
        _dstFees = dstFees;
        _setTreasury(treasury_);
    }

    // ─── Reads ────────────────────────────────────────────────────────────────────────────────

    /// @notice The price of breeding `a` with `b`: the sum of both dragos' fees at their current
    /// breed counts (18-decimal base units). Reverts for an id that is not a drago.
    function getPrice(uint256 a, uint256 b) external view returns (uint256 a2zPrice, uint256 dstPrice) {
        Parent memory pa = _parent(a);
        Parent memory pb = _parent(b);
        return _price(pa.breedCount, pb.breedCount);
    }

    /// @notice One drago's fee at `breedCount` (step = breed count capped at 6).
    function feeOf(uint8 breedCount) public view returns (uint256 a2zFee, uint256 dstFee) {
        uint256 step = breedCount > MAX_STEP ? MAX_STEP : breedCount;
        return (_a2zFees[step], _dstFees[step]);
    }

    /// @notice The whole fee tables, steps 0..6 (base units).
    function fees() external view returns (uint256[STEP_COUNT] memory a2zFees, uint256[STEP_COUNT] memory dstFees) {
        return (_a2zFees, _dstFees);
    }

    // ─── Breeding ─────────────────────────────────────────────────────────────────────────────

    /// @notice Breeds two dragos of the caller; the caller pays the pair's price (approve this
    /// contract for A2Z and DST first) and gets the egg.
    function breed(uint256 a, uint256 b) external nonReentrant returns (uint256 eggId) {
        uint256 a2zPrice;
        uint256 dstPrice;
        (eggId, a2zPrice, dstPrice) = _breed(a, b);
        _pay(a2zPrice, dstPrice);
    }

    /// @notice Breeds pairs (`parentsA[i]`, `parentsB[i]`) in order, each priced at the counts it meets (a
    /// drago in two pairs pays its next step the second time); one payment of the total.
    function breedBatch(uint256[] calldata parentsA, uint256[] calldata parentsB)
        external
        nonReentrant
        returns (uint256[] memory eggIds)
    {
        if (parentsA.length != parentsB.length) revert BatchLengthMismatch(parentsA.length, parentsB.length);
        if (parentsA.length == 0) revert EmptyBatch();
        eggIds = new uint256[](parentsA.length);
        uint256 a2zTotal;
        uint256 dstTotal;
        for (uint256 i = 0; i < parentsA.length; i++) {
            (uint256 eggId, uint256 a2zPrice, uint256 dstPrice) = _breed(parentsA[i], parentsB[i]);
            eggIds[i] = eggId;
            a2zTotal += a2zPrice;
            dstTotal += dstPrice;
        }
        _pay(a2zTotal, dstTotal);
    }

    // ─── Administration ───────────────────────────────────────────────────────────────────────

    /// @notice Sets where fees go (admin only; never the zero address).
    function setTreasury(address newTreasury) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setTreasury(newTreasury);
    }

    // ─── Internals ────────────────────────────────────────────────────────────────────────────

    function _breed(uint256 a, uint256 b) private returns (uint256 eggId, uint256 a2zPrice, uint256 dstPrice) {
        if (a == b) revert SameDrago();
        if (drago.ownerOf(a) != msg.sender) revert NotOwner(a);
        if (drago.ownerOf(b) != msg.sender) revert NotOwner(b);
        Parent memory pa = _parent(a);
        Parent memory pb = _parent(b);
        if (a > PARENT_CHECK_MIN_EXCLUSIVE_ID && b > PARENT_CHECK_MIN_EXCLUSIVE_ID) {
            if (_areSiblings(pa, pb)) revert SameParents();
            if (pa.parentA == b || pa.parentB == b || pb.parentA == a || pb.parentB == a) revert ParentChild();
        }
        if (pa.breedCount >= drago.MAX_BREED_COUNT()) revert MaxBreedCount(a);
        if (pb.breedCount >= drago.MAX_BREED_COUNT()) revert MaxBreedCount(b);
        (a2zPrice, dstPrice) = _price(pa.breedCount, pb.breedCount);
        drago.recordBreeding(a);
        drago.recordBreeding(b);
        eggId = egg.layEgg(msg.sender, a, b);
        emit DragoBred(msg.sender, a, b, eggId, a2zPrice, dstPrice);
    }

    function _parent(uint256 id) private view returns (Parent memory parent) {
        parent.id = id;
        (, parent.breedCount,, parent.parentA, parent.parentB) = drago.dragoOf(id);
    }

    /// @dev Both have two parents, and the same two in any order (parent id 0 = none).
    function _areSiblings(Parent memory a, Parent memory b) private pure returns (bool) {
        if (a.parentA == 0 || a.parentB == 0 || b.parentA == 0 || b.parentB == 0) return false;
        return (a.parentA == b.parentA && a.parentB == b.parentB) || (a.parentA == b.parentB && a.parentB == b.parentA);
    }

    function _price(uint8 countA, uint8 countB) private view returns (uint256 a2zPrice, uint256 dstPrice) {
        (uint256 a2zA, uint256 dstA) = feeOf(countA);
        (uint256 a2zB, uint256 dstB) = feeOf(countB);
        return (a2zA + a2zB, dstA + dstB);
    }

    function _pay(uint256 a2zAmount, uint256 dstAmount) private {
        if (a2zAmount > 0) a2z.safeTransferFrom(msg.sender, treasury, a2zAmount);
        if (dstAmount > 0) dst.safeTransferFrom(msg.sender, treasury, dstAmount);
    }

    function _setTreasury(address newTreasury) private {
        if (newTreasury == address(0)) revert ZeroAddress();
        emit TreasuryChanged(treasury, newTreasury);
        treasury = newTreasury;
    }
}

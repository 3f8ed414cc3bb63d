// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {childDatas, Drago, dragoGradeOf, randomDatas, rehatchedDatas} from "../../contracts/Drago.sol";
import {IRandomnessOracle, RandomnessConsumer} from "../../contracts/RandomnessOracle.sol";
import {validDatas} from "../lib/Datas.sol";
import {bound, Test, vm} from "../lib/Test.sol";

/// @notice Drago's genes, counts and rehatch, with this test contract as its randomness oracle.
contract DragoTest is Test {
    address internal constant PLAYER = address(0xB0B);

    Drago internal drago;
    uint256 internal lastRequest;

    function setUp() public {
        drago = new Drago(address(this), IRandomnessOracle(address(this)));
        drago.grantRole(drago.BREEDER_ROLE(), address(this));
        drago.mint(PLAYER, 31001, validDatas(2, 0), 0, 0, 0, 1);
    }

    /// @dev This contract stands in for the oracle: requests are numbered from 1.
    function requestRandomness() external returns (uint256) {
        return ++lastRequest;
    }

    // ─── Genes (pure rules, the TypeScript twin is src/dragoGenes.ts) ─────────────────────────

    /// @notice Any word gives valid genes; every part shares the drago's grade; generation 0.
    function testFuzz_randomDatasAreValid(uint256 word) public view {
        uint8[38] memory datas = randomDatas(word);
        drago.checkDatas(datas);
        vm.assertEq(datas[1], 0, "generation of an egg without parents");
        for (uint256 p = 0; p < 7; p++) {
            vm.assertEq(datas[3 + 5 * p], datas[0], "a part's grade differs from the drago's");
        }
    }

    /// @notice Each gene of a child is one of its parents' four for that part, carrying that part's
    /// grade; the drago grade is the one four parts reach; generation is the older parent's + 1.
    function testFuzz_childGenesComeFromTheParents(uint256 word, uint8 gradeA, uint8 gradeB, uint8 shift, uint8 generation)
        public
        view
    {
        uint8[38] memory a = validDatas(uint8(bound(gradeA, 1, 3)), shift);
        uint8[38] memory b = validDatas(uint8(bound(gradeB, 1, 3)), shift / 2 + 11);
        a[1] = generation;
        b[1] = uint8(bound(word, 0, 255));
        uint8[38] memory child = childDatas(word, a, b);
        drago.checkDatas(child);
        uint8 older = a[1] > b[1] ? a[1] : b[1];
        vm.assertEq(child[1], older == 255 ? 255 : older + 1, "generation");
        vm.assertEq(child[0], dragoGradeOf(child), "drago grade");
        for (uint256 p = 0; p < 7; p++) {
            uint256 base = 3 + 5 * p;
            vm.assertTrue(_fromParents(child, a, b, base + 1, base), "dominant gene from no parent");
            vm.assertTrue(_fromParents(child, a, b, base + 3, 99), "recessive gene from no parent");
        }
    }

    /// @notice A rehatch keeps grades, generation and version and draws valid genes.
    function testFuzz_rehatchKeepsGrades(uint256 word, uint8 grade) public view {
        uint8[38] memory current = validDatas(uint8(bound(grade, 1, 3)), 4);
        uint8[38] memory next = rehatchedDatas(word, current);
        drago.checkDatas(next);
        vm.assertEq(next[0], current[0], "drago grade");
        vm.assertEq(next[1], current[1], "generation");
        for (uint256 p = 0; p < 7; p++) {
            vm.assertEq(next[3 + 5 * p], current[3 + 5 * p], "part grade");
        }
    }

    /// @notice Every out-of-range number is refused with its index.
    function test_checkDatasRefusesEachOutOfRangeNumber() public {
        _expectInvalid(0, 0);
        _expectInvalid(0, 4);
        _expectInvalid(2, 2);
        for (uint256 p = 0; p < 7; p++) {
            uint256 base = 3 + 5 * p;
            _expectInvalid(base, 0);
            _expectInvalid(base, 4);
            _expectInvalid(base + 1, 0);
            _expectInvalid(base + 1, 51);
            _expectInvalid(base + 2, 5);
            _expectInvalid(base + 3, 0);
            _expectInvalid(base + 3, 51);
            _expectInvalid(base + 4, 5);
        }
    }

    function test_dragoGradeIsTheGradeFourPartsReach() public pure {
        uint8[38] memory datas = validDatas(1, 0);
        vm.assertEq(dragoGradeOf(datas), 1, "all normal");
        for (uint256 p = 0; p < 4; p++) {
            datas[3 + 5 * p] = p < 2 ? 3 : 2;
        }
        vm.assertEq(dragoGradeOf(datas), 2, "two legend + two epic = epic");
        datas[3 + 5 * 2] = 3;
        datas[3 + 5 * 3] = 3;
        vm.assertEq(dragoGradeOf(datas), 3, "four legend");
    }

    // ─── Minting and counts ───────────────────────────────────────────────────────────────────

    function test_mintRefusals() public {
        vm.expectRevert(abi.encodeWithSelector(Drago.AlreadyMinted.selector, 31001));
        drago.mint(PLAYER, 31001, validDatas(1, 0), 0, 0, 0, 1);
        vm.expectRevert(abi.encodeWithSelector(Drago.MaxBreedCountReached.selector, 31002));
        drago.mint(PLAYER, 31002, validDatas(1, 0), 0, 0, 8, 1);
        bytes32 minterRole = drago.MINTER_ROLE();
        vm.prank(PLAYER);
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, PLAYER, minterRole)
        );
        drago.mint(PLAYER, 31002, validDatas(1, 0), 0, 0, 0, 1);
    }

    function test_breedingIsCountedUpToTheMaximum() public {
        for (uint8 i = 1; i <= 7; i++) {
            vm.assertEq(drago.recordBreeding(31001), i, "breed count");
        }
        vm.expectRevert(abi.encodeWithSelector(Drago.MaxBreedCountReached.selector, 31001));
        drago.recordBreeding(31001);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, 99));
        drago.recordBreeding(99);
    }

    // ─── Rehatch and the randomness callback ──────────────────────────────────────────────────

    function test_rehatchOnceByTheOwner() public {
        vm.expectRevert(abi.encodeWithSelector(Drago.NotDragoOwner.selector, 31001, address(this)));
        drago.rehatching(31001);
        vm.prank(PLAYER);
        uint256 requestId = drago.rehatching(31001);
        vm.assertEq(drago.rehatchRequestOf(31001), requestId, "pending request");
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(Drago.NoRehatchLeft.selector, 31001));
        drago.rehatching(31001);
        drago.fulfillRandomness(requestId, 42);
        (uint8[38] memory datas,, uint8 rehatchCount,,) = drago.dragoOf(31001);
        vm.assertEq(keccak256(abi.encode(datas)), keccak256(abi.encode(rehatchedDatas(42, validDatas(2, 0)))), "genes");
        vm.assertEq(rehatchCount, 0, "rehatch count");
        vm.assertEq(drago.rehatchRequestOf(31001), 0, "request still pending");
    }

    /// @notice A callback for a request that is not a pending rehatch is recorded as failed, not
    /// reverted (the oracle's fulfilment stands); replaying it fails the same way.
    function test_unknownRequestsFailAndOnlyTheOracleFulfils() public {
        drago.fulfillRandomness(77, 1);
        (bool failed,) = drago.failedFulfilments(77);
        vm.assertTrue(failed, "an unknown request was not recorded as failed");
        vm.expectRevert(abi.encodeWithSelector(Drago.UnknownRehatchRequest.selector, 77));
        drago.retryRandomness(77);
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(RandomnessConsumer.OnlyRandomnessOracle.selector, PLAYER));
        drago.fulfillRandomness(1, 1);
        vm.expectRevert(RandomnessConsumer.OnlySelf.selector);
        drago.consumeRandomness(1, 1);
    }

    function test_administration() public {
        drago.setBaseURI("https://example.test/drago/");
        vm.assertEq(keccak256(bytes(drago.tokenURI(31001))), keccak256("https://example.test/drago/31001"), "uri");
        drago.setRandomnessOracle(IRandomnessOracle(address(0xD1CE)));
        vm.assertEq(address(drago.randomnessOracle()), address(0xD1CE), "oracle not switched");
        vm.assertTrue(drago.supportsInterface(type(IERC721).interfaceId), "ERC-721");
        vm.assertTrue(drago.supportsInterface(type(IAccessControl).interfaceId), "AccessControl");
    }

    function _expectInvalid(uint256 index, uint8 value) private {
        uint8[38] memory datas = validDatas(1, 0);
        datas[index] = value;
        vm.expectRevert(abi.encodeWithSelector(Drago.InvalidDatas.selector, index));
        drago.checkDatas(datas);
    }

    /// @dev child[index..index+1] equals some parent's (attribute, colour) pair of that part, and
    /// the part grade (at gradeIndex, unless 99) is that parent's part grade.
    function _fromParents(uint8[38] memory child, uint8[38] memory a, uint8[38] memory b, uint256 index, uint256 gradeIndex)
        private
        pure
        returns (bool)
    {
        uint256 base = index - ((index - 3) % 5);
        uint8[38][2] memory parents = [a, b];
        for (uint256 i = 0; i < 2; i++) {
            for (uint256 offset = 1; offset <= 3; offset += 2) {
                bool same = child[index] == parents[i][base + offset] && child[index + 1] == parents[i][base + offset + 1];
                if (same && (gradeIndex == 99 || child[gradeIndex] == parents[i][base])) return true;
            }
        }
        return false;
    }
}

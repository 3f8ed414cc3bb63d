// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {Drago} from "../../contracts/Drago.sol";
import {Egg} from "../../contracts/Egg.sol";
import {IRandomnessOracle, RandomnessConsumer} from "../../contracts/RandomnessOracle.sol";
import {validDatas} from "../lib/Datas.sol";
import {signDigest, Test, vm} from "../lib/Test.sol";

/// @notice Egg laying, genesis delivery and hatching, with this test contract as the oracle.
contract EggTest is Test {
    uint256 internal constant RELAYER_KEY = 0xE1A7;
    address internal constant PLAYER = address(0xB0B);

    Drago internal drago;
    Egg internal egg;
    Egg internal eggWithoutDrago;
    uint256 internal lastRequest;

    function setUp() public {
        drago = new Drago(address(this), IRandomnessOracle(address(this)));
        egg = new Egg(address(this), drago, IRandomnessOracle(address(this)), vm.addr(RELAYER_KEY), 20001);
        eggWithoutDrago =
            new Egg(address(this), Drago(address(0)), IRandomnessOracle(address(this)), vm.addr(RELAYER_KEY), 1000000001);
        drago.grantRole(drago.MINTER_ROLE(), address(egg));
        drago.mint(PLAYER, 30001, validDatas(3, 0), 0, 0, 0, 1);
        drago.mint(PLAYER, 30002, validDatas(1, 5), 0, 0, 0, 1);
    }

    /// @dev This contract stands in for the oracle: requests are numbered from 1.
    function requestRandomness() external returns (uint256) {
        return ++lastRequest;
    }

    function test_eggIdsSkipDragosAndEggs() public {
        drago.mint(PLAYER, 20001, validDatas(1, 0), 0, 0, 0, 1);
        vm.assertEq(egg.layEgg(PLAYER, 0, 0), 20002, "did not skip a drago's id");
        vm.assertEq(egg.layEgg(PLAYER, 30001, 30002), 20003, "next id");
        (uint8 status, uint256 parentA, uint256 parentB, uint256 request) = egg.eggOf(20003);
        vm.assertEq(status, 0, "ready");
        vm.assertEq(parentA + parentB, 30001 + 30002, "parents");
        vm.assertEq(request, 0, "no request yet");
    }

    function test_layingRefusals() public {
        vm.expectRevert(abi.encodeWithSelector(Egg.InvalidParents.selector, 30001, 0));
        egg.layEgg(PLAYER, 30001, 0);
        vm.expectRevert(abi.encodeWithSelector(Egg.InvalidParents.selector, 30001, 30001));
        egg.layEgg(PLAYER, 30001, 30001);
        vm.expectRevert(Egg.HatchingUnavailable.selector);
        eggWithoutDrago.layEgg(PLAYER, 30001, 30002);
        vm.expectRevert(abi.encodeWithSelector(Egg.InvalidFirstEggId.selector, 20000));
        new Egg(address(this), drago, IRandomnessOracle(address(this)), vm.addr(RELAYER_KEY), 20000);
        uint256[] memory ids = new uint256[](1);
        ids[0] = 20001;
        vm.expectRevert(abi.encodeWithSelector(Egg.NotGenesisEgg.selector, 20001));
        egg.mintGenesis(PLAYER, ids);
    }

    /// @notice A bred egg hatches into a drago with its id, to its owner at the request, with the
    /// parents' genes as they were when it was laid.
    function test_hatchingABredEgg() public {
        uint256 eggId = egg.layEgg(PLAYER, 30001, 30002);
        vm.expectRevert(abi.encodeWithSelector(Egg.NotEggOwner.selector, eggId, address(this)));
        egg.hatching(eggId);
        vm.prank(PLAYER);
        uint256 requestId = egg.hatching(eggId);
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(Egg.EggNotReady.selector, eggId));
        egg.hatching(eggId);
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(Egg.EggIsHatching.selector, eggId));
        egg.transferFrom(PLAYER, address(0xCAFE), eggId);
        egg.fulfillRandomness(requestId, 7);
        vm.assertEq(drago.ownerOf(eggId), PLAYER, "drago not minted to the owner");
        vm.assertEq(egg.balanceOf(PLAYER), 0, "egg not burned");
        (, uint8 breedCount, uint8 rehatchCount, uint256 parentA, uint256 parentB) = drago.dragoOf(eggId);
        vm.assertEq(breedCount, 0, "breed count");
        vm.assertEq(rehatchCount, egg.HATCHED_REHATCH_COUNT(), "rehatch count");
        vm.assertEq(parentA + parentB, 30001 + 30002, "parents");
    }

    /// @notice A hatch whose mint fails (Egg lost Drago's minter role) is kept and replayed once fixed.
    function test_aFailedHatchIsRetried() public {
        uint256 eggId = egg.layEgg(PLAYER, 0, 0);
        vm.prank(PLAYER);
        uint256 requestId = egg.hatching(eggId);
        drago.revokeRole(drago.MINTER_ROLE(), address(egg));
        egg.fulfillRandomness(requestId, 9);
        (bool failed,) = egg.failedFulfilments(requestId);
        vm.assertTrue(failed, "failure not recorded");
        drago.grantRole(drago.MINTER_ROLE(), address(egg));
        egg.retryRandomness(requestId);
        vm.assertEq(drago.ownerOf(eggId), PLAYER, "retry did not hatch");
        vm.expectRevert(abi.encodeWithSelector(RandomnessConsumer.NoFailedFulfilment.selector, requestId));
        egg.retryRandomness(requestId);
        egg.fulfillRandomness(77, 1);
        vm.expectRevert(abi.encodeWithSelector(Egg.UnknownHatchRequest.selector, 77));
        egg.retryRandomness(77);
    }

    function test_genesisEggsCrossToArenaZ() public {
        uint256[] memory ids = new uint256[](1);
        ids[0] = 10001;
        egg.mintGenesis(PLAYER, ids);
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(Egg.GenesisEggHatchesOnArenaZ.selector, 10001));
        egg.hatching(10001);
        uint256 eggId = eggWithoutDrago.layEgg(PLAYER, 0, 0);
        vm.prank(PLAYER);
        vm.expectRevert(Egg.HatchingUnavailable.selector);
        eggWithoutDrago.hatching(eggId);
    }

    /// @notice receiveGenesis: each nonce once, each genesis id once, only the relayer's signature.
    function test_receiveGenesis() public {
        bytes memory signature = _genesisSignature(egg, 1, 10002, PLAYER, RELAYER_KEY);
        uint256 requestId = egg.receiveGenesis(1, 10002, PLAYER, signature);
        vm.assertEq(egg.ownerOf(10002), PLAYER, "egg not delivered");
        (uint8 status,,, uint256 pending) = egg.eggOf(10002);
        vm.assertEq(status, egg.STATUS_HATCHING(), "hatch not started");
        vm.assertEq(pending, requestId, "request");
        vm.expectRevert(abi.encodeWithSelector(Egg.NonceUsed.selector, 1));
        egg.receiveGenesis(1, 10002, PLAYER, signature);
        bytes memory sameEgg = _genesisSignature(egg, 2, 10002, PLAYER, RELAYER_KEY);
        vm.expectRevert(abi.encodeWithSelector(Egg.GenesisAlreadyReceived.selector, 10002));
        egg.receiveGenesis(2, 10002, PLAYER, sameEgg);
        vm.expectRevert(abi.encodeWithSelector(Egg.NotGenesisEgg.selector, 20001));
        egg.receiveGenesis(3, 20001, PLAYER, signature);
        bytes memory stranger = _genesisSignature(egg, 3, 10003, PLAYER, 0xBAD);
        vm.expectRevert(abi.encodeWithSelector(Egg.InvalidSigner.selector, vm.addr(0xBAD)));
        egg.receiveGenesis(3, 10003, PLAYER, stranger);
        bytes memory elsewhere = _genesisSignature(eggWithoutDrago, 3, 10003, PLAYER, RELAYER_KEY);
        vm.expectRevert(Egg.HatchingUnavailable.selector);
        eggWithoutDrago.receiveGenesis(3, 10003, PLAYER, elsewhere);
    }

    function test_genesisIdRange() public view {
        vm.assertFalse(egg.isGenesis(10000), "10000");
        vm.assertTrue(egg.isGenesis(10001), "10001");
        vm.assertTrue(egg.isGenesis(20000), "20000");
        vm.assertFalse(egg.isGenesis(20001), "20001");
    }

    function test_administration() public {
        vm.expectRevert(Egg.ZeroAddress.selector);
        egg.setRelayerSigner(address(0));
        egg.setRelayerSigner(PLAYER);
        vm.assertEq(egg.relayerSigner(), PLAYER, "signer");
        egg.setRandomnessOracle(IRandomnessOracle(address(0xD1CE)));
        vm.assertEq(address(egg.randomnessOracle()), address(0xD1CE), "oracle");
        vm.assertTrue(egg.supportsInterface(type(IERC721).interfaceId), "ERC-721");
        vm.assertTrue(egg.supportsInterface(type(IAccessControl).interfaceId), "AccessControl");
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(RandomnessConsumer.OnlyRandomnessOracle.selector, PLAYER));
        egg.fulfillRandomness(1, 1);
    }

    function _genesisSignature(Egg target, uint256 nonce, uint256 eggId, address owner, uint256 key)
        private
        view
        returns (bytes memory)
    {
        return signDigest(key, target.genesisDigest(nonce, eggId, owner));
    }
}

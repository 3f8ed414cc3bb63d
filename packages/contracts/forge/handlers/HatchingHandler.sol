// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Drago} from "../../contracts/Drago.sol";
import {Egg} from "../../contracts/Egg.sol";
import {DevRandomnessOracle} from "../../contracts/RandomnessOracleDev.sol";
import {signDigest, vm} from "../lib/Test.sol";
import {holderOf} from "../lib/Tokens.sol";
import {Actors} from "./Actors.sol";

/// @notice Eggs laid (with and without parents), genesis eggs delivered by the relayer (replays
/// included), hatches and rehatches asked by their owners, eggs and dragos traded, and the
/// oracle's operator fulfilling requests in any order, some of them again. The handler is the
/// oracle's operator (its seeds are keccak256(index), committed as requests need them) and
/// Egg's minter.
contract HatchingHandler is Actors {
    uint256 public constant RELAYER_KEY = 0xE1A7;
    uint256 public constant GENESIS_IDS = 4;
    uint256 public constant GENESIS_NONCES = 4;

    enum Purpose {
        Hatch,
        Rehatch
    }

    struct Request {
        Purpose purpose;
        uint256 tokenId;
        address owner;
    }

    DevRandomnessOracle public immutable oracle;
    Drago public immutable drago;
    Egg public immutable egg;

    uint256[] public eggIds;
    uint256[] public dragoIds;
    mapping(uint256 requestId => Request) public requests;
    uint256 public requestCount;

    mapping(uint256 requestId => uint256 count) public fulfilments;
    mapping(uint256 eggId => uint256 count) public hatchRequests;
    mapping(uint256 eggId => bool) public hatched;
    mapping(uint256 eggId => uint256[2] parents) internal _eggParents;
    mapping(uint256 dragoId => uint256 count) public rehatches;
    mapping(uint256 dragoId => uint8 count) public startingRehatchCount;
    mapping(uint256 nonce => uint256 count) public genesisNonceDeliveries;
    mapping(uint256 eggId => uint256 count) public genesisDeliveries;
    /// @notice Transfers of an egg while it was hatching.
    uint256 public hatchingEggMoves;
    /// @notice Hatched dragos minted to another account than the egg's owner at the request.
    uint256 public hatchOwnerMismatches;

    constructor(DevRandomnessOracle oracle_, Drago drago_, Egg egg_) Actors(3) {
        oracle = oracle_;
        drago = drago_;
        egg = egg_;
    }

    /// @notice Records a drago the suite minted.
    function trackDrago(uint256 tokenId, uint8 rehatchCount) external {
        dragoIds.push(tokenId);
        startingRehatchCount[tokenId] = rehatchCount;
    }

    // ─── Actions ──────────────────────────────────────────────────────────────────────────────

    function layEgg(uint256 ownerSeed, uint256 parentSeed, bool withParents) external {
        uint256 parentA;
        uint256 parentB;
        if (withParents && dragoIds.length >= 2) {
            parentA = dragoIds[parentSeed % dragoIds.length];
            parentB = dragoIds[(parentSeed / dragoIds.length) % dragoIds.length];
            if (parentA == parentB) return;
        }
        uint256 eggId = egg.layEgg(_actor(ownerSeed), parentA, parentB);
        eggIds.push(eggId);
        _eggParents[eggId] = [parentA, parentB];
    }

    function hatch(uint256 eggSeed) external {
        if (eggIds.length == 0) return;
        uint256 eggId = eggIds[eggSeed % eggIds.length];
        address owner = holderOf(egg, eggId);
        if (owner == address(0)) return;
        _ensureCommitment();
        vm.prank(owner);
        try egg.hatching(eggId) returns (uint256 requestId) {
            _request(requestId, Purpose.Hatch, eggId, owner);
        } catch {}
    }

    /// @notice The relayer delivers a genesis egg (a few ids and nonces, so replays are frequent).
    function receiveGenesis(uint256 nonceSeed, uint256 idSeed, uint256 ownerSeed) external {
        uint256 nonce = 1 + (nonceSeed % GENESIS_NONCES);
        uint256 eggId = egg.GENESIS_FIRST_ID() + (idSeed % GENESIS_IDS);
        address owner = _actor(ownerSeed);
        bytes memory signature = signDigest(RELAYER_KEY, egg.genesisDigest(nonce, eggId, owner));
        _ensureCommitment();
        try egg.receiveGenesis(nonce, eggId, owner, signature) returns (uint256 requestId) {
            genesisNonceDeliveries[nonce]++;
            genesisDeliveries[eggId]++;
            eggIds.push(eggId);
            _request(requestId, Purpose.Hatch, eggId, owner);
        } catch {}
    }

    function rehatch(uint256 dragoSeed) external {
        if (dragoIds.length == 0) return;
        uint256 dragoId = dragoIds[dragoSeed % dragoIds.length];
        address owner = drago.ownerOf(dragoId);
        _ensureCommitment();
        vm.prank(owner);
        try drago.rehatching(dragoId) returns (uint256 requestId) {
            rehatches[dragoId]++;
            _request(requestId, Purpose.Rehatch, dragoId, owner);
        } catch {}
    }

    /// @notice The operator fulfils the first unfulfilled request from a random position.
    function fulfil(uint256 requestSeed) external {
        for (uint256 step = 0; step < requestCount; step++) {
            uint256 requestId = 1 + (requestSeed % requestCount + step) % requestCount;
            if (fulfilments[requestId] > 0) continue;
            _fulfil(requestId);
            return;
        }
    }

    /// @notice The operator fulfils a request again (a retried job): the oracle must refuse.
    function fulfilAgain(uint256 requestSeed) external {
        if (requestCount == 0) return;
        uint256 requestId = 1 + (requestSeed % requestCount);
        if (fulfilments[requestId] > 0) _fulfil(requestId);
    }

    function moveEgg(uint256 eggSeed, uint256 toSeed) external {
        if (eggIds.length == 0) return;
        uint256 eggId = eggIds[eggSeed % eggIds.length];
        address owner = holderOf(egg, eggId);
        if (owner == address(0)) return;
        (uint8 status,,,) = egg.eggOf(eggId);
        vm.prank(owner);
        try egg.transferFrom(owner, _actor(toSeed), eggId) {
            if (status == egg.STATUS_HATCHING()) hatchingEggMoves++;
        } catch {}
    }

    function moveDrago(uint256 dragoSeed, uint256 toSeed) external {
        if (dragoIds.length == 0) return;
        _give(drago, dragoIds[dragoSeed % dragoIds.length], _actor(toSeed));
    }

    // ─── Reads ────────────────────────────────────────────────────────────────────────────────

    function eggCount() external view returns (uint256) {
        return eggIds.length;
    }

    function dragoCount() external view returns (uint256) {
        return dragoIds.length;
    }

    function eggParents(uint256 eggId) external view returns (uint256[2] memory) {
        return _eggParents[eggId];
    }

    /// @notice The seed of the commitment request `requestId` was bound to (requests bind in order).
    function seedOf(uint256 requestId) public pure returns (bytes32) {
        return keccak256(abi.encode("seed", requestId));
    }

    // ─── Internals ────────────────────────────────────────────────────────────────────────────

    function _ensureCommitment() private {
        if (oracle.commitmentsAvailable() > 0) return;
        bytes32[] memory hashes = new bytes32[](1);
        // Every commitment is bound, so the next request (id requestCount + 1) takes this one.
        hashes[0] = keccak256(abi.encode(seedOf(oracle.requestCount() + 1)));
        oracle.commit(hashes);
    }

    function _request(uint256 requestId, Purpose purpose, uint256 tokenId, address owner) private {
        requests[requestId] = Request(purpose, tokenId, owner);
        requestCount = requestId;
        if (purpose == Purpose.Hatch) hatchRequests[tokenId]++;
    }

    function _fulfil(uint256 requestId) private {
        try oracle.fulfill{gas: 5_000_000}(requestId, seedOf(requestId)) {
            fulfilments[requestId]++;
            Request memory request = requests[requestId];
            if (request.purpose != Purpose.Hatch || hatched[request.tokenId] || !drago.wasMinted(request.tokenId)) return;
            hatched[request.tokenId] = true;
            if (drago.ownerOf(request.tokenId) != request.owner) hatchOwnerMismatches++;
            dragoIds.push(request.tokenId);
            startingRehatchCount[request.tokenId] = egg.HATCHED_REHATCH_COUNT();
        } catch {}
    }
}

// A scenario (*.tricorne.json): the in-memory model the engine, the CLI and the studio share.
// Plain data: its JSON form is io/scenario_json.h, its checks validate/validate.h.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tricorne/core/board.h"
#include "tricorne/core/hex.h"
#include "tricorne/model/rule_kinds.h"

namespace tricorne {

/// The scenario format version this build writes. Older files are migrated on load.
/// Version 2 added map labels, the unplaced tray and metadata.reconstructed/reconstruction;
/// version 3 the reference picture (referencePicture); version 4 the binding to a game system
/// read from a file (systemBinding).
inline constexpr int kScenarioVersion = 4;

struct Metadata {
    std::string title, date, author, source, background, notes;
    bool reconstructed = false;  ///< the map and deployment are reconstructed, not the booklet's picture
    std::string reconstruction;  ///< what a reconstruction rests on and what was inferred
    bool operator==(const Metadata&) const = default;
};

/// One side's battle notes.
struct SideSetup {
    std::string faction;
    std::vector<std::string> armies;
    std::string commander;
    int commandCards = 5;
    int combatCards = 0;
    std::string combatDeck;
    int startingBanners = 0;
    bool operator==(const SideSetup&) const = default;
};

struct TerrainTile {
    Hex hex;
    std::string type;
    std::string variant;  ///< "" when the type is not linear
    int rotation = 0;     ///< 0-5, sixths of a turn clockwise
    bool operator==(const TerrainTile&) const = default;
};

/// A hex-side feature belongs to `hex` and sits on its `side`.
struct HexsideFeature {
    Hex hex;
    Side side = Side::NE;
    std::string type;
    bool operator==(const HexsideFeature&) const = default;
};

struct Unit {
    std::string id, army, type;
    Hex hex;
    int blocks = 4;
    std::string name;
    bool chief = false;
    bool operator==(const Unit&) const = default;
};

struct Leader {
    std::string id, army, name;
    Hex hex;
    bool operator==(const Leader&) const = default;
};

/// A place name on the map, centred on a hex and turned `rotation` degrees clockwise.
struct MapLabel {
    std::string text;
    Hex hex;
    int rotation = 0;
    bool operator==(const MapLabel&) const = default;
};

/// A unit not yet on the board (imported from an order of battle, waiting to be deployed).
struct UnplacedUnit {
    std::string id, army, type;
    int blocks = 4;
    std::string name;
    bool chief = false;
    std::string brigade;  ///< groups the tray; dropped when the unit is placed
    bool operator==(const UnplacedUnit&) const = default;
};

struct UnplacedLeader {
    std::string id, army, name;
    std::string brigade;
    bool operator==(const UnplacedLeader&) const = default;
};

/// The tray of pieces still to place. A scenario with pieces here is a draft: validation warns
/// and playtest and export ask to place them first.
struct Unplaced {
    std::vector<UnplacedUnit> units;
    std::vector<UnplacedLeader> leaders;
    bool empty() const { return units.empty() && leaders.empty(); }
    bool operator==(const Unplaced&) const = default;
};

/// A control point of the reference picture: a point of the picture and the point of the board
/// it belongs to, the centre of `hex` or, when `corner` is set, one of its corners.
struct ReferencePoint {
    double x = 0, y = 0;  ///< on the picture: its pixels (a PDF page: points), from the top left
    Hex hex;
    std::string corner;  ///< "" (the centre) or a corner of the pointy-top hex: "n", "ne", "se", "s", "sw", "nw"
    bool operator==(const ReferencePoint&) const = default;
};

/// A picture the designer traces from (a booklet's map, a historical map), kept with the
/// scenario but not part of the battle: the engine reads and writes it and ignores it for play,
/// validation and hashes. The picture itself is never embedded.
struct ReferencePicture {
    std::string path;  ///< relative to the scenario file's folder, '/' between folders
    int page = 1;      ///< a PDF's page, from 1 (1 for other pictures)
    double opacity = 0.5;
    bool shown = true;
    std::vector<ReferencePoint> points;  ///< the alignment's control points, in the order placed
    bool operator==(const ReferencePicture&) const = default;
};

/// How the hexes of an objective count: any hex, each hex separately, or all hexes together.
enum class ObjectiveCount : std::uint8_t { Any, Each, All };
/// What a hex must hold: a unit of the side, or no enemy unit (001 · Guilford Courthouse).
enum class ObjectiveOccupancy : std::uint8_t { Friendly, NoEnemy };

/// Who an objective or rule is for.
enum class Beneficiary { Top, Bottom, Both };

struct Objective {
    std::string id, name;
    ObjectiveKind kind = ObjectiveKind::Temporary;
    Beneficiary beneficiary = Beneficiary::Both;
    std::vector<Hex> hexes;
    std::optional<int> banners;
    std::optional<int> bannersTop, bannersBottom;  ///< bannersBySide
    std::optional<Position> holder;                ///< the side holding it at the start (banners placed on it)
    std::optional<BoardSection> section;           ///< clearing-a-section, seen from `beneficiary`
    ObjectiveCount count = ObjectiveCount::Any;
    ObjectiveOccupancy occupancy = ObjectiveOccupancy::Friendly;
    std::optional<int> maxPerTurn;         ///< turn-start-repeating: at most this many banners a turn
    std::optional<int> afterTotalBanners;  ///< breakthrough/withdraw: pays once both sides' banners reach this
    bool loneLeaders = false;  ///< breakthrough/withdraw: a lone leader may exit too (000 · Alness "unit or lone leader")

    /// Banners this objective is worth to a side (0 when it is not for that side).
    int bannersFor(Position p) const;
    bool operator==(const Objective&) const = default;
};

/// Drops the fields `objective.kind` does not take and fills the ones it needs with defaults
/// (banners 1, section left), so an objective whose kind was changed still fits the schema.
void fitObjectiveToKind(Objective& objective);

/// A unit type that joins the opening cannonade (001 · Cowpens rifles, Guilford militia).
struct CannonadeJoiner {
    std::string type;        ///< unit type id
    std::optional<int> dice; ///< fires with this many dice instead of its own
    bool operator==(const CannonadeJoiner&) const = default;
};

/// A special rule: a typed kind the engine enforces, or Text (not enforced in playtest).
/// model/rule_kinds.h describes the kinds and engine/BATTLES.md the battles that use them;
/// each field below says which kinds read it.
struct SpecialRule {
    SpecialRuleKind kind = SpecialRuleKind::Invalid;
    std::string text;
    std::vector<Position> mustRetire;      ///< opening-cannonade: sides whose guns retire after firing
    std::optional<Position> firstSide;     ///< opening-cannonade: the side that fires first
    std::vector<CannonadeJoiner> joiners;  ///< opening-cannonade: other unit types that fire
    std::optional<Position> side;          ///< the side a rule concerns (rally-*, block-return, creek-as-marsh's removed side, first-player-dice's tie winner, ship-fire's owner)
    std::vector<std::string> terrain;      ///< waterway, shallow-fords: terrain types (empty: every river and stream / ford)
    std::vector<Hex> hexes;                ///< waterway, shallow-fords: only these hexes; creek-as-marsh, block-return: where; ship-fire: its targets' hexes
    bool fordable = false;                 ///< waterway
    std::string from, as;                  ///< hexside-as: hex-side type ids; morale-as: `as` = unit type id
    std::vector<std::string> units;        ///< morale-as, forced-retreat: unit ids
    std::vector<std::string> leaders;      ///< forced-retreat: leader ids
    std::vector<std::string> unitKinds;    ///< rally-after-combat, block-return: "infantry", "cavalry", "artillery" (empty: all)
    int dice = 0;                          ///< first-player-dice, ship-fire
    std::vector<Side> toward;              ///< forced-retreat: the directions a retreat step may take
    std::string name;                      ///< ship-fire: what fires (a ship off the board)
    std::vector<std::string> cards;        ///< no-fire-bonus: cards whose ranged dice bonus is cancelled; ship-fire: cards that let it fire
    std::string reason;                    ///< text: why the engine cannot enforce it (shown by the studio)
    // Card-linked rules (engine/src/play/cards_turn.cpp): time-pressure, scout-banners, sudden-death,
    // no-command-draw, hand-growth, first-player-card-reveal.
    std::vector<Position> sides;        ///< the sides the rule is for
    int cardPlays = 0;                  ///< sudden-death: `sides` must win by the end of this card play
    int draw = 0;                       ///< hand-growth: Command cards drawn at the end of a turn
    int handSize = 0;                   ///< hand-growth: the hand grows to this many cards
    std::optional<Position> tieGoesTo;  ///< first-player-card-reveal: who moves first on a tie
    bool operator==(const SpecialRule&) const = default;
};

/// Version 4: how a scenario keeps a game system that is not built in (a designer's fork, read
/// from a *.tricorne-system.json file): the system's content hash when the scenario was bound
/// to it, and the system itself, embedded or as a sidecar file beside the scenario. A scenario
/// of a built-in system has none. validate/system_files.h reads and checks it.
struct SystemBinding {
    std::string hash;      ///< systemHash (io/system_json.h) of the system document bound
    std::string sidecar;   ///< the system file, relative to the scenario file's folder; "" when embedded
    std::string embedded;  ///< the system document as compact JSON text, keys sorted; "" when a sidecar

    bool operator==(const SystemBinding&) const = default;
};

struct Scenario {
    int version = kScenarioVersion;
    std::string system;
    std::optional<SystemBinding> systemBinding;  ///< version 4; only for a system that is not built in
    Metadata metadata;
    SideSetup top, bottom;
    Position firstPlayer = Position::Bottom;
    int victoryBanners = 6;
    std::vector<TerrainTile> terrain;
    std::vector<HexsideFeature> hexsides;
    std::vector<Unit> units;
    std::vector<Leader> leaders;
    std::vector<Objective> objectives;
    std::vector<SpecialRule> specialRules;
    std::vector<MapLabel> labels;
    Unplaced unplaced;
    std::optional<ReferencePicture> referencePicture;

    SideSetup& side(Position p) { return p == Position::Top ? top : bottom; }
    const SideSetup& side(Position p) const { return p == Position::Top ? top : bottom; }
    /// The unit of index `i`, the leader of index `i`: the indices the game state and the rules
    /// share. Precondition: 0 <= i < units.size() (leaders.size()).
    const Unit& unit(int i) const { return units[static_cast<std::size_t>(i)]; }
    const Leader& leader(int i) const { return leaders[static_cast<std::size_t>(i)]; }
    /// The side fielding `army`, or nullopt when neither side lists it.
    std::optional<Position> sideOfArmy(const std::string& army) const;

    bool operator==(const Scenario&) const = default;
};

/// "top" / "bottom".
const char* positionName(Position p);

}  // namespace tricorne

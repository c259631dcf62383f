// A game system (templates/systems/*.json): armies, unit types, terrain, hex-side features,
// the boxed game's contents. Numbers live here as data; behaviour that needs code is a named
// Ability implemented once in the rules engine (docs/design/files.md).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/core/board.h"
#include "tricorne/core/hex.h"
#include "tricorne/core/random.h"

namespace tricorne {

enum class UnitKind : std::uint8_t { Infantry, Cavalry, Artillery };

/// "infantry" / "cavalry" / "artillery".
const char* unitKindName(UnitKind kind);

/// What a unit may still do after moving a given allowance.
enum class BattleAfterMove : std::uint8_t { Any, MeleeOnly, None };

struct MoveAllowance {
    int hexes = 1;
    BattleAfterMove battle = BattleAfterMove::Any;

    bool operator==(const MoveAllowance&) const = default;
};

/// Unit behaviour that numbers cannot express (schema/README.md lists them).
enum class Ability : std::uint8_t {
    HighlandBattleBonus,
    HighlandCharge,
    HighlandMorale,
    TakeGroundBonusMelee,
    RetireAndRally,
    NoRangedPenaltyForMoving,
    HessianQuickStep,
    HessianBayonetAttack,
};

/// The ability named in the files ("hessian-quick-step" …). Throws std::invalid_argument for
/// a name the schema does not list.
Ability abilityFromName(const std::string& name);
/// The ability's name in the files (abilityFromName's inverse).
const char* abilityName(Ability ability);

struct UnitType {
    std::string id;
    std::string name;
    UnitKind kind = UnitKind::Infantry;
    std::string unitClass;
    int box = 0;  ///< units of this type in the boxed game
    int blocks = 4;  ///< full strength: a unit with fewer has lost blocks, whatever it started with
    std::vector<MoveAllowance> movement;
    std::vector<int> dice;  ///< [0] melee, [i] range i+1
    bool saberHits = true;
    int retreatPerFlag = 1;
    int flagsIgnored = 0;
    int rallyModifier = 0;
    std::vector<Ability> abilities;
    std::string source;

    bool has(Ability a) const;

    bool operator==(const UnitType&) const = default;
};

struct Army {
    std::string id;
    std::string name;
    std::string faction;
    std::string color;  ///< "#rrggbb"
    int leadersInBox = 0;
    /// How a moved infantry unit's half blocks round when it fires (002 · RANGED COMBAT 4:
    /// up for the French and British, down for the Portuguese); read only with
    /// MovedInfantryDice::HalfBlocks. Empty: the file names none, and it rounds up
    /// (family::movedFireRoundsUp).
    std::optional<bool> movedFireRoundsUp;
    std::vector<UnitType> unitTypes;

    /// The unit type with that id, or nullptr.
    const UnitType* unitType(const std::string& typeId) const;

    bool operator==(const Army&) const = default;
};

struct Faction {
    std::string id;
    std::string name;
    std::optional<std::string> chiefMarker;  ///< "Clan Chief" … when the game has Chief markers

    bool operator==(const Faction&) const = default;
};

/// A battle-dice modifier from the terrain summary card; nullopt is "NB" (no battle).
using DiceModifier = std::optional<int>;

struct KindModifiers {
    DiceModifier infantry = 0;
    DiceModifier cavalry = 0;
    DiceModifier artillery = 0;

    DiceModifier of(UnitKind kind) const;

    bool operator==(const KindModifiers&) const = default;
};

struct Protection {
    enum class Effect : std::uint8_t { IgnoreSymbolHit, IgnoreFlag, Support };
    enum class Except : std::uint8_t { None, Artillery, ArtilleryRanged };
    Effect effect = Effect::IgnoreSymbolHit;
    bool ranged = true;
    bool melee = false;
    std::vector<UnitKind> unitKinds;       ///< empty: every kind
    std::vector<std::string> unitClasses;  ///< empty: every class
    Except except = Except::None;
    std::string condition;  ///< e.g. "attacked-from-lower-or-other-hill"

    bool operator==(const Protection&) const = default;
};

enum class LineOfSight : std::uint8_t { Clear, Blocks, Hill, BlocksWhenOccupied, BlocksUnlessAdjacent };

/// Who may never enter: bit per UnitKind plus one for leaders.
struct Impassable {
    bool infantry = false, cavalry = false, artillery = false, leader = false;
    bool forKind(UnitKind kind) const;

    bool operator==(const Impassable&) const = default;
};

/// The die face that shows the symbol of units of `kind`: what hits them (000 · Ranged Combat
/// (Fire) Procedure: "1 hit for each unit symbol rolled that matches the target unit").
Face symbolFace(UnitKind kind);

/// A face a terrain's roll looks for: a die face, or the symbol of the unit's own kind.
enum class RollFace : std::uint8_t { OwnSymbol, Infantry, Cavalry, Artillery, Flag, Saber };

/// Whether a die showing `rolled` shows `want`; RollFace::OwnSymbol is the symbol of a unit of
/// kind `own`.
bool rollShows(RollFace want, Face rolled, UnitKind own);

/// What the die rolled on entering a terrain does (000 · BOGGY GROUND, 001 · WETLAND - MARSH &
/// SWAMP), for a unit and for a lone leader, each by one face.
struct EnterRoll {
    enum class Effect : std::uint8_t {
        None,              ///< no roll for this piece
        StopUnlessFace,    ///< the piece must stop unless the die shows the face (boggy ground)
        LoseBlockAndStop,  ///< the face costs the unit a block (no leader check) and stops it (wetland)
        LeaderLost,        ///< the face removes the lone leader, a banner to the enemy (wetland)
    };
    struct Outcome {
        Effect effect = Effect::None;
        RollFace face = RollFace::OwnSymbol;

        bool operator==(const Outcome&) const = default;
    };
    Outcome unit;    ///< a unit (with its attached leader)
    Outcome leader;  ///< a lone leader
    bool retreats = false;  ///< also rolled when a piece retreats onto the terrain (wetland), not only on an ordered move

    /// Whether entering rolls a die for a unit (`unit` true) or a lone leader.
    bool rollsFor(bool unitPiece) const { return (unitPiece ? unit : leader).effect != Effect::None; }
    bool any() const { return unit.effect != Effect::None || leader.effect != Effect::None; }

    bool operator==(const EnterRoll&) const = default;
};

/// What a waterway terrain is to the special rules that name no terrain of their own (000 ·
/// WATERWAY, RIVER FORDS & FORDABLE STREAM; the waterway and shallow-fords rules of 000 ·
/// Dunkeld, Cromdale): a river that only fords and bridges cross, a fordable stream, or a
/// river's ford.
enum class Waterway : std::uint8_t { None, River, FordableStream, Ford };

struct TerrainType {
    std::string id;
    std::string name;
    std::string source;
    bool linear = false;
    std::map<std::string, std::vector<Side>> variants;  ///< exit sides at rotation 0
    bool stopOnEnter = false;
    bool stopOnLeave = false;
    Impassable impassable;
    EnterRoll enterRoll;
    /// A road: a move that starts on it and keeps to connected road exits may go up to this many
    /// hexes farther, and may not battle when it does (000 · ROAD); 0: not a road.
    int roadBonus = 0;
    Waterway waterway = Waterway::None;
    KindModifiers movedOnto, targeting, battlingFrom;
    std::vector<Protection> protection;
    LineOfSight lineOfSight = LineOfSight::Clear;

    bool operator==(const TerrainType&) const = default;
};

struct HexsideType {
    std::string id;
    std::string name;
    std::string source;
    bool protectsBothHexes = false;  ///< fences: either adjacent hex; walls/works: the owner
    std::vector<UnitKind> crossableBy;  ///< with crossRestricted: the unit kinds that may cross
    bool leaderMayCross = true;         ///< with crossRestricted: whether a lone leader may
    bool crossRestricted = false;
    bool mustStartAdjacent = false;
    bool stopAfterCrossing = false;
    bool noBattleAfterCrossing = false;
    KindModifiers targeting, battlingFrom;
    std::vector<Protection> protection;
    LineOfSight lineOfSight = LineOfSight::Clear;

    bool operator==(const HexsideType&) const = default;
};

/// One group of a Section card: up to `count` orders among pieces in `sections`, as seen
/// from the player's own seat (000 · Phase 1. Play a Command Card).
struct SectionOrder {
    std::vector<BoardSection> sections;
    int count = 1;

    bool operator==(const SectionOrder&) const = default;
};

/// How a card chooses what it orders (schema/README.md, "Cards"; 000 · Phase 1. Play a
/// Command Card, ADDITIONAL COMMAND CARD NOTES).
enum class OrderRule : std::uint8_t {
    Sections,        ///< Section card: `order` groups by section
    Count,           ///< up to `orderCount` pieces anywhere (of `orderKinds` when given)
    EqualToCommand,  ///< as many pieces as Command cards in hand, this one included
    Line,            ///< a line of contiguous units and lone leaders (`orderCount` 0: no limit)
    InspiredLeader,  ///< a leader, his unit and up to `orderCount` pieces in a contiguous string
    None,            ///< orders nothing (a card played only for its effect)
};

/// The effect vocabulary the engine implements once (schema/README.md, "Cards").
enum class EffectKind : std::uint8_t {
    Dice,             ///< `value` dice in ranged/melee combat for matching units
    Move,             ///< matching units' normal move becomes `value` hexes (At the Quick Step)
    NoMovingPenalty,  ///< matching units lose no die for moving
    NoMelee,          ///< ordered units may not melee (Line Volley)
    FirstStrike,      ///< the defender battles first and may not battle back (First Strike, Ambush)
    Retire,           ///< the defender retires 2 hexes before the melee roll (Infantry Retire and Reform)
    DrawCommand,      ///< end of turn: draw `value` Command cards, keep `keep` (Scout)
    DrawCombat,       ///< end of turn: draw `value` Combat cards
    Reshuffle,        ///< end of turn: discards and deck form a new draw deck (For King or Country)
    Rally,            ///< roll `value` dice (0: Command cards in hand); each unit symbol returns a block
};

/// When a Dice effect applies.
enum class CombatWhen : std::uint8_t { Any, Ranged, Melee };

/// One effect of a card. Filters left empty match every unit.
struct CardEffect {
    EffectKind kind = EffectKind::Dice;
    CombatWhen when = CombatWhen::Any;
    std::vector<UnitKind> unitKinds;
    std::vector<std::string> armies;
    std::optional<Ability> ability;  ///< only units with this ability (the Hessian cards of 001)
    int value = 0;
    int keep = 0;

    bool operator==(const CardEffect&) const = default;
};

/// What Command and Combat cards share: what they order and what they do.
struct CardText {
    std::string id;
    std::string name;
    int count = 1;  ///< copies in the deck
    OrderRule orderRule = OrderRule::Sections;
    std::vector<SectionOrder> order;  ///< OrderRule::Sections
    int orderCount = 0;
    std::vector<UnitKind> orderKinds;  ///< empty: any unit, and lone leaders
    std::vector<BoardSection> orderSections;  ///< InspiredLeader: where the leader may stand (empty: anywhere)
    std::vector<CardEffect> effects;
    std::string provenance;  ///< "named-in-booklet" or "family-default"
    std::string source;
    std::string notes;  ///< what the card does, in words (shown by the studio)

    /// The first effect of that kind, or nullptr.
    const CardEffect* effect(EffectKind kind) const;

    bool operator==(const CardText&) const = default;
};


/// A Command card of the deck: a Section card or a Tactic card.
struct CommandCard : CardText {
    bool tactic = false;

    bool operator==(const CommandCard&) const = default;
};

/// When a Combat card may be played (000 · COMBAT CARDS).
enum class CardMoment : std::uint8_t {
    InLieu,       ///< instead of the Command card, at the start of the turn (no Command draw)
    OrderedUnit,  ///< in the active player's combat phase, on an ordered unit before it battles
    DefendMelee,  ///< out of turn, when one of the player's units is attacked in melee
};

/// A Combat card of one faction's deck.
struct CombatCard : CardText {
    std::string deck;  ///< the faction whose deck holds it
    CardMoment moment = CardMoment::OrderedUnit;

    bool operator==(const CombatCard&) const = default;
};

/// How a unit's own dice are counted (FamilyRules::dice).
enum class DiceModel : std::uint8_t {
    Chart,   ///< the unit type's chart by range (000 · RANGE COMBAT, MELEE COMBAT; 001 likewise)
    /// Infantry and cavalry roll their blocks, the type's chart giving its extra dice at each
    /// range; artillery keeps its chart (002 · Phase 4. COMBAT, RANGED COMBAT 4, MELEE COMBAT 4).
    Blocks,
};

/// What moving costs an ordered infantry unit's dice.
enum class MovedInfantryDice : std::uint8_t {
    OneFewer,    ///< one die fewer, in ranged and melee combat (000 · MELEE COMBAT step 3)
    HalfBlocks,  ///< fire with half its blocks, rounded by army; melee as usual (002 · RANGED COMBAT 4); with DiceModel::Blocks only
};

/// Whether a lone leader may be fired on.
enum class LoneLeaderFire : std::uint8_t {
    TwoDiceOrMore,  ///< by an attack of two dice or more, two sabers to hit (000 · Combat Against a Lone Leader)
    Never,          ///< never (002 · RANGED COMBAT 8, Hitting a Leader)
};

/// What a lone leader does for the friendly units next to him.
enum class LoneLeaderSupport : std::uint8_t {
    BolstersAdjacent,  ///< each adjacent unit without a leader may ignore a flag; he is no support (000 · Bolster Morale)
    CountsAsSupport,   ///< he counts as one adjacent support (002 · Bolster Morale)
};

/// When a retreating leader escapes through enemies.
enum class LeaderEscape : std::uint8_t {
    WhenBothPathsHeld,  ///< only when enemies hold both retreat hexes (000 · Lone Leader Escape)
    AnyEnemyOnPath,     ///< through any enemy on the path he chooses, escape after escape; a third held hex kills him (002 · Leader Escape)
};

/// Which units may make a bonus melee after taking ground.
enum class BonusMeleeUnits : std::uint8_t {
    TakeGround,   ///< cavalry, a type with take-ground-bonus-melee, infantry with an attached leader (000 · Bonus Melee)
    CavalryOnly,  ///< cavalry only, after its breakthrough (002 · Cavalry Bonus Attack)
};

/// What a Commands & Colors game decides differently from its cousins, as data; the
/// defaults are Tricorne's (schema/README.md, "Rules of the family"). The decisions are read
/// in rules/family.h, one function each; values the engine does not play yet are refused
/// when the system is validated.
struct FamilyRules {
    struct Dice {
        DiceModel model = DiceModel::Chart;
        int fullStrengthBonus = 1;  ///< dice a unit at its type's full strength adds (000 · Ranged Combat (Fire) Procedure step 4)
        MovedInfantryDice movedInfantry = MovedInfantryDice::OneFewer;
        /// Dice artillery rolls fewer when only one block remains, with DiceModel::Blocks (002 ·
        /// MELEE COMBAT 4: 1 in melee; the same at range is a designer default, RULINGS.md).
        int artilleryOneBlockFewer = 0;

        bool operator==(const Dice&) const = default;
    };
    struct Leaders {
        LoneLeaderFire loneLeaderFire = LoneLeaderFire::TwoDiceOrMore;
        LoneLeaderSupport loneLeaderSupport = LoneLeaderSupport::BolstersAdjacent;
        LeaderEscape escape = LeaderEscape::WhenBothPathsHeld;
        /// A casualty check when his unit loses blocks for a retreat it cannot complete, once per
        /// combat roll (002 · LEADER CASUALTY CHECK); 000's Special Situation has none.
        bool checkOnRetreatLosses = false;
        /// Dice an attached friendly leader adds to his unit's combat, not to artillery's fire
        /// (000 · Leaders Abilities Summary: 1). 002 counts none: its dice are the unit's blocks
        /// and its type's extra dice (002 · Phase 4. COMBAT, RANGED COMBAT 4, MELEE COMBAT 4),
        /// the attached leader bolstering morale instead (002 · Bolster Morale).
        int attachedLeaderDice = 1;

        bool operator==(const Leaders&) const = default;
    };
    Dice dice;
    bool rallyChecks = true;  ///< a retreating unit rolls to rally (000 · Rally Check); 002 has none (002 · RETREATS)
    Leaders leaders;
    BonusMeleeUnits bonusMelee = BonusMeleeUnits::TakeGround;
    int breakthroughHexes = 0;         ///< cavalry's extra hexes after taking ground (002 · Cavalry Breakthrough: 1)
    bool leadersStopRetreats = true;   ///< a unit retreating onto a lone friendly leader stops there (000 · Retreat; 002 · RETREATS)

    bool operator==(const FamilyRules&) const = default;
};

/// A game's battle die: the face of each side, in the order the generator numbers them (000 ·
/// Battle Dice; 001 · BATTLE DICE: infantry, cavalry, artillery, two flags, saber).
struct Die {
    std::vector<Face> sides{Face::Infantry, Face::Cavalry, Face::Artillery, Face::Flag, Face::Flag, Face::Saber};

    /// How many sides show `face`.
    int count(Face face) const;
    /// The chance that one roll shows `face`: count(face) / sides (0 for a die without sides,
    /// which validation refuses). Tricorne's die: 1/6 for each symbol and the saber, 2/6 a flag.
    double chance(Face face) const;

    bool operator==(const Die&) const = default;
};

struct BoxContents {
    int terrainTiles = 0;
    int victoryBanners = 0;
    int chiefMarkers = 0;  ///< every faction's together (a marker may carry one faction's on each face)

    bool operator==(const BoxContents&) const = default;
};

/// An immutable game system. Read with gameSystemFromJson (io/system_json.h) after the schema
/// check; the shipped ones come from builtinSystems() (validate/validate.h).
struct GameSystem {
    std::string id;
    std::string name;
    std::string shortName;  ///< the game's own title ("The Jacobite Rising"); the name when the data has none
    std::string source;
    /// systemHash (io/system_json.h) of the document a system read at run time came from (a
    /// designer's file, or the copy a scenario embeds); "" for a built-in system, which the
    /// build itself pins. Set by validate/system_files.h's loaders, never by gameSystemFromJson.
    std::string hash;
    std::vector<Faction> factions;
    std::vector<Army> armies;
    std::vector<TerrainType> terrain;
    std::vector<HexsideType> hexsides;
    std::vector<CommandCard> commandCards;  ///< distinct cards; `count` copies of each in the deck
    std::vector<CombatCard> combatCards;    ///< every faction's distinct Combat cards (`deck` says whose)
    FamilyRules rules;  ///< what this game decides differently from its cousins (Chief markers: Faction::chiefMarker)
    BoardShape board;   ///< the battlefield: rows, columns, dotted lines, baselines
    Die die;
    BoxContents box;

    const Faction* faction(const std::string& factionId) const;
    const Army* army(const std::string& armyId) const;
    const TerrainType* terrainType(const std::string& terrainId) const;
    const HexsideType* hexsideType(const std::string& hexsideId) const;
    /// The largest road bonus of its terrain (TerrainType::roadBonus), 0 with no road.
    int maxRoadBonus() const;
    /// The first terrain type that is that kind of waterway, or nullptr.
    const TerrainType* waterwayTerrain(Waterway kind) const;
    /// The terrain a rule treating ground "as a marsh" means (001 · Long Island (Grant's
    /// Attack)): the first whose enter roll costs a unit a block, or nullptr.
    const TerrainType* marshTerrain() const;
    /// True when any faction of this game fields Chief markers (000 does, 001 does not).
    bool hasChiefMarkers() const;

    /// Field by field: the engine tests check that the built-in systems equal their files.
    bool operator==(const GameSystem&) const = default;
};

/// The game systems a scenario may name. builtinSystems() (validate/validate.h) holds the ones
/// shipped in templates/systems/, embedded in the binary at build time; systemCatalogWith
/// (validate/system_files.h) adds the ones read from files.
class SystemCatalog {
public:
    /// Adds a system. `document` is the canonical text of the file it was read from (what a
    /// scenario embeds) and `origin` that file's name, for messages; both "" for a built-in one.
    /// Precondition: no system of that id yet (systemCatalogWith refuses a clash before adding).
    void add(std::shared_ptr<const GameSystem> system, std::string document = {}, std::string origin = {});
    /// The system with that id, or nullptr.
    const GameSystem* find(const std::string& id) const;
    /// The shared copy of the system with that id (what a load keeps alive), or nullptr.
    std::shared_ptr<const GameSystem> share(const std::string& id) const;
    /// The canonical text of the file the system with that id was read from; nullptr for a
    /// built-in system or an unknown id.
    const std::string* document(const std::string& id) const;
    /// The file it was read from ("" for a built-in system or an unknown id).
    std::string origin(const std::string& id) const;
    std::vector<std::string> ids() const;

private:
    struct Entry {
        std::shared_ptr<const GameSystem> system;
        std::string document, origin;
    };
    const Entry* entry(const std::string& id) const;
    std::vector<Entry> m_entries;
};

}  // namespace tricorne

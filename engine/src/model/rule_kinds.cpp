// The table of objective and special-rule kinds (see the header). The summaries say what the
// engine enforces; engine/BATTLES.md maps each battle's notes to these kinds and
// engine/RULINGS.md records the readings they rest on.
#include "tricorne/model/rule_kinds.h"

#include <array>
#include <cctype>
#include <string>

namespace tricorne {

namespace {

using F = FieldType;
using P = Presence;
using R = FieldRef;
using Names = std::string_view;

constexpr std::array<Names, 3> kSections{"left", "centre", "right"};
constexpr std::array<Names, 3> kCounts{"any", "each", "all"};
constexpr std::array<Names, 2> kOccupancies{"friendly", "no-enemy"};
constexpr std::array<Names, 3> kUnitKinds{"infantry", "cavalry", "artillery"};
constexpr std::array<Names, 6> kDirections{"NE", "E", "SE", "SW", "W", "NW"};

// --- objectives --------------------------------------------------------------------------------

constexpr std::array<RuleField, 3> kObjectiveCommon{{
    {"id", F::Id, P::Required, 0, 0, {}, "Names the objective; unique among the scenario's objectives."},
    {"name", F::Text, P::Optional, 0, 120, {}, "What the battle notes call it (\"Urrard House\")."},
    {"for", F::Beneficiary, P::Required, 0, 0, {}, "The side (or both) that may score it."},
}};

constexpr RuleField kBanners{"banners", F::Integer, P::Alternative, 0, 30, {}, "Victory Banners it is worth to the side it is for."};
constexpr RuleField kBannersBySide{"bannersBySide", F::BannersBySide, P::Alternative, 0, 30, {}, "Victory Banners it is worth to each side, when they differ."};
constexpr RuleField kHexes{"hexes", F::Hexes, P::Required, 0, 0, {}, "The objective hexes."};
constexpr RuleField kHolder{"holder", F::Position, P::Optional, 0, 0, {}, "The side holding its banners at the start (the battle notes place them)."};
constexpr RuleField kCount{"count", F::Choice, P::Optional, 0, 0, kCounts,
                           "How the hexes count: any one of them (default), each one separately (banners per hex), or all of them."};
constexpr RuleField kOccupancy{"occupancy", F::Choice, P::Optional, 0, 0, kOccupancies,
                               "What a hex needs: a unit of the side (default) or no enemy unit."};
constexpr RuleField kExitHexes{"hexes", F::Hexes, P::Optional, 0, 0, {}, "Only units leaving from these baseline hexes count; default: every baseline hex."};
constexpr RuleField kAfterTotalBanners{"afterTotalBanners", F::Integer, P::Optional, 1, 60, {},
                                       "Exits pay only once both sides together have gained this many banners."};
constexpr RuleField kLoneLeaders{"loneLeaders", F::Boolean, P::Optional, 0, 0, {},
                                 "A lone leader may exit too and earns the banners (000 · Alness: 'unit or lone leader'); otherwise only units exit."};

constexpr std::array<RuleField, 6> kHeldFields{kBanners, kBannersBySide, kHexes, kHolder, kCount, kOccupancy};
constexpr std::array<RuleField, 5> kKeptFields{kBanners, kBannersBySide, kHexes, kCount, kOccupancy};
constexpr std::array<RuleField, 4> kGroupFields{kBanners, kBannersBySide, kHexes, kHolder};
constexpr std::array<RuleField, 3> kClearingFields{
    {kBanners, kBannersBySide, {"section", F::Choice, P::Required, 0, 0, kSections, "The section to clear, as the side it is for sees the board."}}};
constexpr std::array<RuleField, 5> kExitFields{kBanners, kBannersBySide, kExitHexes, kAfterTotalBanners, kLoneLeaders};
constexpr std::array<RuleField, 4> kSectionEmptyFields{
    {kBanners, kBannersBySide, {"section", F::Choice, P::Optional, 0, 0, kSections, "Only this section, as the side it is for sees the board; default: any section."},
     kHolder}};
constexpr std::array<RuleField, 3> kVictoryFields{kHexes, kCount, kOccupancy};
constexpr std::array<RuleField, 6> kRepeatingFields{
    {kBanners, kBannersBySide, kHexes, kCount, kOccupancy, {"maxPerTurn", F::Integer, P::Optional, 1, 30, {}, "At most this many banners on one turn."}}};

constexpr const char* kObjectiveBanners = "000 · OBJECTIVE VICTORY BANNERS";

constexpr std::array<RuleKindInfo, 12> kObjectives{{
    {"temporary", "Temporary", "Banners while a unit of the side occupies the hexes; lost the moment it leaves.", kObjectiveBanners, kHeldFields},
    {"start-turn-temporary", "Temporary, at the start of the turn", "Banners while the side occupies the hexes at the start of its turn; lost the moment it leaves.", kObjectiveBanners, kHeldFields},
    {"turn-start-majority", "Majority, at the start of the turn", "Banners to the side occupying an absolute majority of the group at the start of its turn.", kObjectiveBanners, kGroupFields},
    {"permanent", "Permanent", "Banners gained for good the moment a unit of the side occupies the hexes.", kObjectiveBanners, kKeptFields},
    {"turn-start-permanent", "Permanent, at the start of the turn", "Banners gained for good when the side occupies the hexes at the start of its turn.", kObjectiveBanners, kKeptFields},
    {"last-to-occupy", "Last to occupy", "Banners to the last side to occupy the hexes.", "001 · Long Island (Grant's Attack)", kGroupFields},
    {"clearing-a-section", "Clearing a section", "Banners for good when a section holds no enemy unit at the start of the side's turn, and again each turn it stays clear.",
     kObjectiveBanners, kClearingFields},
    {"breakthrough", "Breakthrough", "Banners for good for each ordered unit that exits by the enemy's baseline.", kObjectiveBanners, kExitFields},
    {"withdraw", "Withdraw", "Banners for good for each ordered unit that exits by the side's own baseline.", kObjectiveBanners, kExitFields},
    {"section-empty", "Section empty, at the start of the turn", "Banners while the enemy has no unit in a section at the start of the side's turn.", "001 · Bunker Hill", kSectionEmptyFields},
    {"immediate-victory", "Immediate victory", "The side wins at once when a unit of it occupies the hexes at the start of its turn.", "000 · Clifton", kVictoryFields},
    {"turn-start-repeating", "Repeating, at the start of each turn", "Permanent banners again at each start of the side's turn while it occupies the hexes.", "000 · Culloden (Flanking Move)",
     kRepeatingFields},
}};

// --- special rules -----------------------------------------------------------------------------

constexpr std::array<RuleField, 1> kRuleCommon{{
    {"text", F::Text, P::Optional, 0, 4000, {}, "The rule as the battle notes word it, shown beside the typed form."},
}};

constexpr RuleField kSide{"side", F::Position, P::Required, 0, 0, {}, "The side the rule concerns."};
constexpr RuleField kSides{"sides", F::PositionList, P::Optional, 1, 2, {}, "The sides the rule is for (the validation needs at least one)."};
constexpr RuleField kWhere{"hexes", F::Hexes, P::Optional, 0, 0, {}, "Only these hexes; default: every hex of those terrain types."};
constexpr RuleField kTerrain{"terrain", F::IdList, P::Optional, 1, 8, {}, "Terrain types concerned; default: every river and stream (every ford).", R::TerrainType};
constexpr RuleField kUnitKindsField{"unitKinds", F::ChoiceList, P::Optional, 1, 3, kUnitKinds, "Only units of these kinds; default: all."};

constexpr std::array<RuleField, 2> kTextFields{{
    {"text", F::Text, P::Required, 1, 4000, {}, "The rule as the battle notes word it."},
    {"reason", F::Text, P::Optional, 0, 1000, {}, "Why the engine cannot enforce this rule (engine/RULINGS.md); the studio shows it."},
}};
constexpr std::array<RuleField, 3> kCannonadeFields{{
    {"mustRetire", F::PositionList, P::Optional, 0, 2, {}, "Sides whose guns must retire after they fire (Killiecrankie: rotten cartridges)."},
    {"firstSide", F::Position, P::Optional, 0, 0, {}, "The side that fires first (Culloden); default: the side that moves first."},
    {"joiners", F::Joiners, P::Optional, 1, 8, {}, "Unit types that fire in the cannonade besides artillery (Cowpens rifles; Guilford militia with 1 die).", R::UnitType},
}};
constexpr std::array<RuleField, 3> kWaterwayFields{
    {kTerrain, kWhere, {"fordable", F::Boolean, P::Required, 0, 0, {}, "Whether the waterway may be forded (true) or not at all (false)."}}};
constexpr std::array<RuleField, 2> kFordFields{kTerrain, kWhere};
constexpr std::array<RuleField, 2> kCreekFields{{
    {"hexes", F::Hexes, P::Required, 0, 0, {}, "The creek hexes."},
    {"side", F::Position, P::Optional, 0, 0, {}, "The side whose units are removed on crossing."},
}};
constexpr std::array<RuleField, 2> kHexsideAsFields{{
    {"from", F::Id, P::Required, 0, 0, {}, "The hex-side feature type on the map.", R::HexsideType},
    {"as", F::Id, P::Required, 0, 0, {}, "The hex-side feature type it plays as.", R::HexsideType},
}};
constexpr std::array<RuleField, 2> kFirstDiceFields{
    {{"dice", F::Integer, P::Required, 1, 10, {}, "Dice each side rolls."}, {"side", F::Position, P::Required, 0, 0, {}, "The side that moves first on a tie."}}};
constexpr std::array<RuleField, 2> kRallyAfterFields{kSide, kUnitKindsField};
constexpr std::array<RuleField, 1> kSideOnly{kSide};
constexpr std::array<RuleField, 2> kMoraleAsFields{{
    {"units", F::IdList, P::Required, 1, 60, {}, "The units concerned.", R::Unit},
    {"as", F::Id, P::Required, 0, 0, {}, "The unit type whose retreat and rally they use.", R::UnitType},
}};
constexpr std::array<RuleField, 1> kNoFireFields{
    {{"cards", F::IdList, P::Required, 1, 16, {}, "Command or Combat card ids whose ranged dice bonus is cancelled.", R::Card}}};
constexpr std::array<RuleField, 5> kShipFields{{
    {"name", F::Text, P::Required, 1, 80, {}, "What fires (a ship off the board)."},
    {"side", F::Position, P::Required, 0, 0, {}, "The side that fires it."},
    {"dice", F::Integer, P::Required, 1, 6, {}, "Dice it rolls."},
    {"hexes", F::Hexes, P::Required, 0, 0, {}, "The hexes its targets may stand on."},
    {"cards", F::IdList, P::Optional, 1, 16, {}, "Command card ids that let it fire in the turn they are played (Bombard).", R::Card},
}};
constexpr std::array<RuleField, 3> kBlockReturnFields{
    {kSide, kUnitKindsField, {"hexes", F::Hexes, P::Required, 0, 0, {}, "Where the unit must stand when ordered."}}};
constexpr std::array<RuleField, 3> kForcedRetreatFields{{
    {"units", F::IdList, P::Optional, 1, 60, {}, "The units concerned.", R::Unit},
    {"leaders", F::IdList, P::Optional, 1, 60, {}, "The leaders concerned.", R::Leader},
    {"toward", F::ChoiceList, P::Required, 1, 3, kDirections, "The directions a retreat step may take."},
}};
constexpr std::array<RuleField, 1> kSidesOnly{kSides};
// The booklets say time pressure is "in effect for" the side under pressure and give the option
// to its opponent (000 · Falkirk: "in effect for the Jacobite player. When a Government player
// plays a 'Scout' Command card, the player may … take 1 Permanent Victory Banner"): the field
// names who takes the banner, not who is pressed.
constexpr std::array<RuleField, 1> kTimePressureFields{
    {{"sides", F::PositionList, P::Optional, 1, 2, {},
      "The sides that take the banner: after playing a Scout card, each may take a permanent banner instead of the card's draws. "
      "The notes say time pressure is 'in effect for' the side pressed: list its opponent (both, when it is in effect for both).",
      FieldRef::None, "Sides that take the banner"}}};
constexpr std::array<RuleField, 2> kSuddenDeathFields{
    {kSides, {"cardPlays", F::Integer, P::Optional, 1, 99, {}, "The card play by whose end the sides must have won (the validation needs it)."}}};
constexpr std::array<RuleField, 3> kHandGrowthFields{{
    kSides,
    {"draw", F::Integer, P::Optional, 1, 6, {}, "Command cards drawn at the end of a turn (the validation needs it)."},
    {"handSize", F::Integer, P::Optional, 1, 12, {}, "The hand grows to this many cards (the validation needs it)."},
}};
constexpr std::array<RuleField, 1> kRevealFields{{{"tieGoesTo", F::Position, P::Optional, 0, 0, {}, "Who moves first on a tie."}}};

constexpr std::array<RuleKindInfo, 21> kSpecialRules{{
    {"text", "Free text", "Free text shown with the battle; not enforced in playtest.", "", kTextFields, false, false},
    {"opening-cannonade", "Opening cannonade", "Before the first turn each side's artillery fires, in turn; guns may retire after firing.", "000 · Opening Cannonade",
     kCannonadeFields, true},
    {"waterway", "Waterway", "Rivers and streams fordable or not (every tile of the types, or only some hexes).", "000 · Dunkeld", kWaterwayFields},
    {"shallow-fords", "Shallow fords", "Fords crossed without movement restriction.", "000 · Cromdale", kFordFields},
    {"creek-as-marsh", "Creek crossed as a marsh", "A creek crossed as a marsh: a rally check with a block lost on entering; one side's units that cross are removed without a banner.",
     "001 · Long Island (Grant's Attack)", kCreekFields},
    {"hexside-as", "Hex-side feature as another", "Hex-side features of one type play as another.", "001 · Monmouth", kHexsideAsFields},
    {"first-player-dice", "First player by dice", "Each side rolls dice; most sabers moves first, the named side on a tie.", "000 · Culloden (Flanking Move)", kFirstDiceFields, true},
    {"rally-after-combat", "Rally check after combat", "The side's units of these kinds make a rally check after each combat they take part in.", "000 · Prestonpans", kRallyAfterFields},
    {"rally-when-hit", "Rally check when hit", "The side's units that take hits but do not retreat still make a rally check.", "000 · Prestonpans", kSideOnly},
    {"rally-when-moving-back", "Rally check when moving back", "The side's ordered units that end their move nearer their own baseline make a rally check.", "000 · Falkirk (Stage 2)",
     kSideOnly},
    {"morale-as", "Morale as another unit type", "These units retreat and rally as another unit type.", "001 · Camden", kMoraleAsFields},
    {"no-fire-bonus", "No ranged-fire bonus (rain)", "Rain: the ranged-combat dice these cards add do not apply, for either side.", "000 · Falkirk (Stage 1)", kNoFireFields},
    {"ship-fire", "Ship fire", "A ship off the board fires at an enemy unit on the named hexes, in the opening cannonade and in each turn its side plays one of the named cards.",
     "001 · Bunker Hill", kShipFields},
    {"block-return", "Block return", "Once per battle, a unit of the side on these hexes that has lost blocks gets one back when ordered.", "001 · Monmouth",
     kBlockReturnFields},
    {"forced-retreat", "Forced retreat direction", "These pieces retreat only toward the given directions.", "001 · Long Island (British Flank March)", kForcedRetreatFields},
    {"time-pressure", "Time pressure", "The sides named take the banner: after playing a Scout card, such a side may take a permanent banner and draw 1 Command card instead of the card's draw (the side the notes say is pressed is the other one).",
     kObjectiveBanners, kTimePressureFields},
    {"scout-banners", "Banners for Scout cards", "The named sides gain a permanent banner for each Scout card they play.", "001 · Cowpens", kSidesOnly},
    {"sudden-death", "Sudden death", "The named sides lose unless they win by the end of their given card play.", "000 · Falkirk (Stage 2)", kSuddenDeathFields},
    {"no-command-draw", "No Command card draw", "The named sides draw no Command card at the end of their turn.", "000 · Falkirk (Stage 2)", kSidesOnly},
    {"hand-growth", "Hand growth", "The named sides draw extra cards each turn until their hand reaches a given size.", "000 · Cromdale", kHandGrowthFields},
    {"first-player-card-reveal", "First player by card reveal", "Both players reveal a Command card; the Section card ordering fewest units moves first, the named side on a tie.",
     "001 · Freeman's Farm", kRevealFields},
}};

static_assert(kObjectives.size() == static_cast<std::size_t>(ObjectiveKind::TurnStartRepeating), "one entry per ObjectiveKind but Invalid");
static_assert(kSpecialRules.size() == static_cast<std::size_t>(SpecialRuleKind::FirstPlayerCardReveal), "one entry per SpecialRuleKind but Invalid");

template <typename Kind, std::size_t N>
Kind fromName(const std::array<RuleKindInfo, N>& table, std::string_view name) {
    for (std::size_t i = 0; i < N; ++i)
        if (table[i].name == name) return static_cast<Kind>(i + 1);
    return Kind::Invalid;
}

template <typename Kind, std::size_t N>
const char* nameOf(const std::array<RuleKindInfo, N>& table, Kind kind) {
    // The names are literals: data() is NUL-terminated.
    return kind == Kind::Invalid ? "" : table[static_cast<std::size_t>(kind) - 1].name.data();
}

}  // namespace

std::span<const RuleKindInfo> objectiveKinds() { return kObjectives; }
std::span<const RuleKindInfo> specialRuleKinds() { return kSpecialRules; }
std::span<const RuleField> objectiveCommonFields() { return kObjectiveCommon; }
std::span<const RuleField> specialRuleCommonFields() { return kRuleCommon; }

const RuleKindInfo& kindInfo(ObjectiveKind kind) { return kObjectives[static_cast<std::size_t>(kind) - 1]; }
const RuleKindInfo& kindInfo(SpecialRuleKind kind) { return kSpecialRules[static_cast<std::size_t>(kind) - 1]; }

ObjectiveKind objectiveKindFromName(std::string_view name) { return fromName<ObjectiveKind>(kObjectives, name); }
SpecialRuleKind specialRuleKindFromName(std::string_view name) { return fromName<SpecialRuleKind>(kSpecialRules, name); }

const char* objectiveKindName(ObjectiveKind kind) { return nameOf(kObjectives, kind); }
const char* specialRuleKindName(SpecialRuleKind kind) { return nameOf(kSpecialRules, kind); }

std::string fieldCaption(const RuleField& field) {
    if (!field.caption.empty()) return std::string(field.caption);
    std::string words;
    for (char c : field.name) {
        if (std::isupper(static_cast<unsigned char>(c))) {
            words += ' ';
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
        words += c;
    }
    if (!words.empty()) words[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(words[0])));
    return words;
}

const RuleField* findField(const RuleKindInfo& kind, std::string_view name) {
    for (const RuleField& f : kind.fields)
        if (f.name == name) return &f;
    return nullptr;
}

}  // namespace tricorne

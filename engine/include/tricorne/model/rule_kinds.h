// The closed vocabularies of a scenario's objectives and special rules (docs/design/engine.md, Closed vocabularies):
// each kind is an enum value, parsed once at the edge, and one table describes every kind —
// its name in the files, the fields it takes (type, range, whether required), a one-line
// summary and the booklet section it comes from. Every consumer reads this table: the JSON
// reader and writer, the schema (its kind-dependent part is generated from it:
// io/rule_kinds_schema.h), the validation, the text and the studio's forms.
// Data only: no JSON library here, so every layer may read it.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace tricorne {

/// The kinds of objective (scenario "objectives[].kind"). Invalid is what an unknown name
/// parses to; the schema refuses it before any model is built, so no scenario holds it.
enum class ObjectiveKind : std::uint8_t {
    Invalid,
    Temporary,
    StartTurnTemporary,
    TurnStartMajority,
    Permanent,
    TurnStartPermanent,
    LastToOccupy,
    ClearingASection,
    Breakthrough,
    Withdraw,
    SectionEmpty,        ///< temporary, at turn start: the enemy has no unit in a section (001 · Bunker Hill)
    ImmediateVictory,    ///< at turn start: a unit on the hexes wins the game (000 · Clifton)
    TurnStartRepeating,  ///< permanent banners again at each turn start (000 · Culloden (Flanking Move))
};

/// The kinds of special rule (scenario "specialRules[].kind"). Invalid as for ObjectiveKind.
enum class SpecialRuleKind : std::uint8_t {
    Invalid,
    Text,  ///< free text, not enforced in playtest
    OpeningCannonade,
    Waterway,
    ShallowFords,
    CreekAsMarsh,
    HexsideAs,
    FirstPlayerDice,
    RallyAfterCombat,
    RallyWhenHit,
    RallyWhenMovingBack,
    MoraleAs,
    NoFireBonus,
    ShipFire,
    BlockReturn,
    ForcedRetreat,
    // Card-linked rules (play/cards_turn.cpp, validate/cards_validate.cpp).
    TimePressure,
    ScoutBanners,
    SuddenDeath,
    NoCommandDraw,
    HandGrowth,
    FirstPlayerCardReveal,
};

/// The shape of one field's value in the files.
enum class FieldType : std::uint8_t {
    Text,           ///< a string of min..max characters
    Id,             ///< a lower-case id (the schema's "id")
    Boolean,
    Integer,        ///< a whole number from min to max
    Position,       ///< "top" or "bottom"
    Beneficiary,    ///< "top", "bottom" or "both"
    Hexes,          ///< a list of [col, row] (the schema's "hexList")
    Choice,         ///< one of `choices`
    IdList,         ///< min..max distinct ids
    PositionList,   ///< min..max distinct positions
    ChoiceList,     ///< min..max distinct members of `choices`
    Joiners,        ///< opening-cannonade's unit types that join: min..max of {type, dice?}
    BannersBySide,  ///< {top?, bottom?}: banners worth to each side
};

/// What the ids (or the type ids of Joiners) of a field name, so that a form offers the
/// scenario's or the game system's own: its terrain types, its units on the board, its deck.
enum class FieldRef : std::uint8_t {
    None,
    TerrainType,  ///< terrain type ids of the game system
    HexsideType,  ///< hex-side feature type ids of the game system
    UnitType,     ///< unit type ids of the sides' armies
    Unit,         ///< ids of the scenario's units
    Leader,       ///< ids of the scenario's leaders
    Card,         ///< Command or Combat card ids of the game system's decks
};

/// Whether a kind's field must be present.
enum class Presence : std::uint8_t {
    Optional,
    Required,
    /// Exactly one of the kind's Alternative fields must be present (banners or bannersBySide).
    Alternative,
};

/// One field a kind takes, as its files write it.
struct RuleField {
    std::string_view name;  ///< the JSON key
    FieldType type;
    Presence presence = Presence::Optional;
    int min = 0, max = 0;                    ///< Integer: the range; Text: length; lists: item count
    std::span<const std::string_view> choices;  ///< Choice, ChoiceList: the allowed values
    std::string_view summary;                ///< what the field means, one line
    FieldRef refersTo = FieldRef::None;      ///< Id, IdList, Joiners: what the ids name
    /// The field's name for people where the key alone would mislead ("Sides that take the
    /// banner"); empty: fieldCaption() makes it from the key.
    std::string_view caption = {};
};

/// One kind of objective or special rule.
struct RuleKindInfo {
    std::string_view name;     ///< as in the files: "start-turn-temporary", "opening-cannonade"
    std::string_view title;    ///< in words, for people: "Temporary, at the start of the turn"
    std::string_view summary;  ///< one line: what the engine enforces
    std::string_view source;   ///< the booklet section: "000 · OBJECTIVE VICTORY BANNERS", "001 · Bunker Hill"
    /// The fields this kind takes besides the ones every kind takes (objectiveCommonFields,
    /// specialRuleCommonFields); a field not listed is refused by the schema.
    std::span<const RuleField> fields;
    /// At most one rule of this kind per scenario (special rules; the validation says so).
    bool oncePerScenario = false;
    /// False for free text: shown to players, not played by the engine (the validation warns,
    /// the studio marks it).
    bool enforced = true;
};

/// Every objective kind, in ObjectiveKind order without Invalid: entry i is kind i + 1.
std::span<const RuleKindInfo> objectiveKinds();
/// Every special-rule kind, in SpecialRuleKind order without Invalid: entry i is kind i + 1.
std::span<const RuleKindInfo> specialRuleKinds();

/// The fields every objective takes whatever its kind ("id", "name", "for").
std::span<const RuleField> objectiveCommonFields();
/// The fields every special rule takes unless its kind lists them itself ("text").
std::span<const RuleField> specialRuleCommonFields();

/// The table entry of a kind. Precondition: kind != Invalid.
const RuleKindInfo& kindInfo(ObjectiveKind kind);
const RuleKindInfo& kindInfo(SpecialRuleKind kind);

/// The kind with that name in the files; Invalid for a name no kind has.
ObjectiveKind objectiveKindFromName(std::string_view name);
SpecialRuleKind specialRuleKindFromName(std::string_view name);

/// "temporary", "start-turn-temporary", … as in the files; "" for Invalid. (The table's
/// strings are literals, so the pointer is NUL-terminated and lives for ever.)
const char* objectiveKindName(ObjectiveKind kind);
/// "text", "opening-cannonade", … as in the files; "" for Invalid.
const char* specialRuleKindName(SpecialRuleKind kind);

/// The field's name for forms: its caption, else its key in words ("cardPlays" → "Card plays").
std::string fieldCaption(const RuleField& field);

/// The field named `name` among the kind's own fields, or nullptr.
const RuleField* findField(const RuleKindInfo& kind, std::string_view name);

}  // namespace tricorne

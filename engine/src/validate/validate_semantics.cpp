// The semantic layer of scenario validation (docs/design/engine.md): what the schema cannot say.
#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <string>

#include "tricorne/core/control_chars.h"
#include "tricorne/validate/validate.h"
#include "validate/validate_special_rules.h"

namespace tricorne {

namespace {


std::string quoted(const std::string& s) { return "`" + s + "`"; }

/// Collects diagnostics with less ceremony at each check.
class Report {
public:
    /// `text` is a TRICORNE_TEXT template, filled with `args` (core/diagnostic.h).
    void error(std::string code, std::string pointer, std::optional<Hex> hex, std::string_view text, std::vector<DiagnosticArg> args = {}) {
        add(Severity::Error, std::move(code), std::move(pointer), hex, text, std::move(args));
    }
    void warning(std::string code, std::string pointer, std::optional<Hex> hex, std::string_view text, std::vector<DiagnosticArg> args = {}) {
        add(Severity::Warning, std::move(code), std::move(pointer), hex, text, std::move(args));
    }
    Diagnostics take() { return std::move(m_out); }

private:
    void add(Severity s, std::string code, std::string pointer, std::optional<Hex> hex, std::string_view text, std::vector<DiagnosticArg> args) {
        std::optional<Offset> offset;
        if (hex) offset = toOffset(*hex);
        m_out.push_back(makeDiagnostic(s, std::move(code), std::move(pointer), offset, text, std::move(args)));
    }
    Diagnostics m_out;
};

class SemanticCheck {
public:
    SemanticCheck(const Scenario& s, const GameSystem& sys) : m_s(s), m_sys(sys) {}

    Diagnostics run() {
        checkTexts();
        checkSides();
        checkVictory();
        checkTerrain();
        checkHexsides();
        checkUnits();
        checkLeaders();
        checkUnplaced();
        checkObjectives();
        checkSpecialRules();
        checkLabels();
        checkBox();
        Diagnostics out = m_report.take();
        detail::checkSpecialRuleReferences(m_s, m_sys, out);
        for (auto& d : detail::checkCardRules(m_s, m_sys)) out.push_back(std::move(d));  // cards_validate.cpp
        return out;
    }

private:
    // --- free text --------------------------------------------------------------------------
    // Titles, names and labels reach terminals (simulate, balance), tables, SVG sheets and the
    // studio. A control character there is a terminal code or an invisible break, never text a
    // designer meant, so it is refused here, at the door, with the place to fix; output escaping
    // stays as a second line of defence. Tabs and line breaks are text only in the multi-line
    // fields (the studio edits those in a text area): battle notes, background, reconstruction,
    // a special rule's wording and its reason.
    void checkTexts() {
        const Metadata& m = m_s.metadata;
        checkLine("/metadata/title", phraseArg(TRICORNE_TEXT("the title")), m.title);
        checkBlank("/metadata/title", m.title, TRICORNE_TEXT("the title is only spaces; give the battle a title"));
        checkLine("/metadata/date", phraseArg(TRICORNE_TEXT("the date")), m.date);
        checkLine("/metadata/author", phraseArg(TRICORNE_TEXT("the author")), m.author);
        checkLine("/metadata/source", phraseArg(TRICORNE_TEXT("the source")), m.source);
        checkParagraphs("/metadata/background", phraseArg(TRICORNE_TEXT("the background")), m.background);
        checkParagraphs("/metadata/notes", phraseArg(TRICORNE_TEXT("the battle notes")), m.notes);
        checkParagraphs("/metadata/reconstruction", phraseArg(TRICORNE_TEXT("the reconstruction note")), m.reconstruction);
        for (Position p : {Position::Bottom, Position::Top})
            checkLine(std::string("/sides/") + positionName(p) + "/commander",
                      phraseArg(p == Position::Top ? TRICORNE_TEXT("the top side's commander") : TRICORNE_TEXT("the bottom side's commander")),
                      m_s.side(p).commander);
        for (std::size_t i = 0; i < m_s.units.size(); ++i)
            checkLine("/units/" + std::to_string(i) + "/name", phraseArg(TRICORNE_TEXT("the name of unit {1}"), {quoted(m_s.units[i].id)}),
                      m_s.units[i].name);
        for (std::size_t i = 0; i < m_s.leaders.size(); ++i)
            checkLine("/leaders/" + std::to_string(i) + "/name", phraseArg(TRICORNE_TEXT("the name of leader {1}"), {quoted(m_s.leaders[i].id)}),
                      m_s.leaders[i].name);
        for (std::size_t i = 0; i < m_s.objectives.size(); ++i)
            checkLine("/objectives/" + std::to_string(i) + "/name",
                      phraseArg(TRICORNE_TEXT("the name of objective {1}"), {quoted(m_s.objectives[i].id)}), m_s.objectives[i].name);
        for (std::size_t i = 0; i < m_s.specialRules.size(); ++i) {
            const SpecialRule& r = m_s.specialRules[i];
            const std::string pointer = "/specialRules/" + std::to_string(i);
            const std::string number = std::to_string(i + 1);
            checkParagraphs(pointer + "/text", phraseArg(TRICORNE_TEXT("the wording of special rule {1}"), {number}), r.text);
            checkParagraphs(pointer + "/reason", phraseArg(TRICORNE_TEXT("the reason of special rule {1}"), {number}), r.reason);
            checkLine(pointer + "/name", phraseArg(TRICORNE_TEXT("the name of special rule {1}"), {number}), r.name);
        }
        for (std::size_t i = 0; i < m_s.labels.size(); ++i) {
            const std::string pointer = "/labels/" + std::to_string(i) + "/text";
            const std::string number = std::to_string(i + 1);
            checkLine(pointer, phraseArg(TRICORNE_TEXT("label {1}"), {number}), m_s.labels[i].text);
            checkBlank(pointer, m_s.labels[i].text, TRICORNE_TEXT("label {1} is only spaces; give it a place name or delete the label"), {number});
        }
        for (std::size_t i = 0; i < m_s.unplaced.units.size(); ++i) {
            const UnplacedUnit& u = m_s.unplaced.units[i];
            const std::string pointer = "/unplaced/units/" + std::to_string(i);
            checkLine(pointer + "/name", phraseArg(TRICORNE_TEXT("the name of unplaced unit {1}"), {quoted(u.id)}), u.name);
            checkLine(pointer + "/brigade", phraseArg(TRICORNE_TEXT("the brigade of unplaced unit {1}"), {quoted(u.id)}), u.brigade);
        }
        for (std::size_t i = 0; i < m_s.unplaced.leaders.size(); ++i) {
            const UnplacedLeader& l = m_s.unplaced.leaders[i];
            const std::string pointer = "/unplaced/leaders/" + std::to_string(i);
            checkLine(pointer + "/name", phraseArg(TRICORNE_TEXT("the name of unplaced leader {1}"), {quoted(l.id)}), l.name);
            checkLine(pointer + "/brigade", phraseArg(TRICORNE_TEXT("the brigade of unplaced leader {1}"), {quoted(l.id)}), l.brigade);
        }
    }

    /// A one-line field: no control character at all.
    void checkLine(const std::string& pointer, const DiagnosticArg& what, const std::string& text) { checkControls(pointer, what, text, {}); }

    /// A multi-line field: tabs and line breaks are text there.
    void checkParagraphs(const std::string& pointer, const DiagnosticArg& what, const std::string& text) {
        checkControls(pointer, what, text, "\t\n");
    }

    void checkControls(const std::string& pointer, const DiagnosticArg& what, const std::string& text, std::string_view allowed) {
        const std::size_t at = firstControlCharacter(text, allowed);
        if (at == std::string::npos) return;
        const auto c = text[at];
        const bool lineBreak = c == '\n' || c == '\t' || c == '\r';
        const std::string character = std::to_string(characterCount(std::string_view(text).substr(0, at)) + 1);
        m_report.error("text-control", pointer, std::nullopt,
                       c == '\r'                      ? TRICORNE_TEXT("{1} holds {2} at character {3}; a line ends with a line break alone: delete it")
                       : lineBreak && allowed.empty() ? TRICORNE_TEXT("{1} holds {2} at character {3}; it is one line of text: put a space there instead")
                                                      : TRICORNE_TEXT("{1} holds {2} at character {3}; that is a terminal code or an invisible character, not text: delete it"),
                       {what, controlArg(text, at), character});
    }

    /// controlCharacterName() (core/control_chars.h) as a phrase the studio translates.
    static DiagnosticArg controlArg(const std::string& text, std::size_t at) {
        const auto c = static_cast<unsigned char>(text[at]);
        if (c == '\n') return phraseArg(TRICORNE_TEXT("a line break"));
        if (c == '\t') return phraseArg(TRICORNE_TEXT("a tab"));
        if (c == '\r') return phraseArg(TRICORNE_TEXT("a carriage return"));
        const std::string name = controlCharacterName(text, at);
        return phraseArg(TRICORNE_TEXT("the control character {1}"), {name.substr(name.rfind(' ') + 1)});
    }

    /// A field that must say something: only spaces (ordinary or no-break) is as empty as "".
    /// `text` is the whole message, filled with `args`.
    void checkBlank(const std::string& pointer, const std::string& text, std::string_view message, std::vector<DiagnosticArg> args = {}) {
        if (text.empty()) return;  // the schema's minLength speaks for an empty one
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (text[i] == ' ') continue;
            if (text.compare(i, 2, "\xC2\xA0") == 0) {
                ++i;
                continue;
            }
            return;
        }
        m_report.error("text-blank", pointer, std::nullopt, message, std::move(args));
    }

    // --- the unplaced tray --------------------------------------------------------
    // A draft keeps imported pieces off the board until they are placed: each is a warning,
    // so the file saves and reopens, and playtest, simulate and export ask to place them first
    // (unplacedPieceCount).
    void checkUnplaced() {
        for (std::size_t i = 0; i < m_s.unplaced.units.size(); ++i) {
            const auto& u = m_s.unplaced.units[i];
            const std::string pointer = "/unplaced/units/" + std::to_string(i);
            const DiagnosticArg who = u.name.empty() ? phraseArg(TRICORNE_TEXT("unplaced unit {1}"), {quoted(u.id)})
                                                     : phraseArg(TRICORNE_TEXT("unplaced unit {1} ({2})"), {quoted(u.id), u.name});
            checkId(u.id, pointer + "/id");
            if (const Army* army = m_sys.army(u.army); !army)
                m_report.error("unknown-army", pointer + "/army", std::nullopt,
                               TRICORNE_TEXT("{1} belongs to army {2}, which is not in {3}; choose one of {4}"),
                               {who, quoted(u.army), nameArg(m_sys.name), armyList()});
            else if (!army->unitType(u.type))
                m_report.error("unknown-unit-type", pointer + "/type", std::nullopt,
                               TRICORNE_TEXT("{1}: the {2} army has no unit type {3}; choose one of {4}"),
                               {who, nameArg(army->name), quoted(u.type), unitTypeList(*army)});
            m_report.warning("unplaced-piece", pointer, std::nullopt,
                             TRICORNE_TEXT("{1} is not on the board; drag it from the Unplaced tray onto a hex, or delete it"), {who});
        }
        for (std::size_t i = 0; i < m_s.unplaced.leaders.size(); ++i) {
            const auto& l = m_s.unplaced.leaders[i];
            const std::string pointer = "/unplaced/leaders/" + std::to_string(i);
            const DiagnosticArg who = l.name.empty() ? phraseArg(TRICORNE_TEXT("unplaced leader {1}"), {quoted(l.id)})
                                                     : phraseArg(TRICORNE_TEXT("unplaced leader {1} ({2})"), {quoted(l.id), l.name});
            checkId(l.id, pointer + "/id");
            if (!m_sys.army(l.army))
                m_report.error("unknown-army", pointer + "/army", std::nullopt,
                               TRICORNE_TEXT("{1} belongs to army {2}, which is not in {3}; choose one of {4}"),
                               {who, quoted(l.army), nameArg(m_sys.name), armyList()});
            m_report.warning("unplaced-piece", pointer, std::nullopt,
                             TRICORNE_TEXT("{1} is not on the board; drag him from the Unplaced tray onto a hex, or delete him"), {who});
        }
    }

    // --- sides -----------------------------------------------------------------------------
    void checkSides() {
        for (Position p : {Position::Top, Position::Bottom}) {
            const SideSetup& side = m_s.side(p);
            const std::string base = std::string("/sides/") + positionName(p);
            const Faction* faction = m_sys.faction(side.faction);
            if (!faction)
                m_report.error("unknown-faction", base + "/faction", std::nullopt,
                               TRICORNE_TEXT("the {1} side's faction {2} is not in {3}; choose one of {4}"),
                               {nameArg(positionName(p)), quoted(side.faction), nameArg(m_sys.name), factionList()});
            for (std::size_t i = 0; i < side.armies.size(); ++i) {
                const std::string& armyId = side.armies[i];
                const std::string pointer = base + "/armies/" + std::to_string(i);
                const Army* army = m_sys.army(armyId);
                if (!army) {
                    m_report.error("unknown-army", pointer, std::nullopt, TRICORNE_TEXT("army {1} is not in {2}; choose one of {3}"),
                                   {quoted(armyId), nameArg(m_sys.name), armyList()});
                } else if (faction && army->faction != faction->id) {
                    m_report.error("army-wrong-side", pointer, std::nullopt,
                                   TRICORNE_TEXT("the {1} army fights for the {2} side, not the {3} side; move it to the other side"),
                                   {nameArg(army->name), factionArg(army->faction), nameArg(faction->name)});
                } else if (p == Position::Bottom && contains(m_s.top.armies, armyId)) {
                    m_report.error("army-wrong-side", pointer, std::nullopt, TRICORNE_TEXT("army {1} is listed on both sides; keep it on one"),
                                   {quoted(armyId)});
                }
            }
            if (!side.combatDeck.empty() && !m_sys.faction(side.combatDeck))
                m_report.error("unknown-combat-deck", base + "/combatDeck", std::nullopt,
                               TRICORNE_TEXT("there is no {1} Combat deck in {2}; choose one of {3}"),
                               {quoted(side.combatDeck), nameArg(m_sys.name), factionList()});
        }
        if (m_s.top.faction == m_s.bottom.faction && m_sys.faction(m_s.top.faction))
            m_report.error("same-faction", "/sides/bottom/faction", std::nullopt,
                           TRICORNE_TEXT("both sides are {1}; one side must be the opponent"), {factionArg(m_s.top.faction)});
    }

    // --- victory ---------------------------------------------------------------------------
    // Whether a game can end: each side plays a Command card to start its turn, and a side
    // wins by banners it takes from enemy pieces and objectives. These are what keep a game
    // from ending; whyGamesMayNotEnd() collects them for `simulate` and the balance panel.
    void checkVictory() {
        for (Position p : {Position::Top, Position::Bottom}) {
            // 000 · Phase 1. Play a Command Card: "At the start of a turn, the player must play
            // a Command card from his hand"; cards are drawn only at the end of a turn.
            if (m_s.side(p).commandCards == 0)
                m_report.error("no-command-cards", std::string("/sides/") + positionName(p) + "/commandCards", std::nullopt,
                               TRICORNE_TEXT("the {1} side starts with no Command cards, so it can never take a turn (a turn starts by "
                                             "playing one, and cards are drawn only at the end of a turn); give it at least 1"),
                               {sideArg(p)});
        }
        if (m_s.units.empty()) {
            // A blank board (the templates) is a scenario being written: a warning, not an error.
            m_report.warning("no-units", "/units", std::nullopt,
                             TRICORNE_TEXT("there are no units: no side can battle or take an objective, so no game can be won; "
                                           "place units for both sides"));
            return;
        }
        for (Position p : {Position::Top, Position::Bottom}) {
            const SideSetup& side = m_s.side(p);
            const DiagnosticArg who = sideArg(p);
            if (side.startingBanners >= m_s.victoryBanners) {
                m_report.warning("banners-unreachable", std::string("/sides/") + positionName(p) + "/startingBanners", std::nullopt,
                                 TRICORNE_TEXT("the {1} side starts with {2} banners, enough to win ({3}) before play; lower the starting banners"),
                                 {who, std::to_string(side.startingBanners), std::to_string(m_s.victoryBanners)});
                continue;
            }
            const auto reachable = reachableBanners(p, true);
            if (reachable && *reachable < m_s.victoryBanners) {
                m_report.warning("banners-unreachable", "/victoryBanners", std::nullopt,
                                 TRICORNE_TEXT("the {1} side can gain at most {2} banners (starting banners, enemy units and leaders "
                                               "on the board, objectives) but needs {3}; add enemy units or objectives, or lower the "
                                               "victory banners"),
                                 {who, std::to_string(*reachable), std::to_string(m_s.victoryBanners)});
                continue;
            }
            // 000 · Lone Leader's Retreat, 001 · Leader's Retreat: "A player may choose to
            // retreat a leader off his baseline side of the battlefield. This saves the leader
            // from becoming a Victory Banner for the opponent". Banners counted on enemy leaders
            // are the enemy's to give.
            const auto forced = reachableBanners(p, false);
            if (reachable && forced && *forced < m_s.victoryBanners)
                m_report.warning("banners-need-leaders", "/victoryBanners", std::nullopt,
                                 TRICORNE_TEXT("the {1} side needs {2} banners but can take at most {3} without enemy leaders "
                                               "(starting banners, enemy units, objectives), and a leader may retreat off his "
                                               "baseline rather than become a banner: once the enemy has no units left, games can "
                                               "go on for ever; add enemy units or objectives, or lower the victory banners to {3}"),
                                 {who, std::to_string(m_s.victoryBanners), std::to_string(*forced)});
        }
    }

    /// The most banners side p can gain, enemy leaders counted or not; nullopt when an
    /// objective can pay out without bound.
    std::optional<int> reachableBanners(Position p, bool countLeaders) const {
        int total = m_s.side(p).startingBanners;
        const Position enemy = other(p);
        for (const auto& u : m_s.units)
            if (m_s.sideOfArmy(u.army) == enemy) ++total;
        if (countLeaders)
            for (const auto& l : m_s.leaders)
                if (m_s.sideOfArmy(l.army) == enemy) ++total;
        int ownPieces = 0;
        for (const auto& u : m_s.units)
            if (m_s.sideOfArmy(u.army) == p) ++ownPieces;
        for (const auto& l : m_s.leaders)
            if (m_s.sideOfArmy(l.army) == p) ++ownPieces;
        for (const auto& o : m_s.objectives) {
            const int value = o.bannersFor(p);
            switch (o.kind) {
                case ObjectiveKind::ClearingASection:
                case ObjectiveKind::TurnStartRepeating:
                    if (value > 0) return std::nullopt;  // pays again every turn the condition holds
                    break;
                case ObjectiveKind::ImmediateVictory:
                    if (o.beneficiary == Beneficiary::Both || (o.beneficiary == Beneficiary::Top) == (p == Position::Top))
                        return std::nullopt;  // wins outright
                    break;
                case ObjectiveKind::Breakthrough:
                case ObjectiveKind::Withdraw:
                    total += value * ownPieces;  // per unit or leader that exits
                    break;
                default: total += value * (o.count == ObjectiveCount::Each ? static_cast<int>(o.hexes.size()) : 1); break;
            }
        }
        return total;
    }

    // --- terrain ---------------------------------------------------------------------------
    void checkTerrain() {
        m_terrainAt.fill(nullptr);
        for (std::size_t i = 0; i < m_s.terrain.size(); ++i) {
            const TerrainTile& t = m_s.terrain[i];
            const std::string pointer = "/terrain/" + std::to_string(i);
            if (!board::contains(t.hex)) {
                m_report.error("terrain-off-board", pointer + "/hex", t.hex,
                               TRICORNE_TEXT("terrain at {1} is off the board (odd rows have columns 0-11); move or delete it"), {formatHex(t.hex)});
                continue;
            }
            const TerrainType* type = m_sys.terrainType(t.type);
            if (!type) {
                m_report.error("unknown-terrain", pointer + "/type", t.hex,
                               TRICORNE_TEXT("terrain {1} at {2} is not in {3}; choose one of {4}"),
                               {quoted(t.type), formatHex(t.hex), nameArg(m_sys.name), terrainList()});
                continue;
            }
            const int index = board::indexOf(t.hex);
            if (m_terrainAt[static_cast<std::size_t>(index)]) {
                m_report.error("terrain-stacked", pointer, t.hex,
                               TRICORNE_TEXT("hex {1} has two terrain tiles; a hex holds one tile, delete one"), {formatHex(t.hex)});
                continue;
            }
            m_terrainAt[static_cast<std::size_t>(index)] = type;
            if (type->linear) {
                if (t.variant.empty())
                    m_report.error("terrain-variant", pointer, t.hex,
                                   TRICORNE_TEXT("{1} at {2} needs a variant ({3})"), {nameArg(type->name), formatHex(t.hex), variantList(*type)});
                else if (!type->variants.count(t.variant))
                    m_report.error("terrain-variant", pointer + "/variant", t.hex,
                                   TRICORNE_TEXT("{1} has no variant {2}; choose one of {3}"), {nameArg(type->name), quoted(t.variant), variantList(*type)});
            } else if (!t.variant.empty()) {
                m_report.error("terrain-variant", pointer + "/variant", t.hex,
                               TRICORNE_TEXT("{1} at {2} has no variants; remove the variant"), {nameArg(type->name), formatHex(t.hex)});
            }
        }
    }

    // --- hex sides ---------------------------------------------------------------------------
    void checkHexsides() {
        std::set<std::pair<int, int>> seen;  // (board index, side)
        for (std::size_t i = 0; i < m_s.hexsides.size(); ++i) {
            const HexsideFeature& f = m_s.hexsides[i];
            const std::string pointer = "/hexsides/" + std::to_string(i);
            const HexsideType* type = m_sys.hexsideType(f.type);
            const DiagnosticArg what = type ? nameArg(type->name) : DiagnosticArg(quoted(f.type));
            if (!board::contains(f.hex)) {
                m_report.error("hexside-off-board", pointer + "/hex", f.hex,
                               TRICORNE_TEXT("{1} at {2} is on a hex off the board; move or delete it"), {what, formatHex(f.hex)});
                continue;
            }
            if (!board::contains(neighbour(f.hex, f.side))) {
                m_report.error("hexside-off-board", pointer + "/side", f.hex,
                               TRICORNE_TEXT("{1} on the {2} side of {3} faces off the board; put it on a side between two hexes"),
                               {what, nameArg(std::string(sideName(f.side))), formatHex(f.hex)});
                continue;
            }
            if (!type) {
                m_report.error("unknown-hexside", pointer + "/type", f.hex,
                               TRICORNE_TEXT("hex-side feature {1} at {2} is not in {3}; choose one of {4}"),
                               {quoted(f.type), formatHex(f.hex), nameArg(m_sys.name), hexsideList()});
                continue;
            }
            if (!seen.insert({board::indexOf(f.hex), static_cast<int>(f.side)}).second)
                m_report.error("hexside-duplicate", pointer, f.hex,
                               TRICORNE_TEXT("the {1} side of {2} already has a feature; a side holds one, delete one"),
                               {nameArg(std::string(sideName(f.side))), formatHex(f.hex)});
        }
    }

    // --- units -----------------------------------------------------------------------------
    void checkUnits() {
        m_unitAt.fill(-1);
        for (std::size_t i = 0; i < m_s.units.size(); ++i) {
            const Unit& u = m_s.units[i];
            const std::string pointer = "/units/" + std::to_string(i);
            checkId(u.id, pointer + "/id");
            if (!board::contains(u.hex)) {
                m_report.error("unit-off-board", pointer + "/hex", u.hex,
                               TRICORNE_TEXT("unit {1} at {2} is off the board (odd rows have columns 0-11); move it"), {quoted(u.id), formatHex(u.hex)});
                continue;
            }
            const auto index = board::slot(u.hex);
            if (m_unitAt[index] >= 0)
                m_report.error("units-stacked", pointer + "/hex", u.hex,
                               TRICORNE_TEXT("units {1} and {2} are both at {3}; a hex holds one unit, move one"),
                               {quoted(m_s.unit(m_unitAt[index]).id), quoted(u.id), formatHex(u.hex)});
            else
                m_unitAt[index] = static_cast<int>(i);

            const Army* army = checkArmy(u.army, pointer + "/army", u.hex, phraseArg(TRICORNE_TEXT("unit {1}"), {quoted(u.id)}));
            if (!army) continue;
            const UnitType* type = army->unitType(u.type);
            if (!type) {
                m_report.error("unknown-unit-type", pointer + "/type", u.hex,
                               TRICORNE_TEXT("unit {1}: the {2} army has no unit type {3}; choose one of {4}"),
                               {quoted(u.id), nameArg(army->name), quoted(u.type), unitTypeList(*army)});
                continue;
            }
            if (u.blocks > type->blocks)
                m_report.error("blocks-over-full-strength", pointer + "/blocks", u.hex,
                               TRICORNE_TEXT("unit {1} has {2} blocks; a {3} unit is at full strength with {4}; set it to {4} or fewer"),
                               {quoted(u.id), std::to_string(u.blocks), nameArg(type->name), std::to_string(type->blocks)});
            if (const TerrainType* terrain = m_terrainAt[index]; terrain && terrain->impassable.forKind(type->kind))
                m_report.error("impassable-terrain", pointer + "/hex", u.hex,
                               terrain->waterway == Waterway::River ? TRICORNE_TEXT("unit {1} at {2} stands on {3}, which {4} cannot enter; move it or add a ford")
                                                      : TRICORNE_TEXT("unit {1} at {2} stands on {3}, which {4} cannot enter; move it"),
                               {quoted(u.id), formatHex(u.hex), lowerNameArg(terrain->name), nameArg(unitKindName(type->kind))});
            if (u.chief) {
                const Faction* faction = m_sys.faction(army->faction);
                if (!faction || !faction->chiefMarker)
                    m_report.error("chief-not-in-system", pointer + "/chief", u.hex,
                                   m_sys.hasChiefMarkers()
                                       ? TRICORNE_TEXT("unit {1} has a Chief marker, but {2} gives none to the {3} army; remove the marker")
                                       : TRICORNE_TEXT("unit {1} has a Chief marker, but {2} has no Chief markers; remove the marker"),
                                   {quoted(u.id), nameArg(m_sys.name), nameArg(army->name)});
            }
        }
    }

    // --- leaders -----------------------------------------------------------------------------
    void checkLabels() {
        for (std::size_t i = 0; i < m_s.labels.size(); ++i) {
            const MapLabel& l = m_s.labels[i];
            if (!board::contains(l.hex))
                m_report.error("label-off-board", "/labels/" + std::to_string(i) + "/hex", l.hex,
                               TRICORNE_TEXT("label {1} at {2} is off the board (odd rows have columns 0-11); move it"), {quoted(l.text), formatHex(l.hex)});
        }
    }

    void checkLeaders() {
        std::array<int, board::kHexCount> leaderAt;
        leaderAt.fill(-1);
        for (std::size_t i = 0; i < m_s.leaders.size(); ++i) {
            const Leader& l = m_s.leaders[i];
            const std::string pointer = "/leaders/" + std::to_string(i);
            const std::string id = quoted(l.id);
            checkId(l.id, pointer + "/id");
            if (!board::contains(l.hex)) {
                m_report.error("leader-off-board", pointer + "/hex", l.hex,
                               TRICORNE_TEXT("leader {1} at {2} is off the board (odd rows have columns 0-11); move him"), {id, formatHex(l.hex)});
                continue;
            }
            const auto index = board::slot(l.hex);
            if (leaderAt[index] >= 0)
                m_report.error("leaders-stacked", pointer + "/hex", l.hex,
                               TRICORNE_TEXT("leaders {1} and {2} are both at {3}; a hex holds one leader, move one"),
                               {quoted(m_s.leader(leaderAt[index]).id), id, formatHex(l.hex)});
            else
                leaderAt[index] = static_cast<int>(i);

            checkArmy(l.army, pointer + "/army", l.hex, phraseArg(TRICORNE_TEXT("leader {1}"), {id}));
            if (const int unit = m_unitAt[index]; unit >= 0) {
                const Unit& u = m_s.unit(unit);
                if (u.chief)
                    m_report.error("chief-with-leader", pointer + "/hex", l.hex,
                                   TRICORNE_TEXT("leader {1} is attached to unit {2} at {3}, which has a Chief marker; no leader may "
                                                 "attach to such a unit, move him"),
                                   {id, quoted(u.id), formatHex(l.hex)});
                else if (m_s.sideOfArmy(u.army) && m_s.sideOfArmy(u.army) != m_s.sideOfArmy(l.army))
                    m_report.error("leader-with-enemy", pointer + "/hex", l.hex,
                                   TRICORNE_TEXT("leader {1} shares {2} with enemy unit {3}; move him"), {id, formatHex(l.hex), quoted(u.id)});
            }
            if (const TerrainType* terrain = m_terrainAt[index]; terrain && terrain->impassable.leader)
                m_report.error("impassable-terrain", pointer + "/hex", l.hex,
                               TRICORNE_TEXT("leader {1} at {2} stands on {3}, which leaders cannot enter; move him"),
                               {id, formatHex(l.hex), lowerNameArg(terrain->name)});
        }
    }

    // --- objectives and special rules ------------------------------------------------------------
    void checkObjectives() {
        std::set<std::string> ids;
        for (std::size_t i = 0; i < m_s.objectives.size(); ++i) {
            const Objective& o = m_s.objectives[i];
            const std::string pointer = "/objectives/" + std::to_string(i);
            if (!ids.insert(o.id).second)
                m_report.error("duplicate-id", pointer + "/id", std::nullopt,
                               TRICORNE_TEXT("objective id {1} is used twice; give each objective its own id"), {quoted(o.id)});
            for (std::size_t h = 0; h < o.hexes.size(); ++h)
                if (!board::contains(o.hexes[h]))
                    m_report.error("objective-off-board", pointer + "/hexes/" + std::to_string(h), o.hexes[h],
                                   TRICORNE_TEXT("objective {1} names hex {2}, which is off the board (odd rows have columns 0-11); "
                                                 "pick a hex on the board"),
                                   {quoted(o.id), formatHex(o.hexes[h])});
            if (o.count == ObjectiveCount::Each && o.hexes.size() > 64)
                m_report.error("objective-too-many-hexes", pointer + "/hexes", std::nullopt,
                               TRICORNE_TEXT("objective {1} counts each of its {2} hexes; at most 64 can be counted one by one, so "
                                             "split it into two objectives"),
                               {quoted(o.id), std::to_string(o.hexes.size())});
            if (o.holder && o.bannersFor(*o.holder) == 0)
                m_report.error("holder-not-beneficiary", pointer + "/holder", std::nullopt,
                               TRICORNE_TEXT("objective {1} starts held by the {2} side, but it is worth nothing to that side; make "
                                             "it for that side or drop the holder"),
                               {quoted(o.id), sideArg(*o.holder)});
        }
    }

    void checkSpecialRules() {
        for (std::size_t i = 0; i < m_s.specialRules.size(); ++i)
            if (m_s.specialRules[i].kind != SpecialRuleKind::Invalid && !kindInfo(m_s.specialRules[i].kind).enforced)
                m_report.warning("rule-not-enforced", "/specialRules/" + std::to_string(i), std::nullopt,
                                 m_s.specialRules[i].reason.empty()
                                     ? TRICORNE_TEXT("special rule {1} is free text: players see it, but it is not enforced in playtest")
                                     : TRICORNE_TEXT("special rule {1} is free text: players see it, but it is not enforced in playtest ({2})"),
                                 {std::to_string(i + 1), m_s.specialRules[i].reason});
    }

    // --- the boxed game ------------------------------------------------------------------------
    void checkBox() {
        std::map<std::pair<std::string, std::string>, std::pair<int, std::size_t>> units;  // (army,type) → (count, first index)
        for (std::size_t i = 0; i < m_s.units.size(); ++i) {
            auto& entry = units[{m_s.units[i].army, m_s.units[i].type}];
            if (entry.first++ == 0) entry.second = i;
        }
        for (const auto& [key, value] : units) {
            const Army* army = m_sys.army(key.first);
            const UnitType* type = army ? army->unitType(key.second) : nullptr;
            if (type && value.first > type->box)
                m_report.warning("box-exceeded", "/units/" + std::to_string(value.second) + "/type", std::nullopt,
                                 TRICORNE_TEXT("the scenario uses {1} {2} {3} units; the box holds {4} (players will need more blocks)"),
                                 {std::to_string(value.first), nameArg(army->name), nameArg(type->name), std::to_string(type->box)});
        }
        std::map<std::string, int> leaders;
        for (const auto& l : m_s.leaders) ++leaders[l.army];
        for (const auto& [armyId, count] : leaders)
            if (const Army* army = m_sys.army(armyId); army && count > army->leadersInBox)
                m_report.warning("box-exceeded", "/leaders", std::nullopt,
                                 TRICORNE_TEXT("the scenario uses {1} {2} leaders; the box holds {3}"),
                                 {std::to_string(count), nameArg(army->name), std::to_string(army->leadersInBox)});
        const BoxUse use = boxUse(m_s);
        if (m_sys.box.terrainTiles > 0 && use.tiles() > m_sys.box.terrainTiles)
            m_report.warning("box-exceeded", "/terrain", std::nullopt,
                             use.hexsideTiles > 0
                                 ? TRICORNE_TEXT("the scenario uses {1} terrain tiles ({2} of them for hex-side features); the box holds {3}")
                                 : TRICORNE_TEXT("the scenario uses {1} terrain tiles; the box holds {3}"),
                             {std::to_string(use.tiles()), std::to_string(use.hexsideTiles), std::to_string(m_sys.box.terrainTiles)});
        // A system without Chief markers refuses them outright (chief-not-in-system).
        const bool hasChiefMarkers = std::any_of(m_sys.factions.begin(), m_sys.factions.end(), [](const Faction& f) { return f.chiefMarker.has_value(); });
        if (hasChiefMarkers && use.chiefMarkers > m_sys.box.chiefMarkers)
            m_report.warning("box-exceeded", "/units", std::nullopt,
                             TRICORNE_TEXT("the scenario uses {1} Chief markers; the box holds {2}"),
                             {std::to_string(use.chiefMarkers), std::to_string(m_sys.box.chiefMarkers)});
    }

    // --- helpers -----------------------------------------------------------------------------
    void checkId(const std::string& id, const std::string& pointer) {
        if (!m_ids.insert(id).second)
            m_report.error("duplicate-id", pointer, std::nullopt,
                           TRICORNE_TEXT("id {1} is used twice among units and leaders; give each its own id"), {quoted(id)});
    }

    const Army* checkArmy(const std::string& armyId, const std::string& pointer, Hex hex, const DiagnosticArg& who) {
        const Army* army = m_sys.army(armyId);
        if (!army) {
            m_report.error("unknown-army", pointer, hex, TRICORNE_TEXT("{1} belongs to army {2}, which is not in {3}; choose one of {4}"),
                           {who, quoted(armyId), nameArg(m_sys.name), armyList()});
            return nullptr;
        }
        if (!m_s.sideOfArmy(armyId))
            m_report.error("army-wrong-side", pointer, hex,
                           TRICORNE_TEXT("{1} belongs to the {2} army, which neither side fields; add the army to the {3} side"),
                           {who, nameArg(army->name), factionArg(army->faction)});
        return army;
    }

    static bool contains(const std::vector<std::string>& v, const std::string& s) {
        return std::find(v.begin(), v.end(), s) != v.end();
    }
    /// The side at p as "the {…} side" names it: its faction's name, or its position's when the
    /// faction is unknown.
    DiagnosticArg sideArg(Position p) const {
        const Faction* f = m_sys.faction(m_s.side(p).faction);
        return nameArg(f ? f->name : std::string(positionName(p)));
    }
    /// A faction by its name, or by its id (not translated) when the system has no such faction.
    DiagnosticArg factionArg(const std::string& id) const {
        const Faction* f = m_sys.faction(id);
        return f ? nameArg(f->name) : DiagnosticArg(id);
    }
    template <typename Range, typename Name>
    static std::string join(const Range& items, Name name) {
        std::string out;
        for (const auto& item : items) out += (out.empty() ? "" : ", ") + name(item);
        return out;
    }
    std::string factionList() const { return join(m_sys.factions, [](const Faction& f) { return quoted(f.id); }); }
    std::string armyList() const { return join(m_sys.armies, [](const Army& a) { return quoted(a.id); }); }
    std::string terrainList() const { return join(m_sys.terrain, [](const TerrainType& t) { return quoted(t.id); }); }
    std::string hexsideList() const { return join(m_sys.hexsides, [](const HexsideType& t) { return quoted(t.id); }); }
    static std::string unitTypeList(const Army& a) { return join(a.unitTypes, [](const UnitType& t) { return quoted(t.id); }); }
    static std::string variantList(const TerrainType& t) {
        return join(t.variants, [](const auto& v) { return quoted(v.first); });
    }

    const Scenario& m_s;
    const GameSystem& m_sys;
    Report m_report;
    std::array<const TerrainType*, board::kHexCount> m_terrainAt{};
    std::array<int, board::kHexCount> m_unitAt{};
    std::set<std::string> m_ids;
};

}  // namespace

Diagnostics validateSemantics(const Scenario& scenario, const GameSystem& system) {
    return SemanticCheck(scenario, system).run();
}

BoxUse boxUse(const Scenario& scenario) {
    BoxUse use;
    use.terrainTiles = static_cast<int>(scenario.terrain.size());
    use.hexsideFeatures = static_cast<int>(scenario.hexsides.size());
    std::set<Hex> tiled, sided;
    for (const TerrainTile& t : scenario.terrain) tiled.insert(t.hex);
    for (const HexsideFeature& f : scenario.hexsides)
        if (!tiled.count(f.hex)) sided.insert(f.hex);
    use.hexsideTiles = static_cast<int>(sided.size());
    use.chiefMarkers = static_cast<int>(std::count_if(scenario.units.begin(), scenario.units.end(), [](const Unit& u) { return u.chief; }));
    return use;
}

int unplacedPieceCount(const Scenario& scenario) {
    return static_cast<int>(scenario.unplaced.units.size() + scenario.unplaced.leaders.size());
}

std::string placePiecesFirst(const Scenario& scenario) {
    const int n = unplacedPieceCount(scenario);
    if (n == 0) return {};
    return "place " + std::to_string(n) + (n == 1 ? " piece" : " pieces") + " first: the Unplaced tray still holds " +
           (n == 1 ? "it" : "them") + " (drag them onto the board in the studio, or delete them)";
}

Diagnostics whyGamesMayNotEnd(const Diagnostics& diagnostics) {
    // The codes checkVictory gives; each names a reason a game cannot reach its end.
    static const std::set<std::string> kReasons{"no-command-cards", "no-units", "banners-unreachable", "banners-need-leaders"};
    Diagnostics out;
    for (const Diagnostic& d : diagnostics)
        if (kReasons.count(d.code)) out.push_back(d);
    return out;
}

}  // namespace tricorne

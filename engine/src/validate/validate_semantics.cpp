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
    void error(std::string code, std::string pointer, std::optional<Hex> hex, std::string message) {
        add(Severity::Error, std::move(code), std::move(pointer), hex, std::move(message));
    }
    void warning(std::string code, std::string pointer, std::optional<Hex> hex, std::string message) {
        add(Severity::Warning, std::move(code), std::move(pointer), hex, std::move(message));
    }
    Diagnostics take() { return std::move(m_out); }

private:
    void add(Severity s, std::string code, std::string pointer, std::optional<Hex> hex, std::string message) {
        std::optional<Offset> offset;
        if (hex) offset = toOffset(*hex);
        m_out.push_back({s, std::move(code), std::move(pointer), offset, std::move(message)});
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
        checkLine("/metadata/title", "the title", m.title);
        checkBlank("/metadata/title", "the title", m.title, "give the battle a title");
        checkLine("/metadata/date", "the date", m.date);
        checkLine("/metadata/author", "the author", m.author);
        checkLine("/metadata/source", "the source", m.source);
        checkParagraphs("/metadata/background", "the background", m.background);
        checkParagraphs("/metadata/notes", "the battle notes", m.notes);
        checkParagraphs("/metadata/reconstruction", "the reconstruction note", m.reconstruction);
        for (Position p : {Position::Bottom, Position::Top})
            checkLine(std::string("/sides/") + positionName(p) + "/commander", "the " + std::string(positionName(p)) + " side's commander",
                      m_s.side(p).commander);
        for (std::size_t i = 0; i < m_s.units.size(); ++i)
            checkLine("/units/" + std::to_string(i) + "/name", "the name of unit " + quoted(m_s.units[i].id), m_s.units[i].name);
        for (std::size_t i = 0; i < m_s.leaders.size(); ++i)
            checkLine("/leaders/" + std::to_string(i) + "/name", "the name of leader " + quoted(m_s.leaders[i].id), m_s.leaders[i].name);
        for (std::size_t i = 0; i < m_s.objectives.size(); ++i)
            checkLine("/objectives/" + std::to_string(i) + "/name", "the name of objective " + quoted(m_s.objectives[i].id),
                      m_s.objectives[i].name);
        for (std::size_t i = 0; i < m_s.specialRules.size(); ++i) {
            const SpecialRule& r = m_s.specialRules[i];
            const std::string pointer = "/specialRules/" + std::to_string(i);
            const std::string what = "special rule " + std::to_string(i + 1);
            checkParagraphs(pointer + "/text", "the wording of " + what, r.text);
            checkParagraphs(pointer + "/reason", "the reason of " + what, r.reason);
            checkLine(pointer + "/name", "the name of " + what, r.name);
        }
        for (std::size_t i = 0; i < m_s.labels.size(); ++i) {
            const std::string pointer = "/labels/" + std::to_string(i) + "/text";
            const std::string what = "label " + std::to_string(i + 1);
            checkLine(pointer, what, m_s.labels[i].text);
            checkBlank(pointer, what, m_s.labels[i].text, "give it a place name or delete the label");
        }
        for (std::size_t i = 0; i < m_s.unplaced.units.size(); ++i) {
            const UnplacedUnit& u = m_s.unplaced.units[i];
            const std::string pointer = "/unplaced/units/" + std::to_string(i);
            checkLine(pointer + "/name", "the name of unplaced unit " + quoted(u.id), u.name);
            checkLine(pointer + "/brigade", "the brigade of unplaced unit " + quoted(u.id), u.brigade);
        }
        for (std::size_t i = 0; i < m_s.unplaced.leaders.size(); ++i) {
            const UnplacedLeader& l = m_s.unplaced.leaders[i];
            const std::string pointer = "/unplaced/leaders/" + std::to_string(i);
            checkLine(pointer + "/name", "the name of unplaced leader " + quoted(l.id), l.name);
            checkLine(pointer + "/brigade", "the brigade of unplaced leader " + quoted(l.id), l.brigade);
        }
    }

    /// A one-line field: no control character at all.
    void checkLine(const std::string& pointer, const std::string& what, const std::string& text) { checkControls(pointer, what, text, {}); }

    /// A multi-line field: tabs and line breaks are text there.
    void checkParagraphs(const std::string& pointer, const std::string& what, const std::string& text) {
        checkControls(pointer, what, text, "\t\n");
    }

    void checkControls(const std::string& pointer, const std::string& what, const std::string& text, std::string_view allowed) {
        const std::size_t at = firstControlCharacter(text, allowed);
        if (at == std::string::npos) return;
        const auto c = text[at];
        const bool lineBreak = c == '\n' || c == '\t' || c == '\r';
        m_report.error("text-control", pointer, std::nullopt,
                       what + " holds " + controlCharacterName(text, at) + " at character " +
                           std::to_string(characterCount(std::string_view(text).substr(0, at)) + 1) +
                           (c == '\r'                      ? "; a line ends with a line break alone: delete it"
                            : lineBreak && allowed.empty() ? "; it is one line of text: put a space there instead"
                                                           : "; that is a terminal code or an invisible character, not text: delete it"));
    }

    /// A field that must say something: only spaces (ordinary or no-break) is as empty as "".
    void checkBlank(const std::string& pointer, const std::string& what, const std::string& text, const char* fix) {
        if (text.empty()) return;  // the schema's minLength speaks for an empty one
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (text[i] == ' ') continue;
            if (text.compare(i, 2, "\xC2\xA0") == 0) {
                ++i;
                continue;
            }
            return;
        }
        m_report.error("text-blank", pointer, std::nullopt, what + " is only spaces; " + fix);
    }

    // --- the unplaced tray --------------------------------------------------------
    // A draft keeps imported pieces off the board until they are placed: each is a warning,
    // so the file saves and reopens, and playtest, simulate and export ask to place them first
    // (unplacedPieceCount).
    void checkUnplaced() {
        for (std::size_t i = 0; i < m_s.unplaced.units.size(); ++i) {
            const auto& u = m_s.unplaced.units[i];
            const std::string pointer = "/unplaced/units/" + std::to_string(i);
            const std::string who = "unplaced unit " + quoted(u.id) + (u.name.empty() ? "" : " (" + u.name + ")");
            checkId(u.id, pointer + "/id");
            if (const Army* army = m_sys.army(u.army); !army)
                m_report.error("unknown-army", pointer + "/army", std::nullopt,
                               who + " belongs to army " + quoted(u.army) + ", which is not in " + m_sys.name + "; choose one of " + armyList());
            else if (!army->unitType(u.type))
                m_report.error("unknown-unit-type", pointer + "/type", std::nullopt,
                               who + ": the " + army->name + " army has no unit type " + quoted(u.type) + "; choose one of " + unitTypeList(*army));
            m_report.warning("unplaced-piece", pointer, std::nullopt, who + " is not on the board; drag it from the Unplaced tray onto a hex, or delete it");
        }
        for (std::size_t i = 0; i < m_s.unplaced.leaders.size(); ++i) {
            const auto& l = m_s.unplaced.leaders[i];
            const std::string pointer = "/unplaced/leaders/" + std::to_string(i);
            const std::string who = "unplaced leader " + quoted(l.id) + (l.name.empty() ? "" : " (" + l.name + ")");
            checkId(l.id, pointer + "/id");
            if (!m_sys.army(l.army))
                m_report.error("unknown-army", pointer + "/army", std::nullopt,
                               who + " belongs to army " + quoted(l.army) + ", which is not in " + m_sys.name + "; choose one of " + armyList());
            m_report.warning("unplaced-piece", pointer, std::nullopt, who + " is not on the board; drag him from the Unplaced tray onto a hex, or delete him");
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
                               "the " + std::string(positionName(p)) + " side's faction " + quoted(side.faction) +
                                   " is not in " + m_sys.name + "; choose one of " + factionList());
            for (std::size_t i = 0; i < side.armies.size(); ++i) {
                const std::string& armyId = side.armies[i];
                const std::string pointer = base + "/armies/" + std::to_string(i);
                const Army* army = m_sys.army(armyId);
                if (!army) {
                    m_report.error("unknown-army", pointer, std::nullopt,
                                   "army " + quoted(armyId) + " is not in " + m_sys.name + "; choose one of " + armyList());
                } else if (faction && army->faction != faction->id) {
                    m_report.error("army-wrong-side", pointer, std::nullopt,
                                   "the " + army->name + " army fights for the " + factionName(army->faction) +
                                       " side, not the " + faction->name + " side; move it to the other side");
                } else if (p == Position::Bottom && contains(m_s.top.armies, armyId)) {
                    m_report.error("army-wrong-side", pointer, std::nullopt,
                                   "army " + quoted(armyId) + " is listed on both sides; keep it on one");
                }
            }
            if (!side.combatDeck.empty() && !m_sys.faction(side.combatDeck))
                m_report.error("unknown-combat-deck", base + "/combatDeck", std::nullopt,
                               "there is no " + quoted(side.combatDeck) + " Combat deck in " + m_sys.name +
                                   "; choose one of " + factionList());
        }
        if (m_s.top.faction == m_s.bottom.faction && m_sys.faction(m_s.top.faction))
            m_report.error("same-faction", "/sides/bottom/faction", std::nullopt,
                           "both sides are " + factionName(m_s.top.faction) + "; one side must be the opponent");
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
                               sideLabel(p) + " starts with no Command cards, so it can never take a turn (a turn starts by " +
                                   "playing one, and cards are drawn only at the end of a turn); give it at least 1");
        }
        if (m_s.units.empty()) {
            // A blank board (the templates) is a scenario being written: a warning, not an error.
            m_report.warning("no-units", "/units", std::nullopt,
                             "there are no units: no side can battle or take an objective, so no game can be won; "
                             "place units for both sides");
            return;
        }
        for (Position p : {Position::Top, Position::Bottom}) {
            const SideSetup& side = m_s.side(p);
            const std::string who = sideLabel(p);
            if (side.startingBanners >= m_s.victoryBanners) {
                m_report.warning("banners-unreachable", std::string("/sides/") + positionName(p) + "/startingBanners", std::nullopt,
                                 who + " starts with " + std::to_string(side.startingBanners) + " banners, enough to win (" +
                                     std::to_string(m_s.victoryBanners) + ") before play; lower the starting banners");
                continue;
            }
            const auto reachable = reachableBanners(p, true);
            if (reachable && *reachable < m_s.victoryBanners) {
                m_report.warning("banners-unreachable", "/victoryBanners", std::nullopt,
                                 who + " can gain at most " + std::to_string(*reachable) + " banners (starting banners, " +
                                     "enemy units and leaders on the board, objectives) but needs " +
                                     std::to_string(m_s.victoryBanners) + "; add enemy units or objectives, or lower the victory banners");
                continue;
            }
            // 000 · Lone Leader's Retreat, 001 · Leader's Retreat: "A player may choose to
            // retreat a leader off his baseline side of the battlefield. This saves the leader
            // from becoming a Victory Banner for the opponent". Banners counted on enemy leaders
            // are the enemy's to give.
            const auto forced = reachableBanners(p, false);
            if (reachable && forced && *forced < m_s.victoryBanners)
                m_report.warning("banners-need-leaders", "/victoryBanners", std::nullopt,
                                 who + " needs " + std::to_string(m_s.victoryBanners) + " banners but can take at most " +
                                     std::to_string(*forced) + " without enemy leaders (starting banners, enemy units, " +
                                     "objectives), and a leader may retreat off his baseline rather than become a banner: " +
                                     "once the enemy has no units left, games can go on for ever; add enemy units or " +
                                     "objectives, or lower the victory banners to " + std::to_string(*forced));
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
                               "terrain at " + formatHex(t.hex) + " is off the board (odd rows have columns 0-11); move or delete it");
                continue;
            }
            const TerrainType* type = m_sys.terrainType(t.type);
            if (!type) {
                m_report.error("unknown-terrain", pointer + "/type", t.hex,
                               "terrain " + quoted(t.type) + " at " + formatHex(t.hex) + " is not in " + m_sys.name + "; choose one of " +
                                   terrainList());
                continue;
            }
            const int index = board::indexOf(t.hex);
            if (m_terrainAt[static_cast<std::size_t>(index)]) {
                m_report.error("terrain-stacked", pointer, t.hex,
                               "hex " + formatHex(t.hex) + " has two terrain tiles; a hex holds one tile, delete one");
                continue;
            }
            m_terrainAt[static_cast<std::size_t>(index)] = type;
            if (type->linear) {
                if (t.variant.empty())
                    m_report.error("terrain-variant", pointer, t.hex,
                                   type->name + " at " + formatHex(t.hex) + " needs a variant (" + variantList(*type) + ")");
                else if (!type->variants.count(t.variant))
                    m_report.error("terrain-variant", pointer + "/variant", t.hex,
                                   type->name + " has no variant " + quoted(t.variant) + "; choose one of " + variantList(*type));
            } else if (!t.variant.empty()) {
                m_report.error("terrain-variant", pointer + "/variant", t.hex,
                               type->name + " at " + formatHex(t.hex) + " has no variants; remove the variant");
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
            const std::string what = type ? type->name : quoted(f.type);
            if (!board::contains(f.hex)) {
                m_report.error("hexside-off-board", pointer + "/hex", f.hex,
                               what + " at " + formatHex(f.hex) + " is on a hex off the board; move or delete it");
                continue;
            }
            if (!board::contains(neighbour(f.hex, f.side))) {
                m_report.error("hexside-off-board", pointer + "/side", f.hex,
                               what + " on the " + std::string(sideName(f.side)) + " side of " + formatHex(f.hex) +
                                   " faces off the board; put it on a side between two hexes");
                continue;
            }
            if (!type) {
                m_report.error("unknown-hexside", pointer + "/type", f.hex,
                               "hex-side feature " + quoted(f.type) + " at " + formatHex(f.hex) + " is not in " + m_sys.name +
                                   "; choose one of " + hexsideList());
                continue;
            }
            if (!seen.insert({board::indexOf(f.hex), static_cast<int>(f.side)}).second)
                m_report.error("hexside-duplicate", pointer, f.hex,
                               "the " + std::string(sideName(f.side)) + " side of " + formatHex(f.hex) +
                                   " already has a feature; a side holds one, delete one");
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
                               "unit " + quoted(u.id) + " at " + formatHex(u.hex) + " is off the board (odd rows have columns 0-11); move it");
                continue;
            }
            const auto index = board::slot(u.hex);
            if (m_unitAt[index] >= 0)
                m_report.error("units-stacked", pointer + "/hex", u.hex,
                               "units " + quoted(m_s.unit(m_unitAt[index]).id) + " and " + quoted(u.id) +
                                   " are both at " + formatHex(u.hex) + "; a hex holds one unit, move one");
            else
                m_unitAt[index] = static_cast<int>(i);

            const Army* army = checkArmy(u.army, pointer + "/army", u.hex, "unit " + quoted(u.id));
            if (!army) continue;
            const UnitType* type = army->unitType(u.type);
            if (!type) {
                m_report.error("unknown-unit-type", pointer + "/type", u.hex,
                               "unit " + quoted(u.id) + ": the " + army->name + " army has no unit type " + quoted(u.type) +
                                   "; choose one of " + unitTypeList(*army));
                continue;
            }
            if (u.blocks > type->blocks)
                m_report.error("blocks-over-full-strength", pointer + "/blocks", u.hex,
                               "unit " + quoted(u.id) + " has " + std::to_string(u.blocks) + " blocks; a " + type->name +
                                   " unit is at full strength with " + std::to_string(type->blocks) + "; set it to " +
                                   std::to_string(type->blocks) + " or fewer");
            if (const TerrainType* terrain = m_terrainAt[index]; terrain && terrain->impassable.forKind(type->kind))
                m_report.error("impassable-terrain", pointer + "/hex", u.hex,
                               "unit " + quoted(u.id) + " at " + formatHex(u.hex) + " stands on " + lower(terrain->name) + ", which " +
                                   unitKindName(type->kind) + " cannot enter; move it" +
                                   (terrain->id == "river" ? " or add a ford" : ""));
            if (u.chief) {
                const Faction* faction = m_sys.faction(army->faction);
                if (!faction || !faction->chiefMarker)
                    m_report.error("chief-not-in-system", pointer + "/chief", u.hex,
                                   "unit " + quoted(u.id) + " has a Chief marker, but " + m_sys.name +
                                       (m_sys.hasChiefMarkers() ? " gives none to the " + army->name + " army" : " has no Chief markers") +
                                       "; remove the marker");
            }
        }
    }

    // --- leaders -----------------------------------------------------------------------------
    void checkLabels() {
        for (std::size_t i = 0; i < m_s.labels.size(); ++i) {
            const MapLabel& l = m_s.labels[i];
            if (!board::contains(l.hex))
                m_report.error("label-off-board", "/labels/" + std::to_string(i) + "/hex", l.hex,
                               "label " + quoted(l.text) + " at " + formatHex(l.hex) + " is off the board (odd rows have columns 0-11); move it");
        }
    }

    void checkLeaders() {
        std::array<int, board::kHexCount> leaderAt;
        leaderAt.fill(-1);
        for (std::size_t i = 0; i < m_s.leaders.size(); ++i) {
            const Leader& l = m_s.leaders[i];
            const std::string pointer = "/leaders/" + std::to_string(i);
            const std::string who = "leader " + quoted(l.id);
            checkId(l.id, pointer + "/id");
            if (!board::contains(l.hex)) {
                m_report.error("leader-off-board", pointer + "/hex", l.hex,
                               who + " at " + formatHex(l.hex) + " is off the board (odd rows have columns 0-11); move him");
                continue;
            }
            const auto index = board::slot(l.hex);
            if (leaderAt[index] >= 0)
                m_report.error("leaders-stacked", pointer + "/hex", l.hex,
                               "leaders " + quoted(m_s.leader(leaderAt[index]).id) + " and " + quoted(l.id) +
                                   " are both at " + formatHex(l.hex) + "; a hex holds one leader, move one");
            else
                leaderAt[index] = static_cast<int>(i);

            checkArmy(l.army, pointer + "/army", l.hex, who);
            if (const int unit = m_unitAt[index]; unit >= 0) {
                const Unit& u = m_s.unit(unit);
                if (u.chief)
                    m_report.error("chief-with-leader", pointer + "/hex", l.hex,
                                   who + " is attached to unit " + quoted(u.id) + " at " + formatHex(l.hex) +
                                       ", which has a Chief marker; no leader may attach to such a unit, move him");
                else if (m_s.sideOfArmy(u.army) && m_s.sideOfArmy(u.army) != m_s.sideOfArmy(l.army))
                    m_report.error("leader-with-enemy", pointer + "/hex", l.hex,
                                   who + " shares " + formatHex(l.hex) + " with enemy unit " + quoted(u.id) + "; move him");
            }
            if (const TerrainType* terrain = m_terrainAt[index]; terrain && terrain->impassable.leader)
                m_report.error("impassable-terrain", pointer + "/hex", l.hex,
                               who + " at " + formatHex(l.hex) + " stands on " + lower(terrain->name) + ", which leaders cannot enter; move him");
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
                               "objective id " + quoted(o.id) + " is used twice; give each objective its own id");
            for (std::size_t h = 0; h < o.hexes.size(); ++h)
                if (!board::contains(o.hexes[h]))
                    m_report.error("objective-off-board", pointer + "/hexes/" + std::to_string(h), o.hexes[h],
                                   "objective " + quoted(o.id) + " names hex " + formatHex(o.hexes[h]) +
                                       ", which is off the board (odd rows have columns 0-11); pick a hex on the board");
            if (o.count == ObjectiveCount::Each && o.hexes.size() > 64)
                m_report.error("objective-too-many-hexes", pointer + "/hexes", std::nullopt,
                               "objective " + quoted(o.id) + " counts each of its " + std::to_string(o.hexes.size()) +
                                   " hexes; at most 64 can be counted one by one, so split it into two objectives");
            if (o.holder && o.bannersFor(*o.holder) == 0)
                m_report.error("holder-not-beneficiary", pointer + "/holder", std::nullopt,
                               "objective " + quoted(o.id) + " starts held by " + sideLabel(*o.holder) +
                                   ", but it is worth nothing to that side; make it for that side or drop the holder");
        }
    }

    void checkSpecialRules() {
        for (std::size_t i = 0; i < m_s.specialRules.size(); ++i)
            if (m_s.specialRules[i].kind != SpecialRuleKind::Invalid && !kindInfo(m_s.specialRules[i].kind).enforced)
                m_report.warning("rule-not-enforced", "/specialRules/" + std::to_string(i), std::nullopt,
                                 "special rule " + std::to_string(i + 1) +
                                     " is free text: players see it, but it is not enforced in playtest" +
                                     (m_s.specialRules[i].reason.empty() ? "" : " (" + m_s.specialRules[i].reason + ")"));
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
                                 "the scenario uses " + std::to_string(value.first) + " " + army->name + " " + type->name +
                                     " units; the box holds " + std::to_string(type->box) + " (players will need more blocks)");
        }
        std::map<std::string, int> leaders;
        for (const auto& l : m_s.leaders) ++leaders[l.army];
        for (const auto& [armyId, count] : leaders)
            if (const Army* army = m_sys.army(armyId); army && count > army->leadersInBox)
                m_report.warning("box-exceeded", "/leaders", std::nullopt,
                                 "the scenario uses " + std::to_string(count) + " " + army->name + " leaders; the box holds " +
                                     std::to_string(army->leadersInBox));
        const BoxUse use = boxUse(m_s);
        if (m_sys.box.terrainTiles > 0 && use.tiles() > m_sys.box.terrainTiles)
            m_report.warning("box-exceeded", "/terrain", std::nullopt,
                             "the scenario uses " + std::to_string(use.tiles()) + " terrain tiles" +
                                 (use.hexsideTiles > 0 ? " (" + std::to_string(use.hexsideTiles) + " of them for hex-side features)" : "") +
                                 "; the box holds " + std::to_string(m_sys.box.terrainTiles));
        // A system without Chief markers refuses them outright (chief-not-in-system).
        const bool hasChiefMarkers = std::any_of(m_sys.factions.begin(), m_sys.factions.end(), [](const Faction& f) { return f.chiefMarker.has_value(); });
        if (hasChiefMarkers && use.chiefMarkers > m_sys.box.chiefMarkers)
            m_report.warning("box-exceeded", "/units", std::nullopt,
                             "the scenario uses " + std::to_string(use.chiefMarkers) + " Chief markers; the box holds " +
                                 std::to_string(m_sys.box.chiefMarkers));
    }

    // --- helpers -----------------------------------------------------------------------------
    void checkId(const std::string& id, const std::string& pointer) {
        if (!m_ids.insert(id).second)
            m_report.error("duplicate-id", pointer, std::nullopt,
                           "id " + quoted(id) + " is used twice among units and leaders; give each its own id");
    }

    const Army* checkArmy(const std::string& armyId, const std::string& pointer, Hex hex, const std::string& who) {
        const Army* army = m_sys.army(armyId);
        if (!army) {
            m_report.error("unknown-army", pointer, hex,
                           who + " belongs to army " + quoted(armyId) + ", which is not in " + m_sys.name + "; choose one of " + armyList());
            return nullptr;
        }
        if (!m_s.sideOfArmy(armyId))
            m_report.error("army-wrong-side", pointer, hex,
                           who + " belongs to the " + army->name + " army, which neither side fields; add the army to the " +
                               factionName(army->faction) + " side");
        return army;
    }

    static bool contains(const std::vector<std::string>& v, const std::string& s) {
        return std::find(v.begin(), v.end(), s) != v.end();
    }
    static std::string lower(std::string s) {
        for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return s;
    }
    std::string sideLabel(Position p) const {
        const Faction* f = m_sys.faction(m_s.side(p).faction);
        return "the " + (f ? f->name : std::string(positionName(p))) + " side";
    }
    std::string factionName(const std::string& id) const {
        const Faction* f = m_sys.faction(id);
        return f ? f->name : id;
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

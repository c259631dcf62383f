#include "validate/validate_special_rules.h"

#include <algorithm>
#include <set>
#include <string>

namespace tricorne::detail {

namespace {

std::string quoted(const std::string& s) { return "`" + s + "`"; }

class RuleCheck {
public:
    RuleCheck(const Scenario& s, const GameSystem& sys, Diagnostics& out) : m_s(s), m_sys(sys), m_out(out) {}

    void run() {
        std::set<SpecialRuleKind> once;
        for (std::size_t i = 0; i < m_s.specialRules.size(); ++i) {
            const SpecialRule& r = m_s.specialRules[i];
            m_base = "/specialRules/" + std::to_string(i);
            if (r.kind == SpecialRuleKind::Invalid) {
                // Only a rule built in code gets here: a file's unknown kind is refused by the
                // schema check, with this code and the kind it names (io/schema_check.cpp).
                std::string kinds;
                for (const RuleKindInfo& k : specialRuleKinds()) kinds += (kinds.empty() ? "" : ", ") + std::string(k.name);
                error("unknown-rule-kind", m_base + "/kind", std::nullopt, TRICORNE_TEXT("special rule {1} has no known kind; use one of {2}"),
                      {std::to_string(i + 1), kinds});
                continue;
            }
            // The kind as the files name it, an id: not translated.
            m_name = phraseArg(TRICORNE_TEXT("special rule {1} ({2})"), {std::to_string(i + 1), specialRuleKindName(r.kind)});
            if (kindInfo(r.kind).oncePerScenario && !once.insert(r.kind).second)
                error("duplicate-rule", m_base + "/kind", std::nullopt, TRICORNE_TEXT("{1} repeats an earlier one; merge the two"), {m_name});
            if (r.kind == SpecialRuleKind::BlockReturn && i >= 32)
                error("too-many-rules", m_base, std::nullopt, TRICORNE_TEXT("{1} must be among the first 32 special rules; move it up"), {m_name});
            for (std::size_t h = 0; h < r.hexes.size(); ++h)
                if (!board::contains(r.hexes[h]))
                    error("rule-off-board", m_base + "/hexes/" + std::to_string(h), r.hexes[h],
                          TRICORNE_TEXT("{1} names a hex off the board; pick a hex on the board"), {m_name});
            for (std::size_t t = 0; t < r.terrain.size(); ++t)
                if (!m_sys.terrainType(r.terrain[t]))
                    error("unknown-terrain", m_base + "/terrain/" + std::to_string(t), std::nullopt,
                          TRICORNE_TEXT("{1} names terrain {2}, which {3} does not have"), {m_name, quoted(r.terrain[t]), nameArg(m_sys.name)});
            if (r.kind == SpecialRuleKind::HexsideAs) {
                if (!m_sys.hexsideType(r.from))
                    error("unknown-hexside", m_base + "/from", std::nullopt, TRICORNE_TEXT("{1} names hex-side feature {2}, which {3} does not have"),
                          {m_name, quoted(r.from), nameArg(m_sys.name)});
                if (!m_sys.hexsideType(r.as))
                    error("unknown-hexside", m_base + "/as", std::nullopt, TRICORNE_TEXT("{1} names hex-side feature {2}, which {3} does not have"),
                          {m_name, quoted(r.as), nameArg(m_sys.name)});
            }
            if (r.kind == SpecialRuleKind::CreekAsMarsh && !m_sys.marshTerrain())
                error("no-marsh-terrain", m_base + "/kind", std::nullopt, TRICORNE_TEXT("{1} needs a marsh (wetland) terrain, which {2} does not have"),
                      {m_name, nameArg(m_sys.name)});
            for (std::size_t j = 0; j < r.joiners.size(); ++j)
                if (!typeInScenario(r.joiners[j].type))
                    error("unknown-unit-type", m_base + "/joiners/" + std::to_string(j) + "/type", std::nullopt,
                          TRICORNE_TEXT("{1} lets unit type {2} fire, but no army of this battle has it"), {m_name, quoted(r.joiners[j].type)});
            checkUnits(r);
            checkCards(r);
            for (std::size_t l = 0; l < r.leaders.size(); ++l)
                if (std::none_of(m_s.leaders.begin(), m_s.leaders.end(), [&](const Leader& x) { return x.id == r.leaders[l]; }))
                    error("unknown-leader", m_base + "/leaders/" + std::to_string(l), std::nullopt,
                          TRICORNE_TEXT("{1} names leader {2}, who is not in the scenario"), {m_name, quoted(r.leaders[l])});
        }
    }

private:
    /// `text` is a TRICORNE_TEXT template, filled with `args` (core/diagnostic.h).
    void error(std::string code, std::string pointer, std::optional<Hex> hex, std::string_view text, std::vector<DiagnosticArg> args,
               Severity severity = Severity::Error) {
        std::optional<Offset> offset;
        if (hex) offset = toOffset(*hex);
        m_out.push_back(makeDiagnostic(severity, std::move(code), std::move(pointer), offset, text, std::move(args)));
    }

    /// no-fire-bonus names cards of either deck; ship-fire names the Command cards whose turn
    /// lets it fire, and without any it fires only in an opening cannonade.
    void checkCards(const SpecialRule& r) {
        const auto hasId = [](const auto& deck, const std::string& id) {
            return std::any_of(deck.begin(), deck.end(), [&](const CardText& c) { return c.id == id; });
        };
        for (std::size_t c = 0; c < r.cards.size(); ++c) {
            const bool command = hasId(m_sys.commandCards, r.cards[c]);
            if (r.kind == SpecialRuleKind::ShipFire ? command : command || hasId(m_sys.combatCards, r.cards[c])) continue;
            error("unknown-card", m_base + "/cards/" + std::to_string(c), std::nullopt,
                  r.kind == SpecialRuleKind::ShipFire ? TRICORNE_TEXT("{1} names card {2}, which is not a Command card of {3}; use a card id of its decks")
                                                      : TRICORNE_TEXT("{1} names card {2}, which is not a Command or Combat card of {3}; use a card id of its decks"),
                  {m_name, quoted(r.cards[c]), nameArg(m_sys.name)});
        }
        const bool cannonade = std::any_of(m_s.specialRules.begin(), m_s.specialRules.end(), [](const SpecialRule& x) { return x.kind == SpecialRuleKind::OpeningCannonade; });
        if (r.kind == SpecialRuleKind::ShipFire && r.cards.empty() && !cannonade)
            error("rule-never-applies", m_base, std::nullopt,
                  TRICORNE_TEXT("{1} fires only in an opening cannonade, and this battle has none; add an opening-cannonade rule or the "
                                "cards that let {2} fire"),
                  {m_name, quoted(r.name)},
                  Severity::Warning);
    }

    bool typeInScenario(const std::string& type) const {
        for (Position p : {Position::Bottom, Position::Top})
            for (const auto& armyId : m_s.side(p).armies)
                if (const Army* a = m_sys.army(armyId); a && a->unitType(type)) return true;
        return false;
    }

    void checkUnits(const SpecialRule& r) {
        for (std::size_t u = 0; u < r.units.size(); ++u) {
            const auto unit = std::find_if(m_s.units.begin(), m_s.units.end(), [&](const Unit& x) { return x.id == r.units[u]; });
            const std::string pointer = m_base + "/units/" + std::to_string(u);
            if (unit == m_s.units.end()) {
                error("unknown-unit", pointer, std::nullopt, TRICORNE_TEXT("{1} names unit {2}, which is not in the scenario"), {m_name, quoted(r.units[u])});
                continue;
            }
            const Army* army = m_sys.army(unit->army);
            if (r.kind == SpecialRuleKind::MoraleAs && army && !army->unitType(r.as))
                error("unknown-unit-type", m_base + "/as", std::nullopt,
                      TRICORNE_TEXT("{1} gives {2} the morale of {3}, a type its army {4} does not have"),
                      {m_name, quoted(unit->id), quoted(r.as), quoted(army->id)});
        }
    }

    const Scenario& m_s;
    const GameSystem& m_sys;
    Diagnostics& m_out;
    std::string m_base;
    DiagnosticArg m_name;
};

}  // namespace

void checkSpecialRuleReferences(const Scenario& scenario, const GameSystem& system, Diagnostics& out) {
    RuleCheck(scenario, system, out).run();
}

}  // namespace tricorne::detail

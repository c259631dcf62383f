// What cards change in the rule queries (000 · COMMAND CARDS, ADDITIONAL COMMAND CARD NOTES,
// COMBAT CARDS; 001 likewise): the card of the turn, and the dice, moves and melee it and the
// Combat cards played on a unit give. Queries only; playing, drawing and reacting with cards
// is play/cards.cpp and play/cards_turn.cpp.
#include "tricorne/rules/card_effects.h"

#include <algorithm>

#include "tricorne/rules/special_rules.h"

namespace tricorne::cards {

namespace {

bool listed(const std::vector<UnitKind>& kinds, UnitKind k) { return kinds.empty() || std::count(kinds.begin(), kinds.end(), k); }

bool whenMatches(CombatWhen when, bool melee) {
    return when == CombatWhen::Any || (when == CombatWhen::Melee) == melee;
}

/// Whether dice effect e of `card` changes `unit`'s roll in this combat: its moment and filters
/// match, and it is not a ranged bonus the battle's rain cancels (000 · Falkirk: "No volley fire
/// bonus"; the special rule names the cards).
bool addsDice(const Rules& rules, const CardText& card, const CardEffect& e, int unit, bool melee) {
    if (e.kind != EffectKind::Dice || !whenMatches(e.when, melee) || !effectApplies(rules, e, unit)) return false;
    return melee || e.value <= 0 || !fireBonusCancelled(rules, card);
}

/// The turn card's effect of that kind when it applies to `unit`: an ordered unit of the
/// active side (Tactic card effects concern the units the card ordered).
const CardEffect* turnEffect(const Rules& rules, const GameState& s, int unit, EffectKind kind) {
    const CardText* card = turnCard(rules, s);
    if (!card || rules.unitSide(unit) != s.active || !s.unit(unit).ordered) return nullptr;
    for (const CardEffect& e : card->effects)
        if (e.kind == kind && effectApplies(rules, e, unit)) return &e;
    return nullptr;
}

}  // namespace

bool effectApplies(const Rules& rules, const CardEffect& e, int unit) {
    const UnitType& type = rules.unitType(unit);
    if (!listed(e.unitKinds, type.kind)) return false;
    if (!e.armies.empty() && !std::count(e.armies.begin(), e.armies.end(), rules.scenario().unit(unit).army))
        return false;
    return !e.ability || type.has(*e.ability);
}

const CardText* turnCard(const Rules& rules, const GameState& s) {
    if (s.cards.inLieu >= 0) return &rules.system().combatCards[static_cast<std::size_t>(s.cards.inLieu)];
    if (s.playedCard >= 0) return &rules.system().commandCards[static_cast<std::size_t>(s.playedCard)];
    return nullptr;
}

int moveAllowance(const Rules& rules, const GameState& s, PieceRef piece, int base) {
    if (!piece.isUnit()) return base;
    // 000 · At the Quick Step: "All infantry unit's normal movement is considered 1 hex".
    if (const CardEffect* e = turnEffect(rules, s, piece.index, EffectKind::Move)) return e->value;
    return base;
}

bool noMovingPenalty(const Rules& rules, const GameState& s, int unit) {
    return turnEffect(rules, s, unit, EffectKind::NoMovingPenalty) != nullptr;
}

bool meleeForbidden(const Rules& rules, const GameState& s, int unit) {
    return turnEffect(rules, s, unit, EffectKind::NoMelee) != nullptr;
}

namespace {

/// The lines of diceLines, each given to `line(delta, card)` in order; the one place that
/// decides them.
template <typename Line>
void forEachDiceLine(const Rules& rules, const GameState& s, int unit, bool melee, bool battleBack, Line&& line) {
    const UnitState& u = s.unit(unit);
    int fromCombat = 0;
    const CombatCard* combat = nullptr;
    if (u.combatCard >= 0) {
        combat = &rules.system().combatCards[static_cast<std::size_t>(u.combatCard)];
        for (const CardEffect& e : combat->effects)
            if (addsDice(rules, *combat, e, unit, melee)) fromCombat += e.value;
    }
    const CardText* card = turnCard(rules, s);
    if (card && !battleBack && rules.unitSide(unit) == s.active && u.ordered) {
        int fromTurn = 0;
        for (const CardEffect& e : card->effects)
            if (addsDice(rules, *card, e, unit, melee)) fromTurn += e.value;
        if (fromTurn != 0 && fromCombat == 0) line(fromTurn, *card);
        // 000 · Inspired Leader: "units without a leader that are in a hex adjacent to the
        // ordered leader, will combat with 1 additional die".
        if (card->orderRule == OrderRule::InspiredLeader && s.cards.inspiredLeader >= 0 && s.attachedLeader(unit) < 0) {
            const LeaderState& l = s.leader(s.cards.inspiredLeader);
            if (l.onBoard() && distance(l.hex, u.hex) == 1) line(1, *card);
        }
    }
    if (fromCombat != 0) line(fromCombat, *combat);
}

}  // namespace

std::vector<DiceLine> diceLines(const Rules& rules, const GameState& s, int unit, bool melee, bool battleBack) {
    std::vector<DiceLine> out;
    // The card's name is a plain value, as in the actions that play it (text/action_text.h).
    forEachDiceLine(rules, s, unit, melee, battleBack, [&](int delta, const CardText& card) { out.push_back({delta, Text(card.name)}); });
    return out;
}

int diceDelta(const Rules& rules, const GameState& s, int unit, bool melee, bool battleBack) {
    int total = 0;
    forEachDiceLine(rules, s, unit, melee, battleBack, [&](int delta, const CardText&) { total += delta; });
    return total;
}

}  // namespace tricorne::cards

// Command tactic cards and Combat cards in play: the piles, Phase 1 (000 · Phase 1. Play a
// Command Card: the phase's list/apply pair), what the card of the turn orders, and the
// defender's reactions (000 · COMMAND CARDS, ADDITIONAL COMMAND CARD NOTES, COMBAT CARDS,
// Additional Combat Actions; 001 likewise). What cards change in movement and combat is
// rules/card_effects.cpp; the cards' part of the end of the turn and the card-linked battle
// rules are in cards_turn.cpp.
#include "tricorne/play/cards.h"

#include <algorithm>

#include "play/cards_internal.h"
#include "play/game_internal.h"
#include "tricorne/rules/movement.h"
#include "tricorne/rules/special_rules.h"

namespace tricorne::cards {

namespace {

using detail::make;

Hex pieceHex(const GameState& s, PieceRef p) {
    return p.isUnit() ? s.unit(p.index).hex : s.leader(p.index).hex;
}

/// Whether an ordered piece stands next to h. Read from the occupancy tables (nobody moves
/// in the order phase), so asking it for every piece costs six looks each.
bool nextToOrdered(const GameState& s, Hex h) {
    const int at = board::indexOf(h);
    for (Side d : kAllSides) {
        const int n = board::neighbourIndex(at, d);
        if (n < 0) continue;
        if (const int u = s.unitOnHex[static_cast<std::size_t>(n)]; u >= 0 && s.unit(u).ordered) return true;
        if (const int l = s.leaderOnHex[static_cast<std::size_t>(n)]; l >= 0 && s.leader(l).ordered) return true;
    }
    return false;
}

using detail::firstOfItsKind;

/// Whether a Combat card's effects can do anything for `unit` this combat (a dice card must
/// have a matching dice effect).
bool helps(const Rules& rules, const CombatCard& card, int unit) {
    return std::any_of(card.effects.begin(), card.effects.end(), [&](const CardEffect& e) { return effectApplies(rules, e, unit); });
}

/// Whether the attacked unit could strike first at its attacker (a battle back's melee:
/// a card cannot give a unit a melee it may not make).
bool mayStrike(const Rules& rules, const GameState& s, int defender, int attacker) {
    AttackContext strike;
    strike.battleBack = true;
    return attackAllowed(rules, s, defender, s.unit(attacker).hex, strike);
}

/// A defend-melee Combat card's use to the attacked unit now.
bool mayReactWith(const Rules& rules, const GameState& s, const CombatCard& card, int defender, bool canStrike) {
    if (card.moment != CardMoment::DefendMelee) return false;
    for (const CardEffect& e : card.effects) {
        if (!effectApplies(rules, e, defender)) continue;
        if (e.kind == EffectKind::FirstStrike && canStrike) return true;
        // 000 · Additional Combat Card Notes: "If there are not two hexes for the unit to move
        // back, the unit may not retire and reform."
        if (e.kind == EffectKind::Retire && !retirePaths(rules, s, defender, false).empty()) return true;
    }
    return false;
}

bool isFirstStrikeCommand(const CommandCard& c) { return c.effect(EffectKind::FirstStrike) != nullptr; }

/// Takes the defender's retire-and-rally choice, still pending under its card reaction, off the
/// stack: the card answers the melee instead.
void dropRetireChoice(GameState& s, int defender) {
    while (!s.tasks.empty() && s.tasks.back().kind() == Task::Kind::RetireChoice && s.tasks.back().unit() == defender) s.tasks.pop_back();
}

/// The defender strikes first (000 · First Strike, Ambush): the pending melee of the attacker
/// may bring no battle back, and the defender's own melee, made like a battle back (no Highland
/// bonus, no take ground, no cavalry rally penalty), goes on top.
void strikeFirst(const Rules& rules, GameState& s, const task::CardReaction& t) {
    for (Task& pending : s.tasks)
        if (CombatNotes* notes = detail::meleeNotes(pending); notes && pending.unit() == t.attacker) notes->firstStruck = true;
    // "A unit cannot Retire and Rally when an enemy unit is ... playing an Ambush or First Strike card."
    dropRetireChoice(s, t.unit);
    detail::startAttack(rules, s, t.unit, s.unit(t.attacker).hex, detail::AttackMode::BattleBack);
}

/// Infantry Retire and Reform: the defender retires and rallies as cavalry may (000 · MELEE
/// COMBAT step 2): the attacker's roll counts symbols only, then the 2-hex retire.
void retireBeforeRoll(GameState& s, const task::CardReaction& t) {
    dropRetireChoice(s, t.unit);
    detail::markRetiring(s, t.attacker);
}

}  // namespace

// --- piles ------------------------------------------------------------------------------------

void shufflePile(GameState& s, std::vector<std::uint8_t>& cards) {
    for (std::size_t i = cards.size(); i > 1; --i) std::swap(cards[i - 1], cards[s.rng.below(static_cast<std::uint32_t>(i))]);
}

namespace {
void drawFrom(GameState& s, std::vector<std::uint8_t>& deck, std::vector<std::uint8_t>& discard, std::vector<std::uint8_t>& hand) {
    if (deck.empty()) {
        deck.swap(discard);
        shufflePile(s, deck);
    }
    if (deck.empty()) return;
    hand.push_back(deck.back());
    deck.pop_back();
}
}  // namespace

void drawCommand(GameState& s, Position side) {
    drawFrom(s, s.cards.deck, s.cards.discard, s.cards.hands[side]);
}

void drawCombat(GameState& s, Position side) {
    drawFrom(s, s.cards.combatDeck[side], s.cards.combatDiscard[side], s.cards.combatHands[side]);
}

std::string combatDeckOf(const Rules& rules, Position side) {
    const SideSetup& setup = rules.scenario().side(side);
    return setup.combatDeck.empty() ? setup.faction : setup.combatDeck;
}

void dealCombatCards(const Rules& rules, GameState& s) {
    const auto& cards = rules.system().combatCards;
    for (Position p : {Position::Bottom, Position::Top}) {
        auto& deck = s.cards.combatDeck[p];
        const std::string id = combatDeckOf(rules, p);
        for (std::size_t i = 0; i < cards.size(); ++i)
            if (cards[i].deck == id)
                for (int c = 0; c < cards[i].count; ++c) deck.push_back(static_cast<std::uint8_t>(i));
        shufflePile(s, deck);
        for (int i = 0; i < rules.scenario().side(p).combatCards; ++i) drawCombat(s, p);
    }
}

void onCardPlayed(const Rules& rules, GameState& s) {
    const CardText* card = turnCard(rules, s);
    if (!card) return;
    const Position side = s.active;
    ++s.cards.plays[side];
    s.cards.revealed[side] = -1;
    s.cards.inspiredLeader = -1;
    // 000 · Phase 1: "equal to the number of Command cards in the player's possession, including
    // the Command card currently being played"; Combat cards never count.
    const int handAndThis = static_cast<int>(s.cards.hands[side].size()) + (s.cards.inLieu >= 0 ? 0 : 1);
    switch (card->orderRule) {
        case OrderRule::Count: s.cards.orderLimit = static_cast<std::int8_t>(card->orderCount); break;
        case OrderRule::EqualToCommand: s.cards.orderLimit = static_cast<std::int8_t>(handAndThis); break;
        case OrderRule::Line: s.cards.orderLimit = static_cast<std::int8_t>(card->orderCount > 0 ? card->orderCount : 100); break;
        case OrderRule::InspiredLeader: s.cards.orderLimit = static_cast<std::int8_t>(1 + card->orderCount); break;
        case OrderRule::Sections:
        case OrderRule::None: s.cards.orderLimit = 0; break;
    }
    if (const CardEffect* rally = card->effect(EffectKind::Rally)) detail::rallyBlocks(rules, s, s.active, rally->value > 0 ? rally->value : handAndThis);
    // 001 Cowpens: a banner for each Scout played (the Scout cards draw Command cards).
    if (s.cards.inLieu < 0 && card->effect(EffectKind::DrawCommand) && ruleFor(rules, SpecialRuleKind::ScoutBanners, s.active))
        detail::gainBanners(rules, s, s.active, 1);
}

// --- orders -------------------------------------------------------------------------------------

namespace {

/// How many pieces were ordered so far this turn.
int orderedSoFar(const GameState& s) {
    int count = 0;
    for (const auto& u : s.units) count += u.ordered && u.alive();
    for (const auto& l : s.leaders) count += l.ordered && l.onBoard();
    return count;
}

/// Whether `h` lies in one of `sections` as `side` sees them (none named: anywhere).
bool inCardSections(const Rules& rules, const std::vector<BoardSection>& sections, Hex h, Position side) {
    for (BoardSection section : sections)
        if (rules.inSection(h, section, side)) return true;
    return sections.empty();
}

/// Whether piece p may take an order from `card`, a Tactic (or in-lieu) card, with `ordered`
/// pieces ordered so far (000 · Phase 2. Order Units; ADDITIONAL COMMAND CARD NOTES: equal to
/// command, line, inspired leader). Attached leaders are never detached by a Tactic card.
bool mayTakeTacticOrder(const Rules& rules, const GameState& s, const CardText& card, PieceRef p, int ordered) {
    if (card.orderRule == OrderRule::Sections || card.orderRule == OrderRule::None) return false;
    if (p.isUnit()) {
        const UnitState& u = s.unit(p.index);
        if (!u.alive() || u.ordered || rules.unitSide(p.index) != s.active) return false;
        if (!card.orderKinds.empty() && !std::count(card.orderKinds.begin(), card.orderKinds.end(), rules.unitType(p.index).kind)) return false;
    } else {
        const LeaderState& l = s.leader(p.index);
        // 000 · Phase 2: no detaching under a Tactic card; a card ordering one unit kind orders
        // no lone leader.
        if (!l.onBoard() || l.ordered || rules.leaderSide(p.index) != s.active || !s.isLoneLeader(p.index)) return false;
        if (!card.orderKinds.empty()) return false;
    }
    if (ordered >= s.cards.orderLimit) return false;
    const Hex h = pieceHex(s, p);
    if (card.orderRule == OrderRule::Line && ordered > 0 && !nextToOrdered(s, h)) return false;
    if (card.orderRule == OrderRule::InspiredLeader) {
        if (ordered == 0) {
            // The first order is the leader (alone, or with his unit), where the card names.
            const bool leader = p.isUnit() ? s.attachedLeader(p.index) >= 0 : true;
            if (!leader) return false;
            if (!inCardSections(rules, card.orderSections, h, s.active)) return false;
        } else if (!nextToOrdered(s, h)) {
            return false;
        }
    }
    return true;
}

}  // namespace

void tacticOrders(const Rules& rules, const GameState& s, const CardText& card, std::vector<Action>& out) {
    const int ordered = orderedSoFar(s);
    if (ordered >= s.cards.orderLimit) return;  // the card's orders are all given
    for (int u : rules.unitsOf(s.active))
        if (mayTakeTacticOrder(rules, s, card, PieceRef::unit(u), ordered)) out.push_back(make(ActionKind::Order, PieceRef::unit(u)));
    for (int l : rules.leadersOf(s.active))
        if (mayTakeTacticOrder(rules, s, card, PieceRef::leader(l), ordered)) out.push_back(make(ActionKind::Order, PieceRef::leader(l)));
}

void noteOrder(const Rules& rules, GameState& s, PieceRef p) {
    const CardText* card = turnCard(rules, s);
    if (!card || card->orderRule != OrderRule::InspiredLeader || s.cards.inspiredLeader >= 0) return;
    s.cards.inspiredLeader = static_cast<std::int16_t>(p.isUnit() ? s.attachedLeader(p.index) : p.index);
}

// --- reactions ----------------------------------------------------------------------------------

void openMeleeReaction(const Rules& rules, GameState& s, int attacker, int defender, Hex target) {
    // 000 · COMBAT CARDS: a card played in lieu of the Command card "may not be counter attacked".
    if (defender < 0 || s.cards.inLieu >= 0 || s.phase == Phase::Cannonade) return;
    // Most melees meet no card at all: look at the hands before judging the options.
    const Position side = rules.unitSide(defender);
    const auto& hand = s.cards.hands[side];
    const auto& combat = s.cards.combatHands[side];
    const bool holds = std::any_of(hand.begin(), hand.end(), [&](std::uint8_t c) { return isFirstStrikeCommand(rules.system().commandCards[c]); }) ||
                       std::any_of(combat.begin(), combat.end(), [&](std::uint8_t c) { return rules.system().combatCards[c].moment == CardMoment::DefendMelee; });
    if (!holds) return;
    const task::CardReaction reaction{.unit = defender, .attacker = attacker, .target = target};
    if (reactionActions(rules, s, reaction).size() > 1) s.tasks.push_back(reaction);
}

std::vector<Action> reactionActions(const Rules& rules, const GameState& s, const task::CardReaction& t) {
    std::vector<Action> out;
    const Position side = rules.unitSide(t.unit);
    const auto& hand = s.cards.hands[side];
    const bool canStrike = mayStrike(rules, s, t.unit, t.attacker);
    for (std::size_t i = 0; i < hand.size(); ++i)
        if (canStrike && firstOfItsKind(hand, i) && isFirstStrikeCommand(rules.system().commandCards[hand[i]]))
            out.push_back(make(ActionKind::FirstStrike, PieceRef::unit(t.unit), {}, static_cast<int>(i)));
    // One Combat card per unit a turn (000 · COMBAT CARDS).
    if (s.unit(t.unit).combatCard < 0) {
        const auto& combat = s.cards.combatHands[side];
        for (std::size_t i = 0; i < combat.size(); ++i)
            if (firstOfItsKind(combat, i) && mayReactWith(rules, s, rules.system().combatCards[combat[i]], t.unit, canStrike))
                out.push_back(make(ActionKind::PlayCombatCard, PieceRef::unit(t.unit), {}, static_cast<int>(i)));
    }
    out.push_back(make(ActionKind::DeclineCard));
    return out;
}

void applyReaction(const Rules& rules, GameState& s, const task::CardReaction& t, const Action& a) {
    const Position side = rules.unitSide(t.unit);
    const Position p = side;
    if (a.kind == ActionKind::FirstStrike) {
        auto& hand = s.cards.hands[p];
        s.cards.discard.push_back(hand[static_cast<std::size_t>(a.index)]);
        hand.erase(hand.begin() + a.index);
        // A card kept for the first-player reveal keeps its identity when a slot before it goes.
        auto& revealed = s.cards.revealed[p];
        if (revealed == a.index) revealed = -1;
        else if (revealed > a.index) --revealed;
        ++s.cards.replacements[p];  // 000 · Phase 5: he draws its replacement first
        strikeFirst(rules, s, t);
    } else if (a.kind == ActionKind::PlayCombatCard) {
        auto& hand = s.cards.combatHands[p];
        const std::uint8_t id = hand[static_cast<std::size_t>(a.index)];
        hand.erase(hand.begin() + a.index);
        s.cards.combatDiscard[p].push_back(id);
        s.unit(t.unit).combatCard = id;
        const CombatCard& card = rules.system().combatCards[id];
        if (card.effect(EffectKind::Retire)) retireBeforeRoll(s, t);
        if (card.effect(EffectKind::FirstStrike)) strikeFirst(rules, s, t);
    }
}

void combatPhaseActions(const Rules& rules, const GameState& s, std::vector<Action>& out) {
    const auto& hand = s.cards.combatHands[s.active];
    for (std::size_t i = 0; i < hand.size(); ++i) {
        const CombatCard& card = rules.system().combatCards[hand[i]];
        if (!firstOfItsKind(hand, i) || card.moment != CardMoment::OrderedUnit) continue;
        for (int u = 0; u < rules.unitCount(); ++u) {
            const UnitState& unit = s.unit(u);
            if (rules.unitSide(u) != s.active || !unit.alive() || !unit.ordered || unit.battled || unit.noBattle || unit.combatCard >= 0)
                continue;
            if (helps(rules, card, u)) out.push_back(make(ActionKind::PlayCombatCard, PieceRef::unit(u), {}, static_cast<int>(i)));
        }
    }
}

void applyCombatCard(const Rules& rules, GameState& s, const Action& a) {
    const Position p = s.active;
    auto& hand = s.cards.combatHands[p];
    const std::uint8_t id = hand[static_cast<std::size_t>(a.index)];
    hand.erase(hand.begin() + a.index);
    if (a.piece.index < 0) {
        // 000 · Play in lieu of a Command card: it orders this turn; discarded at the turn's end.
        s.cards.inLieu = id;
        s.phase = Phase::Order;
        onCardPlayed(rules, s);
        return;
    }
    s.cards.combatDiscard[p].push_back(id);
    s.unit(a.piece.index).combatCard = id;
}

}  // namespace tricorne::cards

namespace tricorne::detail {

// --- Phase 1. Play a Command Card ---------------------------------------------------------------

void playCardActions(const Rules& rules, const GameState& s, std::vector<Action>& out) {
    const std::size_t before = out.size();
    const Position side = s.active;
    const auto& hand = s.cards.hands[side];
    // 001 Freeman's Farm: the card revealed for the first turn is the one played.
    if (const int revealed = s.cards.revealed[side]; revealed >= 0 && revealed < static_cast<int>(hand.size())) {
        out.push_back(make(ActionKind::PlayCard, {}, {}, revealed));
        return;
    }
    for (std::size_t i = 0; i < hand.size(); ++i) out.push_back(make(ActionKind::PlayCard, {}, {}, static_cast<int>(i)));
    const auto& combat = s.cards.combatHands[side];
    for (std::size_t i = 0; i < combat.size(); ++i)
        if (firstOfItsKind(combat, i) && rules.system().combatCards[combat[i]].moment == CardMoment::InLieu)
            out.push_back(make(ActionKind::PlayCombatCard, {}, {}, static_cast<int>(i)));
    // No card to play (a hand emptied under no-command-draw): the turn passes to its end
    // (RULINGS.md, Cards), so a game never stops without a decision.
    if (out.size() == before) out.push_back(make(ActionKind::DeclineCard));
}

void applyPlayCard(const Rules& rules, GameState& s, const Action& a) {
    switch (a.kind) {
        case ActionKind::PlayCard: {
            auto& hand = s.cards.hands[s.active];
            s.playedCard = hand[static_cast<std::size_t>(a.index)];
            hand.erase(hand.begin() + a.index);
            s.phase = Phase::Order;
            cards::onCardPlayed(rules, s);
            break;
        }
        case ActionKind::PlayCombatCard: cards::applyCombatCard(rules, s, a); break;  // in lieu of the Command card
        case ActionKind::DeclineCard: endTurn(rules, s); break;  // no card to play: straight to the end of the turn
        default: break;  // not a PlayCard-phase action
    }
}

}  // namespace tricorne::detail

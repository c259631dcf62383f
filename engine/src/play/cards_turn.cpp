// The end of a turn with cards, and the card-linked battle rules (000 · Phase 5. End of Turn,
// Combat card Default Action, Time Pressure Objective, the battle notes of Cromdale and Falkirk
// stage 2; 001 Cowpens, Freeman's Farm). See include/tricorne/play/cards.h.
#include <algorithm>
#include <array>
#include <limits>
#include <optional>

#include "play/cards_internal.h"
#include "play/game_internal.h"
#include "tricorne/play/cards.h"
#include "tricorne/rules/movement.h"

namespace tricorne {

namespace detail {

void rallyBlocks(const Rules& rules, GameState& s, Position side, int dice) {
    for (int i = 0; i < dice; ++i) {
        const Face f = s.roll();
        const std::optional<UnitKind> kind = f == Face::Infantry  ? std::optional(UnitKind::Infantry)
                                             : f == Face::Cavalry ? std::optional(UnitKind::Cavalry)
                                             : f == Face::Artillery ? std::optional(UnitKind::Artillery)
                                                                    : std::nullopt;
        if (!kind) continue;
        int best = -1;
        for (int u = 0; u < rules.unitCount(); ++u) {
            const UnitState& unit = s.unit(u);
            const int full = rules.unitType(u).blocks;  // the type's full strength, not the starting count
            if (rules.unitSide(u) != side || !unit.alive() || unit.blocks >= full || rules.unitType(u).kind != *kind) continue;
            if (best < 0 || unit.blocks < s.unit(best).blocks) best = u;
        }
        if (best >= 0) ++s.unit(best).blocks;
    }
}

}  // namespace detail

namespace cards {

namespace {

using enum EndStep;

using detail::make;

const CommandCard* playedCommand(const Rules& rules, const GameState& s) {
    if (s.cards.inLieu >= 0 || s.playedCard < 0) return nullptr;
    return &rules.system().commandCards[static_cast<std::size_t>(s.playedCard)];
}

/// The board as the active side's leaders see it when they reposition: per hex (by dense
/// index), whether a leader may never enter it (enemy pieces, terrain impassable to leaders),
/// whether he must stop there, and whether he may pass but not end there (a friendly leader, or
/// a friendly unit with a Chief marker: 000 · CLAN CHIEF & CHIEF OFFICER MARKERS, "A leader may
/// not attach to a unit that has a Chief marker"). Worked out once per question and shared by
/// every leader of the side.
class RepositionBoard {
public:
    enum Cell : std::uint8_t { Barred = Rules::LeaderBarred, StopsOnEnter = Rules::LeaderStops, MayNotEnd = 4 };

    RepositionBoard(const Rules& rules, const GameState& s) : m_cells(rules.leaderTerrain()) {
        const Position side = s.active;
        for (int u = 0; u < rules.unitCount(); ++u) {
            const UnitState& unit = s.unit(u);
            if (!unit.alive()) continue;
            if (rules.unitSide(u) != side) m_cells[board::slot(unit.hex)] |= Barred;
            else if (unit.chief) m_cells[board::slot(unit.hex)] |= MayNotEnd;
        }
        for (int l = 0; l < rules.leaderCount(); ++l)
            if (const LeaderState& leader = s.leader(l); leader.onBoard())
                m_cells[board::slot(leader.hex)] |= rules.leaderSide(l) == side ? MayNotEnd : Barred;
    }

    std::uint8_t operator[](int index) const { return m_cells[static_cast<std::size_t>(index)]; }

private:
    std::array<std::uint8_t, board::kHexCount> m_cells;
};

/// Hexes a leader of the active side may reposition to, up to 3 hexes (000 · Combat card
/// Default Action: "Terrain restrictions still apply"): not into enemies or impassable
/// terrain, not across a hex side he may not cross (walls), no further after terrain or a hex
/// side that stops movement (field works), ending where no other leader stands.
/// Calls visit(index) with each one's dense index, breadth-first (nearer hexes first, a fixed
/// order) until it returns false. Asked for every leader at most ends of turn: no allocation.
template <typename Visit>
void forEachRepositionHex(const Rules& rules, const RepositionBoard& cells, Hex from, Visit&& visit) {
    enum Reach : std::uint8_t { Unseen, Stops, GoesOn };  // a hex reached where he must stop may later be reached where he may not
    const int start = board::indexOf(from);
    std::array<Reach, board::kHexCount> reach{};
    reach[static_cast<std::size_t>(start)] = GoesOn;
    std::array<std::int16_t, board::kHexCount> ring;  // hexes to go on from, ring after ring (written before read)
    std::size_t ringBegin = 0, ringEnd = 0;
    ring[ringEnd++] = static_cast<std::int16_t>(start);
    for (int step = 0; step < 3; ++step) {
        const std::size_t nextBegin = ringEnd;
        for (std::size_t i = ringBegin; i < nextBegin; ++i) {
            const int at = ring[i];
            if (at != start && (cells[at] & RepositionBoard::StopsOnEnter)) continue;
            const bool anyEdge = rules.anyEdgeFeatureAt(at);  // most hexes: no side to ask about
            for (Side d : kAllSides) {
                const int h = board::neighbourIndex(at, d);
                if (h < 0) continue;
                Reach& r = reach[static_cast<std::size_t>(h)];
                if (r == GoesOn) continue;
                const SideCrossing cross = anyEdge ? leaderCrossing(rules, board::hexAt(at), d, at == start) : SideCrossing{};
                if (!cross.allowed) continue;
                const std::uint8_t cell = cells[h];
                if (cell & RepositionBoard::Barred) {
                    r = GoesOn;  // never his, whatever the way in
                    continue;
                }
                const bool first = r == Unseen;
                if (cross.stop) {
                    if (first) r = Stops;
                } else {
                    r = GoesOn;
                    ring[ringEnd++] = static_cast<std::int16_t>(h);
                }
                if (first && !(cell & RepositionBoard::MayNotEnd) && !visit(h)) return;
            }
        }
        ringBegin = nextBegin;
    }
}

/// Leaders of the active side who may still reposition this turn.
bool mayReposition(const Rules& rules, const GameState& s, int l) {
    const LeaderState& leader = s.leader(l);
    // "A leader may only reposition one time when using a Combat card's default action."
    return rules.leaderSide(l) == s.active && leader.onBoard() && !leader.combatCard;
}

/// Whether the default action is open at all: a Combat card in hand and a leader with a place
/// to go (asked every turn, so it stops at the first).
bool anyDefaultAction(const Rules& rules, const GameState& s) {
    if (s.cards.combatHands[s.active].empty()) return false;
    std::optional<RepositionBoard> cells;  // built for the first leader who may go
    for (int l : rules.leadersOf(s.active))
        if (mayReposition(rules, s, l)) {
            if (!cells) cells.emplace(rules, s);
            bool any = false;
            forEachRepositionHex(rules, *cells, s.leader(l).hex, [&](int) { return !(any = true); });
            if (any) return true;
        }
    return false;
}

/// The default-action choices: each distinct Combat card in hand, each leader who may still
/// reposition, each hex he may reach.
void defaultActions(const Rules& rules, const GameState& s, std::vector<Action>& out) {
    const auto& hand = s.cards.combatHands[s.active];
    if (hand.empty()) return;
    const RepositionBoard cells(rules, s);
    for (int l : rules.leadersOf(s.active)) {
        if (!mayReposition(rules, s, l)) continue;
        std::array<std::int16_t, board::kHexCount> hexes;  // found once per leader, whatever the card (the first n written)
        std::size_t n = 0;
        forEachRepositionHex(rules, cells, s.leader(l).hex, [&](int h) {
            hexes[n++] = static_cast<std::int16_t>(h);
            return true;
        });
        for (std::size_t slot = 0; slot < hand.size(); ++slot) {
            if (!detail::firstOfItsKind(hand, slot)) continue;
            // Hundreds of these every end of turn: room made once, each written once.
            out.reserve(out.size() + n);
            Action a = make(ActionKind::RepositionLeader, PieceRef::leader(l), {}, static_cast<int>(slot));
            for (std::size_t i = 0; i < n; ++i) {
                a.hex = board::hexAt(hexes[i]);
                out.push_back(a);
            }
        }
    }
}

/// The Command cards `side` draws at the end of its turn (000 Cromdale: a hand that grows).
int commandDraws(const Rules& rules, const GameState& s, Position side) {
    const SpecialRule* growth = ruleFor(rules, SpecialRuleKind::HandGrowth, side);
    if (!growth) return 1;
    const int hand = static_cast<int>(s.cards.hands[side].size());
    return std::clamp(growth->handSize - hand, 1, std::max(1, growth->draw));
}

/// Combat card draws, reshuffles and sudden death; the turn is over after it.
bool finish(const Rules& rules, GameState& s, bool scoutReplaced) {
    const Position side = s.active;
    const CardText* card = turnCard(rules, s);
    if (card && !scoutReplaced)
        if (const CardEffect* e = card->effect(EffectKind::DrawCombat))
            for (int i = 0; i < e->value; ++i) drawCombat(s, side);
    // 000 · Phase 5: "New draw decks are also formed after the play of the For King or Country
    // Command card and a Jacobite Rising Combat card" — the deck the card came from.
    if (card && card->effect(EffectKind::Reshuffle)) {
        const Position p = side;
        auto& deck = s.cards.inLieu >= 0 ? s.cards.combatDeck[p] : s.cards.deck;
        auto& discard = s.cards.inLieu >= 0 ? s.cards.combatDiscard[p] : s.cards.discard;
        deck.insert(deck.end(), discard.begin(), discard.end());
        discard.clear();
        shufflePile(s, deck);
    }
    s.cards.endStep = Start;
    s.cards.inLieu = -1;
    s.cards.drawn.clear();
    // 000 Falkirk stage 2: the side must have won by the end of its Nth card play.
    if (const SpecialRule* r = ruleFor(rules, SpecialRuleKind::SuddenDeath, side); r && r->cardPlays > 0 && s.cards.plays[side] >= r->cardPlays && !s.winner) {
        s.winner = other(side);
        s.endReason = EndReason::SuddenDeath;
        s.phase = Phase::GameOver;
        s.tasks.clear();
        return false;
    }
    return true;
}

}  // namespace

const SpecialRule* ruleFor(const Rules& rules, SpecialRuleKind kind, Position side) {
    for (const SpecialRule& r : rules.scenario().specialRules)
        if (r.kind == kind && std::count(r.sides.begin(), r.sides.end(), side)) return &r;
    return nullptr;
}

bool endOfTurn(const Rules& rules, GameState& s) {
    const Position side = s.active;
    const Position p = side;
    for (;;) {
        if (s.winner) return false;
        switch (s.cards.endStep) {
            case Start:
            case DefaultAction:
                // 000 · Combat card Default Action: after all turn actions, before the draw.
                if (anyDefaultAction(rules, s)) {
                    s.cards.endStep = DefaultAction;
                    s.phase = Phase::EndTurn;
                    return false;
                }
                s.cards.endStep = Draws;
                break;
            case Draws: {
                if (s.cards.inLieu >= 0) s.cards.combatDiscard[p].push_back(static_cast<std::uint8_t>(s.cards.inLieu));
                else if (s.playedCard >= 0) s.cards.discard.push_back(static_cast<std::uint8_t>(s.playedCard));
                // 000 · Phase 5: a First Strike played out of turn is replaced first.
                auto& owed = s.cards.replacements[other(side)];
                for (; owed > 0; --owed) drawCommand(s, other(side));
                s.cards.replacements[p] = 0;
                const CommandCard* card = playedCommand(rules, s);
                // No Command draw after a card in lieu (000 · COMBAT CARDS) or under the
                // scenario's rule (000 Falkirk stage 2).
                if (!card || ruleFor(rules, SpecialRuleKind::NoCommandDraw, side)) {
                    s.cards.endStep = AfterCommandDraw;
                    break;
                }
                if (card->effect(EffectKind::DrawCommand)) {
                    // 000 · Time Pressure Objective: never the banner that would win.
                    const bool pressure = ruleFor(rules, SpecialRuleKind::TimePressure, side) && s.bannersOf(side) + 1 < rules.scenario().victoryBanners;
                    s.cards.endStep = pressure ? TimePressureChoice : ScoutDraw;
                    if (pressure) {
                        s.phase = Phase::EndTurn;
                        return false;
                    }
                    break;
                }
                for (int i = commandDraws(rules, s, side); i > 0; --i) drawCommand(s, side);
                s.cards.endStep = AfterCommandDraw;
                break;
            }
            case TimePressureChoice: s.phase = Phase::EndTurn; return false;
            case ScoutDraw: {
                const CardEffect* e = playedCommand(rules, s)->effect(EffectKind::DrawCommand);
                std::vector<std::uint8_t> mine;
                auto& hand = s.cards.hands[p];
                for (int i = 0; i < e->value; ++i) {
                    const std::size_t before = hand.size();
                    drawCommand(s, side);
                    if (hand.size() > before) {
                        mine.push_back(hand.back());
                        hand.pop_back();
                    }
                }
                s.cards.drawn = std::move(mine);
                if (static_cast<int>(s.cards.drawn.size()) <= e->keep) {
                    for (auto c : s.cards.drawn) s.cards.hands[p].push_back(c);
                    s.cards.drawn.clear();
                    s.cards.endStep = AfterCommandDraw;
                    break;
                }
                s.cards.endStep = KeepChoice;
                s.phase = Phase::EndTurn;
                return false;
            }
            case KeepChoice: s.phase = Phase::EndTurn; return false;
            case AfterCommandDraw: return finish(rules, s, false);
            case AfterTimePressure: return finish(rules, s, true);
        }
    }
}

void endTurnActions(const Rules& rules, const GameState& s, std::vector<Action>& out) {
    switch (s.cards.endStep) {
        case DefaultAction:
            defaultActions(rules, s, out);
            out.push_back(make(ActionKind::DeclineCard));
            return;
        case TimePressureChoice:
            out.push_back(make(ActionKind::TimePressure, {}, {}, 1));
            out.push_back(make(ActionKind::TimePressure, {}, {}, 0));
            return;
        case KeepChoice:
            for (std::size_t i = 0; i < s.cards.drawn.size(); ++i) out.push_back(make(ActionKind::KeepCard, {}, {}, static_cast<int>(i)));
            return;
        default: return;
    }
}

void applyEndTurn(const Rules& rules, GameState& s, const Action& a) {
    const Position side = s.active;
    const Position p = side;
    switch (a.kind) {
        case ActionKind::DeclineCard: s.cards.endStep = Draws; break;
        case ActionKind::RepositionLeader: {
            auto& hand = s.cards.combatHands[p];
            s.cards.combatDiscard[p].push_back(hand[static_cast<std::size_t>(a.index)]);
            hand.erase(hand.begin() + a.index);
            LeaderState& l = s.leader(a.piece.index);
            l.combatCard = true;
            s.moveLeader(a.piece.index, a.hex);
            break;
        }
        case ActionKind::TimePressure:
            if (a.index == 1) {
                detail::gainBanners(rules, s, side, 1);
                drawCommand(s, side);
                s.cards.endStep = AfterTimePressure;
            } else {
                s.cards.endStep = ScoutDraw;
            }
            break;
        case ActionKind::KeepCard: {
            // Draw 2, keep 1 (000 · Time Pressure Objective describing the Scout): the others
            // go to the discards.
            s.cards.hands[p].push_back(s.cards.drawn[static_cast<std::size_t>(a.index)]);
            s.cards.drawn.erase(s.cards.drawn.begin() + a.index);
            const CardEffect* e = playedCommand(rules, s)->effect(EffectKind::DrawCommand);
            if (static_cast<int>(s.cards.drawn.size()) <= e->value - e->keep) {
                for (auto c : s.cards.drawn) s.cards.discard.push_back(c);
                s.cards.drawn.clear();
                s.cards.endStep = AfterCommandDraw;
            }
            break;
        }
        default: break;
    }
}

// --- first player by card reveal ------------------------------------------------------------------

bool revealsFirstPlayer(const Rules& rules) {
    const auto& list = rules.scenario().specialRules;
    return std::any_of(list.begin(), list.end(), [](const SpecialRule& r) { return r.kind == SpecialRuleKind::FirstPlayerCardReveal; });
}

Position revealSide(const GameState& s) {
    return s.cards.revealed[Position::Bottom] < 0 ? Position::Bottom : Position::Top;
}

std::vector<Action> revealActions(const Rules& rules, const GameState& s) {
    (void)rules;
    std::vector<Action> out;
    const auto& hand = s.cards.hands[revealSide(s)];
    for (std::size_t i = 0; i < hand.size(); ++i) out.push_back(make(ActionKind::RevealCard, {}, {}, static_cast<int>(i)));
    return out;
}

bool applyReveal(const Rules& rules, GameState& s, const Action& a) {
    const Position side = revealSide(s);
    s.cards.revealed[side] = a.index;
    if (side == Position::Bottom) return false;
    // 001 Freeman's Farm: "The player's section card, that orders the fewest number of units and
    // leaders, will move first ... Tactic Cards do not count as fewest."
    const auto orders = [&](Position p) {
        const auto& hand = s.cards.hands[p];
        const CommandCard& c = rules.system().commandCards[hand[static_cast<std::size_t>(s.cards.revealed[p])]];
        if (c.orderRule != OrderRule::Sections) return std::numeric_limits<int>::max();
        int n = 0;
        for (const SectionOrder& g : c.order) n += g.count;
        return n;
    };
    const int top = orders(Position::Top), bottom = orders(Position::Bottom);
    Position first = top < bottom ? Position::Top : Position::Bottom;
    if (top == bottom) {
        first = rules.scenario().firstPlayer;
        for (const SpecialRule& r : rules.scenario().specialRules)
            if (r.kind == SpecialRuleKind::FirstPlayerCardReveal && r.tieGoesTo) first = *r.tieGoesTo;
    }
    s.active = first;
    return true;
}

}  // namespace cards

}  // namespace tricorne

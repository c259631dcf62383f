// The Order phase (000 · Phase 2. Order Units; 001 likewise): which pieces the played card
// lets the active side order now, and the order given. Section cards through the order room
// below; Tactic and in-lieu cards by their own rule (cards.h). See game_internal.h.
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "play/game_internal.h"
#include "tricorne/play/cards.h"
#include "tricorne/rules/special_rules.h"

namespace tricorne {

namespace {

using detail::make;

/// The orders left on the played card this turn: whether one more piece on a hex may take an
/// order now, given the pieces ordered so far (each used one order). A piece on a dotted line
/// may use either of its sections' orders, so this is a matching question; with at most three
/// section groups (the schema's limit) Hall's theorem answers it exactly: the pieces can all be
/// given orders when, for every set of groups, the pieces only those groups can order do not
/// outnumber the groups' orders. One more piece that groups `mask` can order fits when every
/// set of groups containing `mask` has an order to spare. Each of the eight masks is decided
/// once, when the room is built, and a piece is then one look-up.
class OrderRoom {
public:
    OrderRoom(const Rules& rules, const GameState& s) : m_groupsByHex(rules.sectionGroups(s.playedCard, s.active)) {
        const CommandCard& card = rules.system().commandCards[static_cast<std::size_t>(s.playedCard)];
        const auto groups = static_cast<unsigned>(std::min<std::size_t>(card.order.size(), 3));
        const unsigned sets = 1u << groups;

        std::array<int, 8> ordered{};  // pieces ordered so far, by group mask
        int total = 0;
        for (int u : rules.unitsOf(s.active))
            if (const UnitState& unit = s.unit(u); unit.ordered && unit.alive()) ++ordered[groupMask(unit.hex)], ++total;
        for (int l : rules.leadersOf(s.active))
            if (const LeaderState& leader = s.leader(l); leader.ordered && leader.onBoard()) ++ordered[groupMask(leader.hex)], ++total;

        // slack[set]: the set's orders less the pieces only it can order.
        std::array<int, 8> slack{};
        bool feasible = ordered[0] == 0;  // a piece no group can order never fits
        for (unsigned set = 1; set < sets; ++set) {
            for (unsigned g = 0; g < groups; ++g)
                if (set & (1u << g)) slack[set] += card.order[g].count;
            for (unsigned mask = 1; mask < sets; ++mask)
                if ((mask & ~set) == 0) slack[set] -= ordered[mask];
            feasible = feasible && slack[set] >= 0;
        }
        int capacity = 0;
        for (const SectionOrder& group : card.order) capacity += group.count;
        m_full = total >= capacity;
        for (unsigned mask = 1; mask < sets && feasible; ++mask) {
            bool fits = true;
            for (unsigned set = mask; set < sets && fits; ++set)
                if ((mask & ~set) == 0) fits = slack[set] >= 1;
            m_fits[mask] = fits;
        }
    }

    /// Every order of the card is used: no piece may take one.
    bool full() const { return m_full; }

    /// Precondition: h on the board (the piece's own hex).
    bool mayOrder(Hex h) const { return m_fits[groupMask(h)]; }

private:
    /// Which of the card's groups (bit per group) may order a piece on h.
    unsigned groupMask(Hex h) const { return m_groupsByHex[board::slot(h)]; }

    const std::array<std::uint8_t, board::kHexCount>& m_groupsByHex;  ///< the played card, as the active side sees it
    std::array<bool, 8> m_fits{};  ///< by group mask: one more piece fits
    bool m_full = false;
};

/// Whether a unit of the active side may still be ordered.
inline bool mayOrderUnit(const Rules& rules, const GameState& s, const OrderRoom& room, int u) {
    const UnitState& unit = s.unit(u);
    return unit.alive() && !unit.ordered && rules.unitSide(u) == s.active && room.mayOrder(unit.hex);
}

/// Whether a leader of the active side may still be ordered (alone or to detach).
inline bool mayOrderLeader(const Rules& rules, const GameState& s, const OrderRoom& room, int l) {
    const LeaderState& leader = s.leader(l);
    return leader.onBoard() && !leader.ordered && rules.leaderSide(l) == s.active && room.mayOrder(leader.hex);
}

/// 000 · Phase 2: a lone leader takes an order; an attached one may be ordered to detach
/// (Section cards), which costs an order of its own.
Action leaderOrder(const GameState& s, int l) {
    return make(s.isLoneLeader(l) ? ActionKind::Order : ActionKind::Detach, PieceRef::leader(l));
}

/// The orders a Section card lets the active side give now, appended to `out`.
void sectionOrders(const Rules& rules, const GameState& s, std::vector<Action>& out) {
    const OrderRoom room(rules, s);
    if (room.full()) return;
    for (int u : rules.unitsOf(s.active))
        if (mayOrderUnit(rules, s, room, u)) out.push_back(make(ActionKind::Order, PieceRef::unit(u)));
    for (int l : rules.leadersOf(s.active))
        if (mayOrderLeader(rules, s, room, l)) out.push_back(leaderOrder(s, l));
}

}  // namespace

namespace detail {

void orderActions(const Rules& rules, const GameState& s, std::vector<Action>& out) {
    if (const CardText* card = cards::turnCard(rules, s)) {
        // Tactic cards order by their own rule (cards.h), Section cards through the order room.
        if (card->orderRule == OrderRule::Sections) sectionOrders(rules, s, out);
        else cards::tacticOrders(rules, s, *card, out);
    }
    out.push_back(make(ActionKind::EndOrders));
}

void applyOrder(const Rules& rules, GameState& s, const Action& a) {
    switch (a.kind) {
        case ActionKind::Order:
        case ActionKind::Detach:
            if (a.piece.isUnit()) {
                s.unit(a.piece.index).ordered = true;
                onUnitOrdered(rules, s, a.piece.index);
            } else {
                s.leader(a.piece.index).ordered = true;
            }
            cards::noteOrder(rules, s, a.piece);
            break;
        case ActionKind::EndOrders: s.phase = Phase::Move; break;
        default: break;  // not an Order-phase action
    }
}

}  // namespace detail

}  // namespace tricorne

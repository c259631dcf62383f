// The random and greedy bots (docs/design/engine.md). See include/tricorne/sim/bots.h.
//
// The greedy bot scores actions from the state as it stands rather than applying each to a
// copy: apply() settles every automatic consequence and re-checks legality, so copying and
// applying every option would make a decision cost N times a random one, and dice would make
// the scores noisy. Instead it uses expectations (a die shows a given face with chance 1/6)
// and a few positional terms. The weights are hand-set, in "blocks" as the unit of value; a
// banner is worth kBanner blocks. They are deliberately simple: this is a baseline opponent
// for playtests and balance reports, not a strong player.
#include "tricorne/sim/bots.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <vector>

#include "tricorne/rules/attack.h"
#include "tricorne/rules/los.h"
#include "tricorne/rules/morale.h"
#include "tricorne/rules/objectives.h"
#include "tricorne/rules/special_rules.h"
#include "tricorne/sim/search.h"

namespace tricorne {

namespace {

constexpr double kBanner = 4.0;      ///< a banner, in blocks
constexpr int kFar = 20;             ///< farther than any two hexes of the board

/// Figures a decision works out at most once, by index (a unit, a board hex): each entry
/// carries the stamp of the View that wrote it, so a new View finds every entry unasked
/// without clearing them (clearing them for each decision was a twentieth of a search's
/// instructions; most decisions ask few of them).
template <typename T>
struct Memo {
    std::vector<T> values;
    std::vector<std::uint64_t> stamps;
    /// Room for `n` entries; those added are unasked.
    void reserve(std::size_t n) {
        if (stamps.size() >= n) return;
        values.resize(n);
        stamps.resize(n, 0);
    }
    /// Entry i as View `stamp` knows it: make() the first time it asks.
    template <typename Make>
    T get(std::size_t i, std::uint64_t stamp, Make&& make) {
        if (stamps[i] != stamp) {
            values[i] = make();  // may fill other entries, never resizes
            stamps[i] = stamp;
        }
        return values[i];
    }
};

/// The lists a View fills, kept by the thread and reused: a search scores tens of thousands of
/// decisions a second, and allocating these anew for each was a tenth of its instructions.
/// One View at a time uses them (none is made while another lives; the constructor checks).
struct ViewLists {
    std::uint64_t stamp = 0;           ///< the living View's, one more for each View (0: none yet)
    std::vector<Hex> enemies;          ///< enemy units and enemy lone leaders
    Memo<double> orderValues;          ///< by unit (see orderValue)
    /// nearestUnledFriend by board slot: the end of a turn scores a hundred or more leader
    /// placements, many on the same hexes.
    Memo<std::int8_t> nearestUnled;
    /// leaderPlace by leader and board slot (leader * kHexCount + slot): an end of turn lists
    /// every hex a leader may reposition to once for each kind of Combat card in hand, and
    /// scores each against the hex he stands on.
    Memo<double> leaderPlaces;
    std::vector<Hex> unledFriends;
    /// My live units with their order values, best first (see rankedUnits).
    std::vector<std::pair<double, int>> ranked;
    std::vector<int> sectionRoom;      ///< cardValue's units still to order, by group
    bool inUse = false;
};

/// What every score of one decision shares: whose decision it is and where the enemy is.
struct View {
    const Rules& rules;
    const GameState& s;
    Position me;
    ViewLists& lists;
    std::uint64_t stamp;                 ///< lists.stamp while this View lives
    mutable bool m_enemiesFound = false;  ///< whether lists.enemies is this decision's (see enemies)
    mutable bool m_unledFound = false;  ///< whether lists.unledFriends is this decision's (see unledFriends)
    mutable bool m_ranked = false;      ///< whether lists.ranked is this decision's (see rankedUnits)

    View(const Rules& r, const GameState& state)
        : rules(r), s(state), me(decidingSide(r, state)), lists(threadLists()), stamp(++lists.stamp) {
        if (lists.inUse) throw std::logic_error("bots: a View was made while another one lives on this thread");
        lists.inUse = true;
        lists.orderValues.reserve(static_cast<std::size_t>(r.unitCount()));
        lists.nearestUnled.reserve(board::kHexCount);
        lists.leaderPlaces.reserve(static_cast<std::size_t>(r.leaderCount()) * board::kHexCount);
    }
    ~View() { lists.inUse = false; }
    View(const View&) = delete;
    View& operator=(const View&) = delete;

    static ViewLists& threadLists() {
        thread_local ViewLists lists;
        return lists;
    }

    const UnitState& unit(int u) const { return s.unit(u); }
    bool friendlyUnit(int u) const { return u >= 0 && rules.unitSide(u) == me; }

    /// My units without an attached leader, where a leader could join one; found once per
    /// decision (the leader choices ask it for every hex they score).
    const std::vector<Hex>& unledFriends() const {
        if (!m_unledFound) {
            m_unledFound = true;
            lists.unledFriends.clear();
            for (int f = 0; f < rules.unitCount(); ++f)
                if (unit(f).alive() && friendlyUnit(f) && s.attachedLeader(f) < 0) lists.unledFriends.push_back(unit(f).hex);
        }
        return lists.unledFriends;
    }
    /// The distance from h (on the board) to the nearest of unledFriends(), kFar without one.
    int nearestUnledFriend(Hex h) const {
        return lists.nearestUnled.get(board::slot(h), stamp, [&] {
            int nearest = kFar;
            for (Hex friendHex : unledFriends()) nearest = std::min(nearest, distance(h, friendHex));
            return static_cast<std::int8_t>(nearest);
        });
    }
    /// Enemy units and enemy lone leaders, found once per decision when first asked (scoring
    /// a battle, a retreat or a leader's place never asks), in no particular order: read only
    /// for nearness and sight.
    const std::vector<Hex>& enemies() const {
        if (!m_enemiesFound) {
            m_enemiesFound = true;
            lists.enemies.clear();
            for (int u : rules.unitsOf(other(me)))
                if (s.unit(u).alive()) lists.enemies.push_back(s.unit(u).hex);
            for (int l : rules.leadersOf(other(me)))
                if (s.leader(l).onBoard() && s.isLoneLeader(l)) lists.enemies.push_back(s.leader(l).hex);
        }
        return lists.enemies;
    }
    bool enemyUnit(int u) const { return u >= 0 && rules.unitSide(u) != me; }
    /// My live units with their orderValue, best first (ties by unit index), ranked once per
    /// decision: every card of the hand picks its units from this list.
    const std::vector<std::pair<double, int>>& rankedUnits() const;

    int nearestEnemy(Hex h) const {
        int best = kFar;
        for (Hex e : enemies()) best = std::min(best, distance(h, e));
        return best;
    }
    /// Whether an enemy piece is within `range` of h and, beyond an adjacent one, in its line
    /// of sight as the board stands: what a unit there could actually battle.
    bool enemyInSight(Hex h, int range) const {
        for (Hex e : enemies()) {
            const int d = distance(h, e);
            if (d <= range && (d <= 1 || lineIsClear(rules, s, h, e))) return true;
        }
        return false;
    }
    /// Enemy units adjacent to h.
    int adjacentEnemies(Hex h) const {
        int n = 0;
        for (Side d : kAllSides) n += enemyUnit(s.unitAt(neighbour(h, d)));
        return n;
    }
    /// Friendly units adjacent to h, not counting `self` (the unit that would stand there).
    int supports(Hex h, int self) const {
        int n = 0;
        for (Side d : kAllSides) {
            const int u = s.unitAt(neighbour(h, d));
            n += u != self && friendlyUnit(u);
        }
        return n;
    }
    /// Banners the objectives on h are worth to me (000 · OBJECTIVE VICTORY BANNERS): what
    /// standing there gains me, or denies the enemy on a "no enemy unit" objective of his.
    double objectiveValue(Hex h) const {
        double v = 0;
        const auto& objectives = rules.scenario().objectives;
        for (std::size_t i = 0; i < objectives.size(); ++i) {
            const Objective& o = objectives[i];
            const auto at = std::find(o.hexes.begin(), o.hexes.end(), h);
            if (at == o.hexes.end()) continue;
            if (o.occupancy == ObjectiveOccupancy::NoEnemy) {
                v += o.bannersFor(other(me));  // my unit there takes his banners away
                continue;
            }
            const auto bit = o.count == ObjectiveCount::Each ? std::uint64_t{1} << std::min<std::ptrdiff_t>(at - o.hexes.begin(), 63) : 1;
            const bool spent = (o.kind == ObjectiveKind::Permanent || o.kind == ObjectiveKind::TurnStartPermanent) &&
                               (s.objectives[i].captured[me] & bit);
            if (spent) continue;  // a captured camp pays nothing more
            const bool mine = o.beneficiary == Beneficiary::Both || (o.beneficiary == Beneficiary::Top) == (me == Position::Top);
            if (o.kind == ObjectiveKind::ImmediateVictory) v += mine ? rules.scenario().victoryBanners : 0;  // the game itself
            else v += o.bannersFor(me) * (o.kind == ObjectiveKind::TurnStartRepeating ? 2.0 : 1.0);  // pays again next turn
        }
        return v;
    }
    bool protective(Hex h) const {
        const TerrainType* t = rules.terrain(h);
        return t && !t->protection.empty();
    }
};

/// The farthest range (1 = melee only) at which a unit type rolls any dice.
int reach(const UnitType& t) {
    if (t.kind == UnitKind::Cavalry) return 1;
    int r = 1;
    for (std::size_t i = 0; i < t.dice.size(); ++i)
        if (t.dice[i] > 0) r = static_cast<int>(i) + 1;
    return r;
}

/// P(X >= k) for X ~ Binomial(n, p).
double atLeast(int n, double p, int k) {
    if (k <= 0) return 1.0;
    if (k > n) return 0.0;
    double below = 0.0, term = std::pow(1.0 - p, n);  // P(X = 0)
    for (int i = 0; i < k; ++i) {
        below += term;
        term *= (p / (1.0 - p)) * static_cast<double>(n - i) / static_cast<double>(i + 1);
    }
    return std::max(0.0, 1.0 - below);
}

/// Whether a unit that has moved `steps` hexes this turn may still battle, from its type's
/// allowances (000 · Phase 3: moving farther may forbid battle).
bool mayBattleAfter(const Rules& rules, const GameState& s, int u, int steps) {
    if (s.unit(u).noBattle) return false;
    if (steps == 0) return true;
    for (const MoveAllowance& a : rules.unitType(u).movement)
        if (a.hexes >= steps) return a.battle != BattleAfterMove::None;
    return false;  // beyond every allowance: only a road carries it that far
}

/// Expected value of `attacker` battling `target` with `n` dice (none: -0.1): expected blocks
/// taken, the chance of a banner, a little for flags, less the expected hits of a battle back
/// after a melee.
double attackWorth(const View& v, int attacker, Hex target, const AttackContext& context, int n) {
    if (n <= 0) return -0.1;
    const bool melee = distance(v.unit(attacker).hex, target) == 1;
    const int defender = v.s.unitAt(target);
    // The chance of each face is the system's die's (Rules::faceChance): Tricorne's gives 1/6 a
    // symbol or saber and 2/6 a flag.
    if (defender < 0) {
        // 000 · Combat Against a Lone Leader: one saber in melee, two at range.
        return kBanner * atLeast(n, v.rules.faceChance(Face::Saber), melee ? 1 : 2) + 0.2;
    }
    const UnitType& attackerType = v.rules.unitType(attacker);
    const UnitState& d = v.unit(defender);
    IncomingAttack incoming;
    incoming.from = v.unit(attacker).hex;
    incoming.attackerKind = attackerType.kind;
    incoming.ranged = !melee;
    incoming.fullStrengthBefore = d.blocks >= v.rules.unitType(defender).blocks;
    // Protective terrain ignores symbol hits: count its symbols at half chance (a cheap stand-in
    // for the exact distribution).
    const bool shielded = ignoredSymbolHits(v.rules, v.s, defender, incoming, Reasons::Counted).value > 0;
    const double symbol = v.rules.faceChance(symbolFace(v.rules.unitType(defender).kind));
    const double saber = v.rules.faceChance(Face::Saber);
    const double p = (shielded ? symbol / 2 : symbol) + (melee && attackerType.saberHits ? saber : 0.0);
    const double hits = std::min(n * p, static_cast<double>(d.blocks));
    const double eliminate = atLeast(n, p, d.blocks);
    double value = hits + kBanner * eliminate + 0.15 * n * v.rules.faceChance(Face::Flag);
    if (melee && !context.battleBack && !context.cannonade) {
        // 000 · Defending Unit Battle Back: a survivor strikes back with its melee dice.
        // Its strength alone (unitDice's base, its type's extra dice under the blocks model,
        // and full strength): leaders, markers and terrain are left out of this cheap estimate.
        const UnitType& defenderType = v.rules.unitType(defender);
        const int backDice = unitDice(v.rules, v.s, defender, 1).strength();
        const double backP = v.rules.faceChance(symbolFace(attackerType.kind)) + (defenderType.saberHits ? saber : 0.0);
        const int ourBlocks = v.unit(attacker).blocks;
        value -= 0.5 * (1.0 - eliminate) * (backDice * backP + kBanner * atLeast(backDice, backP, ourBlocks));
    }
    return value;
}

/// attackWorth of an attack that may not be allowed (then -0.1).
double attackValue(const View& v, int attacker, Hex target, const AttackContext& context) {
    const AttackAssessment a = attackVerdict(v.rules, v.s, attacker, target, context);
    return attackWorth(v, attacker, target, context, a.allowed ? a.dice : 0);
}

/// attackWorth of an attack from the legal list, made with the context the list checked it
/// with (so allowed): its dice are counted without tracing the line of sight again.
double listedAttackValue(const View& v, int attacker, Hex target, const AttackContext& context) {
    return attackWorth(v, attacker, target, context, allowedAttackDice(v.rules, v.s, attacker, target, context));
}

/// How good a hex is for one of my units to stand on after an ordered move: in reach of the
/// enemy if it may still battle, not swarmed, supported, protected, on an objective.
double unitPlace(const View& v, int u, Hex h, bool canBattle, bool moved) {
    const UnitType& t = v.rules.unitType(u);
    const int blocks = v.unit(u).blocks;
    const double strength = blocks / 4.0;
    const int d = v.nearestEnemy(h);
    const int r = reach(t);
    // In reach means an enemy it could battle from there: in range and, beyond melee, in sight.
    // Counting hexes alone left a unit for ever two hexes from an enemy it could not see past
    // an enclosure wall, both sides content (greedy games of Clifton Ford stalled so).
    const bool inReach = d <= r && (d <= 1 || v.enemyInSight(h, r));
    // Impatience: the pull toward the enemy grows with the length of the game, so two cautious
    // greedy bots do not face each other out of reach forever.
    const double pull = 0.4 + std::min(2.0, v.s.turn / 200.0);
    double score = -pull * strength * (inReach ? 0 : std::max(1, d - r));
    if (canBattle && inReach) {
        score += strength;
        // Infantry fire after moving rolls a die less (000 · RANGE COMBAT), unless its type says not.
        if (moved && d > 1 && t.kind == UnitKind::Infantry && !t.has(Ability::NoRangedPenaltyForMoving)) score -= 0.3;
    }
    const int adjacent = v.adjacentEnemies(h);
    score -= adjacent * (0.2 + 0.3 * (4 - blocks) + (t.kind == UnitKind::Artillery ? 0.5 : 0.0));
    const int supports = std::min(2, v.supports(h, u));
    score += 0.25 * supports + (supports == 2 ? 0.25 : 0.0);  // two supports ignore a flag
    if (v.protective(h)) score += 0.3;
    return score + 0.8 * v.objectiveValue(h);
}

/// How good a hex is to retreat or retire to: away from enemies, among friends.
double refuge(const View& v, int u, Hex h) {
    double score = -0.8 * v.adjacentEnemies(h) + 0.3 * std::min(2, v.supports(h, u));
    const int leader = v.s.leaderAt(h);
    if (leader >= 0 && v.s.attachedLeader(u) < 0) score += 1.0;  // a lone friendly leader joins it
    if (v.protective(h)) score += 0.2;
    return score + 0.5 * v.objectiveValue(h);
}

/// What an escape attempt through enemy unit `u` costs my leader. Tricorne's escapes come only
/// when every way is held (000 · Lone Leader Escape): a fixed share of the banner. Where he may
/// escape beside free hexes (002 · Leader Escape), the banner at the odds of that unit's melee
/// dice, any saber killing him: he goes through the unit with the fewest dice, or takes a free
/// hex. Out of line: an enemy on the hex is rare, and leaderPlaceNow runs for every hex.
[[gnu::noinline]] double escapeCost(const View& v, int u) {
    if (v.rules.system().rules.leaders.escape != LeaderEscape::AnyEnemyOnPath) return kBanner * 0.6;
    return kBanner * atLeast(unitDice(v.rules, v.s, u, 1).total(), v.rules.faceChance(Face::Saber), 1);
}

/// How good a hex is for my leader to end on: with a friendly unit that has no leader (he then
/// bolsters it and is safe from lone-leader attacks), away from enemy units.
double leaderPlaceNow(const View& v, int leader, Hex h) {
    double score = -1.0 * v.adjacentEnemies(h);
    const int u = v.s.unitAt(h);
    const int other = v.s.leaderAt(h);
    if (v.friendlyUnit(u) && (other < 0 || other == leader)) score += 2.5;
    if (v.enemyUnit(u)) score -= escapeCost(v, u);
    return score - 0.2 * v.nearestUnledFriend(h);
}

/// leaderPlaceNow, or -1.5 off the board (a leader's retreat may leave it), worked out once
/// per decision for each leader and hex.
double leaderPlace(const View& v, int leader, Hex h) {
    if (!v.rules.onBoard(h)) return -1.5;
    return v.lists.leaderPlaces.get(static_cast<std::size_t>(leader) * board::kHexCount + board::slot(h), v.stamp,
                                    [&] { return leaderPlaceNow(v, leader, h); });
}

/// How much ordering a unit is worth: strong units near the enemy first. Computed once per
/// decision and unit (every card in the hand asks for every unit).
double orderValue(const View& v, int u) {
    return v.lists.orderValues.get(static_cast<std::size_t>(u), v.stamp, [&] {
        const UnitState& unit = v.unit(u);
        const int d = v.nearestEnemy(unit.hex);
        const int gap = std::max(0, d - reach(v.rules.unitType(u)));
        return 0.5 + (unit.blocks / 4.0) * 2.0 / (1.0 + gap) + 0.3 * v.objectiveValue(unit.hex);
    });
}

const std::vector<std::pair<double, int>>& View::rankedUnits() const {
    if (!m_ranked) {
        m_ranked = true;
        lists.ranked.clear();
        for (int u : rules.unitsOf(me))
            if (unit(u).alive()) lists.ranked.emplace_back(orderValue(*this, u), u);
        std::sort(lists.ranked.begin(), lists.ranked.end(), [](const auto& a, const auto& b) { return a.first > b.first || (a.first == b.first && a.second < b.second); });
    }
    return lists.ranked;
}

/// A card's worth: the order values of the units it would order — matched greedily to a
/// Section card's groups (000 · Phase 1. Play a Command Card), or the best ones a Tactic card
/// reaches — plus a little for its effects (dice, draws, rally).
double cardValue(const View& v, const CardText& card) {
    const auto orders = [&](int u) {
        return card.orderKinds.empty() || std::count(card.orderKinds.begin(), card.orderKinds.end(), v.rules.unitType(u).kind) > 0;
    };
    int units = 0;  // the units it may order, in v.rankedUnits() order (best first)
    double total = 0;
    if (card.orderRule == OrderRule::Sections) {
        std::vector<int>& left = v.lists.sectionRoom;
        left.clear();
        for (const SectionOrder& g : card.order) left.push_back(g.count);
        for (const auto& [value, u] : v.rankedUnits()) {
            if (!orders(u)) continue;
            ++units;
            for (std::size_t g = 0; g < card.order.size(); ++g) {
                if (left[g] == 0) continue;
                const auto& sections = card.order[g].sections;
                if (std::none_of(sections.begin(), sections.end(), [&, unit = u](BoardSection sec) { return v.rules.inSection(v.unit(unit).hex, sec, v.me); })) continue;
                --left[g];
                total += value;
                break;
            }
        }
    } else {
        // Tactic cards: the strongest units, a line or a leader's string being a rough
        // approximation of what contiguity allows (discounted).
        const int hand = static_cast<int>(v.s.cards.hands[v.me].size());
        int n = 0;
        double discount = 1.0;
        switch (card.orderRule) {
            case OrderRule::Count: n = card.orderCount; break;
            case OrderRule::EqualToCommand: n = hand; break;
            case OrderRule::Line: n = card.orderCount > 0 ? card.orderCount : 4; discount = 0.7; break;
            case OrderRule::InspiredLeader: n = 1 + card.orderCount; discount = 0.6; break;
            default: n = 0;
        }
        for (const auto& [value, u] : v.rankedUnits()) {
            if (!orders(u)) continue;
            if (units < n) total += discount * value;
            ++units;
        }
    }
    for (const CardEffect& e : card.effects) {
        if (e.kind == EffectKind::Dice) total += 0.3 * e.value * std::min<double>(4.0, static_cast<double>(units));
        if (e.kind == EffectKind::DrawCommand || e.kind == EffectKind::DrawCombat) total += 0.3;
        if (e.kind == EffectKind::Rally) total += 1.0;
        if (e.kind == EffectKind::FirstStrike) total -= 1.0;  // better kept to answer a melee
    }
    return total;
}

/// The greedy worth of the card decisions (cards.h): reactions by the hits they deal or spare,
/// Combat cards by their dice, default actions by where the leader ends, draws by the card kept.
double cardDecisionValue(const View& v, const Action& a) {
    const GameState& s = v.s;
    const Task* pending = s.tasks.empty() ? nullptr : &s.tasks.back();
    const Position me = v.me;
    switch (a.kind) {
        case ActionKind::FirstStrike:
        case ActionKind::PlayCombatCard: {
            if (const auto* reaction = pending ? pending->find<task::CardReaction>() : nullptr) {
                const CardText* card = a.kind == ActionKind::FirstStrike
                                           ? static_cast<const CardText*>(&v.rules.system().commandCards[s.cards.hands[me][static_cast<std::size_t>(a.index)]])
                                           : &v.rules.system().combatCards[s.cards.combatHands[me][static_cast<std::size_t>(a.index)]];
                if (card->effect(EffectKind::Retire)) return v.unit(reaction->unit).blocks <= 2 ? 0.6 : -0.4;
                AttackContext first;
                first.battleBack = true;
                return attackValue(v, reaction->unit, v.unit(reaction->attacker).hex, first) - 0.2;
            }
            const CombatCard& card = v.rules.system().combatCards[s.cards.combatHands[me][static_cast<std::size_t>(a.index)]];
            if (a.piece.index < 0) return cardValue(v, card) - 0.5;  // in lieu: no Command card drawn
            if (!a.piece.isUnit()) return -0.5;
            // A die is worth playing where the unit can use it: melee cards next to an enemy,
            // fire cards with an enemy in range but none adjacent.
            const Hex at = v.unit(a.piece.index).hex;
            const bool adjacent = v.adjacentEnemies(at) > 0;
            const bool inRange = v.nearestEnemy(at) <= reach(v.rules.unitType(a.piece.index));
            double best = -0.5;
            for (const CardEffect& e : card.effects) {
                if (e.kind != EffectKind::Dice || e.value <= 0) continue;
                const bool usable = e.when == CombatWhen::Melee ? adjacent : e.when == CombatWhen::Ranged ? inRange && !adjacent : inRange;
                if (usable) best = std::max(best, 0.8 * e.value);
            }
            return best;
        }
        case ActionKind::DeclineCard: return 0.0;
        case ActionKind::KeepCard:
            return cardValue(v, v.rules.system().commandCards[s.cards.drawn[static_cast<std::size_t>(a.index)]]);
        case ActionKind::TimePressure: return a.index == 1 ? kBanner : 1.0;
        case ActionKind::RepositionLeader: {
            const Hex at = s.leader(a.piece.index).hex;
            return leaderPlace(v, a.piece.index, a.hex) - leaderPlace(v, a.piece.index, at) - 0.3;
        }
        case ActionKind::RevealCard:
            return cardValue(v, v.rules.system().commandCards[s.cards.hands[me][static_cast<std::size_t>(a.index)]]);
        default: return 0.0;
    }
}

/// Worth of leaving the board by a step off a baseline: the exit objectives it meets.
double exitValue(const View& v, Hex from) {
    double banners = 0;
    for (const Objective& o : v.rules.scenario().objectives)
        if (exitQualifies(v.rules, o, v.me, from)) banners += o.bannersFor(v.me);
    return banners > 0 ? kBanner * banners : -kBanner;
}

double score(const View& v, const Action& a) {
    const GameState& s = v.s;
    const Task* pending = s.tasks.empty() ? nullptr : &s.tasks.back();
    switch (a.kind) {
        case ActionKind::PlayCard: {
            const auto& hand = s.cards.hands[v.me];
            return cardValue(v, v.rules.system().commandCards[hand[static_cast<std::size_t>(a.index)]]);
        }
        case ActionKind::Order:
            return a.piece.isUnit() ? 1.0 + orderValue(v, a.piece.index) : 0.6;
        case ActionKind::Detach: return -1.0;  // his unit needs him more than he needs to roam
        case ActionKind::EndOrders: return 0.0;
        case ActionKind::StartMove:
            if (!a.piece.isUnit()) return 0.8;
            return 1.0 + 1.0 / (1.0 + v.nearestEnemy(v.unit(a.piece.index).hex));  // the front first
        case ActionKind::Step:
        case ActionKind::EndMove: {
            if (!s.moving) return 0.0;
            const MoveProgress& m = *s.moving;
            const bool step = a.kind == ActionKind::Step;
            if (!m.piece.isUnit()) {
                const Hex at = s.leader(m.piece.index).hex;
                return leaderPlace(v, m.piece.index, step ? a.hex : at) + (step ? 0.0 : 0.05);
            }
            const Hex at = v.unit(m.piece.index).hex;
            if (step && !v.rules.onBoard(a.hex)) return exitValue(v, at);
            const int steps = m.steps + (step ? 1 : 0);
            const Hex h = step ? a.hex : at;
            // A small bonus for stopping, so equal hexes do not send units wandering.
            return unitPlace(v, m.piece.index, h, mayBattleAfter(v.rules, s, m.piece.index, steps), steps > 0 || v.unit(m.piece.index).moved) +
                   (step ? 0.0 : 0.05);
        }
        case ActionKind::EndMovement: return -1.0;  // every ordered piece gets its move (it may hold)
        case ActionKind::Battle: return listedAttackValue(v, a.piece.index, a.hex, {});
        case ActionKind::EndCombat: return 0.0;
        case ActionKind::RetireAndRally:
            // Retiring takes only symbol hits and no flags: worth it for a weakened unit.
            return a.index == 1 && pending ? (v.unit(pending->unit()).blocks <= 2 ? 0.5 : -0.5) : 0.0;
        case ActionKind::IgnoreFlags: return a.index;
        case ActionKind::RetreatTo: return pending ? refuge(v, pending->unit(), a.hex) : 0.0;
        case ActionKind::RetireTo: return pending ? refuge(v, pending->unit(), a.hex2) : 0.0;
        case ActionKind::LeaderRetreatTo: return pending ? leaderPlace(v, pending->as<task::LeaderRetreatChoice>().leader, a.hex) : 0.0;
        case ActionKind::LeaderOffBoard: return -1.5;  // the leader is gone, but no banner
        case ActionKind::LeaderStop: {
            if (!pending) return 0.0;
            const auto& retreat = pending->as<task::LeaderRetreatChoice>();
            return leaderPlace(v, retreat.leader, retreat.hex);
        }
        case ActionKind::TakeGround: {
            if (!pending || a.index == 0) return 0.0;
            const auto& ground = pending->as<task::TakeGroundChoice>();
            const int u = ground.unit;
            bool bonus = ground.bonusAllowed && v.adjacentEnemies(ground.vacated) > 0;
            // 002 · Cavalry Breakthrough: cavalry may move on to an enemy before its bonus melee.
            if (const int on = v.rules.system().rules.breakthroughHexes; on > 0 && !bonus && ground.bonusAllowed && !ground.combat.bonus &&
                                                                          v.rules.unitType(u).kind == UnitKind::Cavalry)
                bonus = v.nearestEnemy(ground.vacated) <= 1 + on;
            return unitPlace(v, u, ground.vacated, bonus, true) - unitPlace(v, u, v.unit(u).hex, false, v.unit(u).moved) + (bonus ? 1.0 : 0.0);
        }
        case ActionKind::BonusMelee: {
            if (!pending) return 0.0;
            AttackContext bonus;
            bonus.bonusMelee = true;
            return listedAttackValue(v, pending->unit(), a.hex, bonus);
        }
        case ActionKind::SkipBonusMelee: return 0.0;
        case ActionKind::Breakthrough: {
            // The hex to stand on for the bonus melee that follows (or to be safe on without
            // one), as a move's end; a little for stopping, so equal hexes do not send it on.
            if (!pending) return 0.0;
            const auto& breakthrough = pending->as<task::BreakthroughChoice>();
            const int u = breakthrough.unit;
            const Hex h = a.index == 1 ? a.hex : v.unit(u).hex;
            const bool bonus = breakthrough.bonusAllowed && !v.unit(u).bonusMeleeUsed;
            return unitPlace(v, u, h, bonus, true) + (bonus && v.adjacentEnemies(h) > 0 ? 0.5 : 0.0) + (a.index == 1 ? 0.0 : 0.05);
        }
        case ActionKind::BattleBack: return a.index;  // free hits
        case ActionKind::CannonadeFire: {
            // The context the list checked the shot with: with only `cannonade` set, a unit the
            // battle notes let join the cannonade (001 · Cowpens' rifles, Guilford's militia)
            // was refused, and the bot never fired it.
            AttackContext cannonade;
            cannonadeContext(v.rules, a.piece.index, cannonade);
            return listedAttackValue(v, a.piece.index, a.hex, cannonade);
        }
        case ActionKind::CannonadeDone: return 0.0;
        case ActionKind::ShipFire: {
            // Dice from off the board cost nothing: a block for each die that shows the target's
            // symbol (Tricorne's die: one in six), a little more for flags.
            const int target = v.s.unitAt(a.hex);
            if (target < 0) return 0.0;
            const double symbol = v.rules.faceChance(symbolFace(v.rules.unitType(target).kind));
            return v.rules.scenario().specialRules[static_cast<std::size_t>(a.index)].dice * symbol * 1.2;
        }
        case ActionKind::CannonadeRetire:
            if (!pending) return 0.0;
            return a.index == 1 ? refuge(v, pending->unit(), a.hex2) : refuge(v, pending->unit(), v.unit(pending->unit()).hex) + 0.3;
        case ActionKind::PlayCombatCard:
        case ActionKind::FirstStrike:
        case ActionKind::DeclineCard:
        case ActionKind::KeepCard:
        case ActionKind::TimePressure:
        case ActionKind::RepositionLeader:
        case ActionKind::RevealCard: return cardDecisionValue(v, a);
    }
    return 0.0;
}

}  // namespace

namespace {

constexpr std::array<BotInfo, 3> kBots{{
    {BotKind::Random, "random", "Plays a uniformly random legal action."},
    {BotKind::Greedy, "greedy", "Looks one decision ahead: expected hits, banners and a safe position."},
    {BotKind::Search, "search", "Searches its own decisions ahead (Monte Carlo tree search over what it may know; greedy answers and playouts)."},
}};

}  // namespace

std::span<const BotInfo> bots() { return kBots; }

const char* botName(BotKind bot) { return kBots[static_cast<std::size_t>(bot)].name; }

std::optional<BotKind> botFromName(std::string_view name) {
    for (const BotInfo& b : kBots)
        if (name == b.name) return b.kind;
    return std::nullopt;
}

std::string botNames(std::string_view separator) {
    std::string out;
    for (const BotInfo& b : kBots) out += (out.empty() ? "" : std::string(separator)) + b.name;
    return out;
}

namespace {

/// The index chooseIndex(Random, …) returns.
std::size_t randomIndex(const std::vector<Action>& legal, Pcg32& botRng) {
    return botRng.below(static_cast<std::uint32_t>(legal.size()));
}

/// The index chooseIndex(Greedy, …) returns.
std::size_t greedyIndex(const Rules& rules, const GameState& state, const std::vector<Action>& legal, Pcg32& botRng) {
    if (legal.size() == 1) return 0;
    // A game this long is going round in circles: the greedy bot's scores depend on the board
    // only, so a position both bots are content with repeats for ever although the rules let
    // them leave it. From here a quarter of its decisions are the random bot's, which leaves
    // any such cycle sooner or later. Shorter games never reach this draw and are unchanged.
    if (state.turn >= kRestlessTurn && botRng.below(4) == 0) return randomIndex(legal, botRng);
    const View view(rules, state);
    thread_local std::vector<std::size_t> best;  // reused: a game decides thousands of times
    best.clear();
    double bestScore = -1e300;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const double value = score(view, legal[i]);
        if (value > bestScore + 1e-9) {
            bestScore = value;
            best.assign(1, i);
        } else if (value > bestScore - 1e-9) {
            best.push_back(i);
        }
    }
    return best.size() == 1 ? best.front() : best[botRng.below(static_cast<std::uint32_t>(best.size()))];
}

/// legalActions(rules, state) in a buffer this thread reuses.
const std::vector<Action>& legalNow(const Rules& rules, const GameState& state) {
    thread_local std::vector<Action> actions;
    legalActions(rules, state, actions);
    return actions;
}

}  // namespace

Action randomAction(const Rules& rules, const GameState& state, Pcg32& botRng) {
    const auto& legal = legalNow(rules, state);
    return legal[randomIndex(legal, botRng)];
}

Action greedyAction(const Rules& rules, const GameState& state, Pcg32& botRng) {
    const auto& legal = legalNow(rules, state);
    return legal[greedyIndex(rules, state, legal, botRng)];
}

Action chooseAction(BotKind bot, const Rules& rules, const GameState& state, Pcg32& botRng) {
    const auto& legal = legalNow(rules, state);
    return legal[chooseIndex(bot, rules, state, legal, botRng)];
}

std::size_t chooseIndex(BotKind bot, const Rules& rules, const GameState& state, const std::vector<Action>& legal, Pcg32& botRng) {
    switch (bot) {
        case BotKind::Greedy: return greedyIndex(rules, state, legal, botRng);
        case BotKind::Search: return searchChoice(rules, state, legal, botRng).index;
        case BotKind::Random: break;
    }
    return randomIndex(legal, botRng);
}

double greedyScore(const Rules& rules, const GameState& state, const Action& action) {
    return score(View(rules, state), action);
}

void greedyScores(const Rules& rules, const GameState& state, const std::vector<Action>& legal, std::vector<double>& scores) {
    const View view(rules, state);
    scores.resize(legal.size());
    for (std::size_t i = 0; i < legal.size(); ++i) scores[i] = score(view, legal[i]);
}

}  // namespace tricorne

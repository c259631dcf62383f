// The search bot. See include/tricorne/sim/search.h.
//
// The tree holds every node in one vector (indices, not pointers: it grows while a playout
// walks it). A node is reached by an action; its statistics are kept for the side that took
// that action, so each side picks its own best in the nodes where it decides.
#include "tricorne/sim/search.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <memory>
#include <tuple>
#include <utility>

#include "tricorne/play/match.h"
#include "tricorne/sim/bots.h"
#include "tricorne/text/action_text.h"

namespace tricorne {

namespace {

/// PUCT exploration weight, for playout scores in [0, 1]. With the former 1.2 and sharper
/// priors the prior term outweighed every playout difference, and the search played the greedy
/// bot's choice in about 95% of decisions and every Command-card choice (measured on Bemis
/// Heights); at 0.7 and the temperature below it departs from greedy in about a fifth.
constexpr double kExplore = 0.7;
/// Temperature of the greedy priors, in the greedy bot's units (blocks): an action three blocks
/// worse than the best starts with about e^-2 of its prior weight.
constexpr double kPriorTemperature = 1.5;
/// A playout's decisions at most, should the turn never come round (a bound, not a rule).
constexpr int kPlayoutCap = 600;
/// How a position is scored when a playout stops before the end: banners, and blocks at a
/// quarter of a banner each, squashed by a logistic of this slope into a chance of winning.
constexpr double kBlockWorth = 0.25;
constexpr double kSlope = 0.6;

struct Node {
    Action action;          ///< the action that leads here (unused at the root)
    Position mover = Position::Bottom;  ///< who took it (the root: the searching side)
    int firstChild = -1;    ///< children are linked through `next`, in the order they were added
    int next = -1;
    int visits = 0;
    int available = 0;      ///< playouts in which this action was legal when its parent was reached
    double total = 0.0;     ///< summed playout scores for `mover`
    double prior = 0.0;
    // Set once the node's children have priors (when first reached with a choice to make).
    bool expanded = false;
    double bestScore = 0.0;  ///< the greedy score of the best action then, and the softmax
    double norm = 1.0;       ///< sum that normalised the priors, for actions met later
};

/// Fisher–Yates from `rng`: the same permutation on every machine.
void shuffle(std::vector<std::uint8_t>& cards, Pcg32& rng) {
    for (std::size_t i = cards.size(); i > 1; --i) std::swap(cards[i - 1], cards[rng.below(static_cast<std::uint32_t>(i))]);
}

/// The lists a deal works in, kept by the search and reused for each playout.
struct DealRoom {
    std::vector<std::uint8_t> pool, combat;
    std::vector<std::size_t> hidden;
};

/// Deals the cards `me` cannot see afresh into `d` (a copy of `state` otherwise): the pool of
/// the opponent's hidden hand slots and the deck (their contents are known together, from the
/// discards and my hand, but not where each card is) is sorted, shuffled and dealt back in the
/// same sizes; the same for the opponent's Combat hand with his Combat deck, and for the order
/// of my own Combat deck. The dice get a generator of their own. Sorting first is what makes
/// the deal blind: two states that differ only in those places deal alike. Without `rng` the
/// pools are dealt back sorted and the generator is a fixed one: the blind view of `state`,
/// equal for any two states that differ only in what `me` cannot see.
void determinize(const GameState& state, Position me, Pcg32* rng, DealRoom& room, GameState& d) {
    d = state;
    const Position them = other(me);
    CardState& c = d.cards;
    std::vector<std::uint8_t>& pool = room.pool;
    pool = c.deck;
    std::vector<std::size_t>& hidden = room.hidden;
    hidden.clear();
    for (std::size_t i = 0; i < c.hands[them].size(); ++i)
        if (static_cast<int>(i) != c.revealed[them]) {  // a revealed card is in sight
            hidden.push_back(i);
            pool.push_back(c.hands[them][i]);
        }
    std::sort(pool.begin(), pool.end());
    if (rng) shuffle(pool, *rng);
    for (std::size_t i = 0; i < hidden.size(); ++i) c.hands[them][hidden[i]] = pool[i];
    c.deck.assign(pool.begin() + static_cast<std::ptrdiff_t>(hidden.size()), pool.end());

    std::vector<std::uint8_t>& combat = room.combat;
    combat = c.combatHands[them];
    combat.insert(combat.end(), c.combatDeck[them].begin(), c.combatDeck[them].end());
    std::sort(combat.begin(), combat.end());
    if (rng) shuffle(combat, *rng);
    const auto handSize = static_cast<std::ptrdiff_t>(c.combatHands[them].size());
    c.combatHands[them].assign(combat.begin(), combat.begin() + handSize);
    c.combatDeck[them].assign(combat.begin() + handSize, combat.end());
    std::sort(c.combatDeck[me].begin(), c.combatDeck[me].end());
    if (rng) shuffle(c.combatDeck[me], *rng);

    d.forcedDice.clear();  // the game's own future dice are as hidden as its generator
    if (!rng) {
        d.rng = Pcg32{};
        return;
    }
    const std::uint64_t seed = (std::uint64_t{rng->next()} << 32) | rng->next();
    d.rng.reseed(seed);
}

/// The tree below node `top` of `nodes`, `top` its root (index 0), children in the same order.
std::vector<Node> subtree(const std::vector<Node>& nodes, int top) {
    std::vector<Node> out{nodes[static_cast<std::size_t>(top)]};
    out[0].next = -1;
    // Breadth-first: a copied node still holds its old first child until its own turn comes.
    for (std::size_t i = 0; i < out.size(); ++i) {
        int last = -1;
        const int first = out[i].firstChild;
        out[i].firstChild = -1;
        for (int c = first; c >= 0; c = nodes[static_cast<std::size_t>(c)].next) {
            const int id = static_cast<int>(out.size());
            out.push_back(nodes[static_cast<std::size_t>(c)]);
            out.back().next = -1;
            (last < 0 ? out[i].firstChild : out[static_cast<std::size_t>(last)].next) = id;
            last = id;
        }
    }
    return out;
}

/// The tree below the root's child reached by `action` (empty when no playout went that way).
std::vector<Node> below(const std::vector<Node>& nodes, const Action& action) {
    if (nodes.empty()) return {};
    for (int c = nodes[0].firstChild; c >= 0; c = nodes[static_cast<std::size_t>(c)].next) {
        const Node& child = nodes[static_cast<std::size_t>(c)];
        if (child.action == action) return child.visits > 0 ? subtree(nodes, c) : std::vector<Node>{};
    }
    return {};
}

/// A playout's score for `side`: 1 or 0 once the game is won, else banners and blocks.
double scoreFor(const Rules& rules, const GameState& s, Position side) {
    if (s.winner) return *s.winner == side ? 1.0 : 0.0;
    BySide<int> blocks{0, 0};
    for (int u = 0; u < rules.unitCount(); ++u) blocks[rules.unitSide(u)] += s.unit(u).blocks;
    const Position them = other(side);
    const double lead = (s.banners[side] - s.banners[them]) + kBlockWorth * (blocks[side] - blocks[them]);
    return 1.0 / (1.0 + std::exp(-kSlope * lead));
}

class Search {
public:
    /// A search of `root`, from `kept` (a tree whose root is this position, see SearchMemory) or
    /// afresh when it is empty.
    Search(const Rules& rules, const GameState& root, Pcg32& rng, Opponent opponent, std::vector<Node> kept)
        : m_rules(rules), m_root(root), m_rng(rng), m_opponent(opponent), m_match(rules, root), m_nodes(std::move(kept)) {
        m_me = decidingSide(rules, root);
        if (m_nodes.empty()) m_nodes.push_back(Node{});
        m_nodes[0].mover = m_me;
        m_horizon = root.turn + (root.active == m_me ? 2 : 1);
    }

    /// The tree below the root's child reached by `action`, for the next decision (empty when
    /// no playout went that way).
    std::vector<Node> keep(const Action& action) const { return below(m_nodes, action); }

    /// One determinization, one walk down the tree, one playout, its score backed up.
    void iterate() {
        determinize(m_root, m_me, &m_rng, m_room, m_deal);
        Match& match = m_match;
        match.reset(std::move(m_deal));  // m_deal gets the last playout's state, refilled next time
        m_path.assign(1, 0);
        int node = 0;
        bool fresh = false;  // reached a node no playout has been through: play out from here
        while (!fresh && !over(match.state()) && searches(match.state())) {
            const std::vector<Action>& legal = match.legal();
            node = choose(node, match.state(), legal);
            fresh = at(node).visits == 0 && legal.size() > 1;
            match.play(m_chosen);
            m_path.push_back(node);
        }
        playOut(match);
        const GameState& end = match.state();
        const double score = scoreFor(m_rules, end, m_me);
        for (int n : m_path) {
            Node& x = at(n);
            ++x.visits;
            x.total += x.mover == m_me ? score : 1.0 - score;
        }
    }

    /// The root's verdict, with indices into `legal` (the root's list).
    SearchChoice verdict(const std::vector<Action>& legal, int playouts) const {
        SearchChoice out;
        out.playouts = playouts;
        // A node stands for the decision taken in it: count it for the side that decides there,
        // which is its children's mover (the root always has children after one playout).
        for (const Node& n : m_nodes)
            if (n.firstChild >= 0) ++out.treeNodes[at(n.firstChild).mover];
        int best = -1, second = -1;
        auto better = [&](int a, int b) {
            const Node& x = at(a);
            const Node& y = at(b);
            return x.visits != y.visits ? x.visits > y.visits : x.total * y.visits > y.total * x.visits;
        };
        for (int c = m_nodes[0].firstChild; c >= 0; c = at(c).next) {
            if (best < 0 || better(c, best)) {
                second = best;
                best = c;
            } else if (second < 0 || better(c, second)) {
                second = c;
            }
        }
        auto indexOf = [&](int n) {
            return static_cast<std::size_t>(std::find(legal.begin(), legal.end(), at(n).action) - legal.begin());
        };
        auto mean = [&](int n) {
            const Node& x = at(n);
            return x.visits ? x.total / x.visits : 0.0;
        };
        out.index = indexOf(best);
        out.value = mean(best);
        if (second >= 0 && at(second).visits > 0) {
            out.runnerUp = static_cast<std::ptrdiff_t>(indexOf(second));
            out.runnerUpValue = mean(second);
        }
        return out;
    }

private:
    Node& at(int n) { return m_nodes[static_cast<std::size_t>(n)]; }
    const Node& at(int n) const { return m_nodes[static_cast<std::size_t>(n)]; }

    /// Whether a walk or playout stops here: the game is over, or the searching side's next
    /// turn has begun (the horizon: its move and the opponent's answer are played out).
    bool over(const GameState& s) const { return s.winner || s.turn >= m_horizon; }

    /// Whether the walk goes on through the decision at `s`: always for the searching side's,
    /// for the opponent's only when the opponent is searched (else the playout plays it).
    bool searches(const GameState& s) const {
        return m_opponent == Opponent::Searched || decidingSide(m_rules, s) == m_me;
    }

    /// The child of `node` to follow among the actions legal now (creating the missing ones,
    /// with greedy priors); leaves its index in `legal` in m_chosen.
    int choose(int node, const GameState& s, const std::vector<Action>& legal) {
        const Position side = decidingSide(m_rules, s);
        m_listed.clear();
        for (int c = at(node).firstChild; c >= 0; c = at(c).next) m_listed.push_back(c);
        m_children.clear();
        for (std::size_t i = 0; i < legal.size(); ++i) {
            // Children are added in the order of the legal list, and most deals list the same
            // actions in the same order: the child in the same place is nearly always the one.
            int found = -1;
            if (i < m_listed.size() && at(m_listed[i]).action == legal[i]) {
                found = m_listed[i];
            } else {
                for (int c : m_listed)
                    if (at(c).action == legal[i]) {
                        found = c;
                        break;
                    }
            }
            m_children.push_back(found);
        }
        if (std::count(m_children.begin(), m_children.end(), -1) > 0) addChildren(node, s, legal, side);
        if (legal.size() == 1) {
            m_chosen = 0;
            return m_children[0];
        }
        int availableVisits = 0;
        for (int c : m_children) availableVisits += at(c).visits;
        // A child never visited is valued as its parent is, for this side (first-play urgency).
        const Node& parent = at(node);
        const double parentValue = parent.visits == 0 ? 0.5 : (parent.mover == side ? parent.total : parent.visits - parent.total) / parent.visits;
        const double spread = kExplore * std::sqrt(static_cast<double>(availableVisits) + 1.0);
        double best = -1e300;
        for (std::size_t i = 0; i < m_children.size(); ++i) {
            Node& c = m_nodes[static_cast<std::size_t>(m_children[i])];
            ++c.available;
            const double q = c.visits ? c.total / c.visits : parentValue;
            const double u = q + spread * c.prior / (1.0 + c.visits);
            if (u > best) {
                best = u;
                m_chosen = i;
            }
        }
        return m_children[m_chosen];
    }

    /// Adds a child for every action of `legal` that `node` lacks (m_children[i] == -1), with
    /// its prior: the softmax of the greedy scores as the node was first reached.
    void addChildren(int node, const GameState& s, const std::vector<Action>& legal, Position side) {
        greedyScores(m_rules, s, legal, m_scores);
        if (!at(node).expanded) {
            Node& n = at(node);
            n.expanded = true;
            n.bestScore = *std::max_element(m_scores.begin(), m_scores.end());
            n.norm = 0.0;
            for (double v : m_scores) n.norm += std::exp((v - n.bestScore) / kPriorTemperature);
        }
        for (std::size_t i = 0; i < legal.size(); ++i) {
            if (m_children[i] >= 0) continue;
            const Node& parent = at(node);
            Node child;
            child.action = legal[i];
            child.mover = side;
            child.prior = std::min(1.0, std::exp((m_scores[i] - parent.bestScore) / kPriorTemperature) / parent.norm);
            const int id = static_cast<int>(m_nodes.size());
            // Appended to the end of the parent's list, so children keep the order they came in.
            int* link = &at(node).firstChild;
            while (*link >= 0) link = &at(*link).next;
            *link = id;
            m_nodes.push_back(child);
            m_children[i] = id;
        }
    }

    /// The greedy bot plays on to the horizon.
    void playOut(Match& match) {
        for (int n = 0; n < kPlayoutCap && !over(match.state()); ++n)
            match.play(chooseIndex(BotKind::Greedy, m_rules, match.state(), match.legal(), m_rng));
    }

    const Rules& m_rules;
    const GameState& m_root;
    Pcg32& m_rng;
    Opponent m_opponent;
    Position m_me;
    int m_horizon;  ///< the turn (GameState::turn) at which walks and playouts stop
    Match m_match;        ///< each playout's game, restarted from a deal of the root
    GameState m_deal;     ///< where each deal is made; between playouts it holds the last one's state, whose lists the next deal reuses
    DealRoom m_room;
    std::vector<Node> m_nodes;
    std::vector<int> m_path;
    std::vector<int> m_listed;    ///< the children of the node being left, in list order
    std::vector<int> m_children;  ///< per legal action of the node being left: its child
    std::vector<double> m_scores;
    std::size_t m_chosen = 0;
};

std::string percentText(double p) { return std::to_string(static_cast<int>(std::lround(p * 100.0))) + "%"; }

/// 2000 → "2,000".
std::string grouped(int n) {
    std::string digits = std::to_string(n), out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

}  // namespace

int searchBudget(const std::vector<Action>& legal, const SearchOptions& options) {
    if (legal.size() <= 1) return 0;
    return std::max(1, options.playouts) * (legal.front().kind == ActionKind::PlayCard ? kCardBudgetFactor : 1);
}

/// The Command deck's and both Combat decks' sizes: a card drawn changes one.
std::tuple<std::size_t, std::size_t, std::size_t> deckSizes(const CardState& c) {
    return {c.deck.size(), c.combatDeck[Position::Bottom].size(), c.combatDeck[Position::Top].size()};
}

struct SearchMemory::Kept {
    const Rules* rules = nullptr;
    Position side = Position::Bottom;
    GameState blind;  ///< the blind view (determinize without a generator) of the position decided
    Action chosen;    ///< what was taken there
    std::vector<Node> tree;  ///< below `chosen`: its root is the position `chosen` led to

    /// The kept tree if `now` (the blind view of the position to decide) is the one `chosen`
    /// led to, with no card drawn on the way; else an empty tree. The replay runs on the blind
    /// view, so neither the true hidden cards nor the game's generator are read; a die rolled
    /// moves the replay's fixed generator, which `now` keeps, so the two then differ.
    std::vector<Node> follow(const Rules& r, const GameState& now, Position me) {
        if (tree.empty() || &r != rules || me != side) return {};
        Match replay(r, std::move(blind));
        const auto at = std::find(replay.legal().begin(), replay.legal().end(), chosen);
        if (at == replay.legal().end()) return {};
        const auto decks = deckSizes(replay.state().cards);
        replay.play(static_cast<std::size_t>(at - replay.legal().begin()));
        const GameState& next = replay.state();
        return decks == deckSizes(next.cards) && next == now ? std::move(tree) : std::vector<Node>{};
    }
};

SearchMemory::SearchMemory() = default;
SearchMemory::~SearchMemory() = default;
SearchMemory::SearchMemory(SearchMemory&&) noexcept = default;
SearchMemory& SearchMemory::operator=(SearchMemory&&) noexcept = default;
void SearchMemory::clear() { m_kept.reset(); }

SearchChoice searchChoice(const Rules& rules, const GameState& state, const std::vector<Action>& legal, Pcg32& botRng, const SearchOptions& options,
                          SearchMemory* memory) {
    const Position me = decidingSide(rules, state);
    GameState blind;  // with a memory: this position as `me` sees it, to follow and to keep
    std::vector<Node> kept;
    if (memory) {
        DealRoom room;
        determinize(state, me, nullptr, room, blind);
        if (memory->m_kept) kept = memory->m_kept->follow(rules, blind, me);
    }
    // Leaves `tree` (below `chosen`) for the next decision.
    auto remember = [&](const Action& chosen, std::vector<Node> tree) {
        if (!memory) return;
        if (!memory->m_kept) memory->m_kept = std::make_unique<SearchMemory::Kept>();
        SearchMemory::Kept& k = *memory->m_kept;
        k.rules = &rules;
        k.side = me;
        k.blind = std::move(blind);
        k.chosen = chosen;
        k.tree = std::move(tree);
    };
    if (legal.size() == 1) {
        // Nothing to search, but the walk went through here: its single child leads on.
        remember(legal[0], below(kept, legal[0]));
        return {};
    }
    Pcg32 rng(botRng.next(), 0x5ea4c5);  // the search's own stream: one draw from the bot's
    const int keptPlayouts = kept.empty() ? 0 : kept[0].visits;
    Search search(rules, state, rng, options.opponent, std::move(kept));
    const auto start = std::chrono::steady_clock::now();
    const int budget = searchBudget(legal, options);
    int played = 0;
    while (played < budget) {
        search.iterate();
        ++played;
        if (options.seconds > 0 && std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >= options.seconds) break;
    }
    SearchChoice choice = search.verdict(legal, played);
    choice.kept = keptPlayouts;
    remember(legal[choice.index], search.keep(legal[choice.index]));
    return choice;
}

std::string explainChoice(const Rules& rules, const GameState& state, const std::vector<Action>& legal, const SearchChoice& choice) {
    std::string out = "chose " + describeAction(rules, state, legal[choice.index]) + ": ";
    if (choice.playouts == 0) return out + "the only legal action";
    out += percentText(choice.value) + " after " + grouped(choice.playouts) + (choice.playouts == 1 ? " playout" : " playouts");
    if (choice.kept > 0) out += " and " + grouped(choice.kept) + " kept from the last decision";
    if (choice.runnerUp >= 0)
        out += "; next best " + describeAction(rules, state, legal[static_cast<std::size_t>(choice.runnerUp)]) + " " + percentText(choice.runnerUpValue);
    return out;
}

}  // namespace tricorne

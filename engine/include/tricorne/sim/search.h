// The search bot: Monte Carlo tree search over information sets,
// played through Match (legalActions/apply) only.
//
// What the deciding side cannot see — the opponent's Command and Combat hands and the order of
// every deck — is dealt afresh for each playout from what that side may know (the cards in
// those places, pooled, since the discards and its own hand are in sight), and the dice are
// rolled from a generator of the search's own, so no decision ever reads the true hidden state
// or the game's future dice. One tree is shared by all those deals (single-observer IS-MCTS,
// Cowling, Powley & Whitehouse 2012): a node's children are the actions tried from it, and a
// child counts as available only in the deals where its action is legal. Playouts are played
// by the greedy bot up to the start of the searching side's next turn (or the end of the game)
// and scored from banners and blocks; the greedy bot's scores also steer which children the
// search tries first (PUCT priors), so a small budget plays at least as well as greedy.
//
// By default the opponent's decisions are not searched: a walk down the tree stops at the
// first of them and the greedy bot plays on (Opponent::Greedy). Searching them too
// (Opponent::Searched) finds the answers that hurt most, and with a large budget the bot then
// plays against an opponent far stronger than the one it meets and turns cautious: against
// greedy, 1,000 playouts won 41 of 80 games that way and 57 of 80 with greedy answers
// (docs/reference/bots.md, The search bot).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "tricorne/core/by_side.h"
#include "tricorne/play/game.h"

namespace tricorne {

/// Playouts per decision when nothing else is asked: the budget of `--bots search` and of the
/// strength table (docs/reference/bots.md, Strength).
inline constexpr int kSearchPlayouts = 1000;

/// How many times the playouts of other decisions the choice of a Command card gets: it sets
/// up a whole turn (one a turn, against a dozen or more orders, steps and dice reactions).
inline constexpr int kCardBudgetFactor = 2;

/// Who plays the opponent's decisions inside the search (see the top of this file).
enum class Opponent : std::uint8_t {
    Greedy,    ///< the greedy bot, as in the playouts: the tree holds the searching side's decisions only
    Searched,  ///< the tree searches them as it does the searching side's
};

/// How much one decision may search.
struct SearchOptions {
    /// Playouts per decision (≥ 1; the choice of a Command card gets kCardBudgetFactor times as
    /// many, see searchBudget). The CLI's only budget: the same seed and playouts give the same
    /// choice on any machine.
    int playouts = kSearchPlayouts;
    /// When above 0, also stop once this many seconds have passed (the studio's time budget;
    /// the choice then depends on the machine's speed). At least one playout is always played.
    double seconds = 0.0;
    /// Who answers inside the search.
    Opponent opponent = Opponent::Greedy;
};

/// One searched decision: the choice, and what the search thought of it.
struct SearchChoice {
    std::size_t index = 0;       ///< into the legal list searched
    int playouts = 0;            ///< playouts played (0: a single legal action, nothing to search)
    double value = 0.0;          ///< the choice's mean playout score for the deciding side, 0..1
    std::ptrdiff_t runnerUp = -1;  ///< the next most visited action's index, or -1
    double runnerUpValue = 0.0;
    /// Decisions of each side held in the tree, the root included (with Opponent::Greedy the
    /// opponent's count stays 0).
    BySide<int> treeNodes{0, 0};
    /// Playouts kept from the side's previous decision (SearchMemory): they had already played
    /// through this position, and count in the root's figures beside the `playouts` new ones.
    int kept = 0;
};

class SearchMemory;

/// The playouts searchChoice plays on `legal` unless a time budget stops it first: none for a
/// single legal action, kCardBudgetFactor times options.playouts for the choice of a Command
/// card (the decision that sets up a whole turn), options.playouts otherwise.
int searchBudget(const std::vector<Action>& legal, const SearchOptions& options);

/// Searches the decision at `state` (deciding side: decidingSide(rules, state)). `legal` must
/// be legalActions(rules, state), not empty. Draws exactly one number from `botRng` whenever
/// there is more than one legal action (none otherwise), so the game's dice and the other
/// side's bot are never disturbed. The hidden cards and the generator of `state` are never
/// read: two states that differ only there give the same choice. With `memory` (the side's own,
/// passed at each of its decisions of the game, the single-action ones too) the search goes on
/// from the tree its previous decision left when this position follows from it directly (see
/// SearchMemory), and leaves its own tree there for the next.
SearchChoice searchChoice(const Rules& rules, const GameState& state, const std::vector<Action>& legal, Pcg32& botRng,
                          const SearchOptions& options = {}, SearchMemory* memory = nullptr);

/// What one side's search bot carries from one decision to its next in a game: the tree below
/// the action it chose. When the next decision is the position that action led to, with nothing
/// between (no other decision, no die rolled, no card drawn: an order, a move step), the search
/// goes on from that subtree instead of starting afresh, so the playouts the last decision
/// spent on the rest of the turn count again; anything else starts a new tree. It holds only
/// what the side may see (the hidden cards pooled and sorted, no generator), so the choices stay
/// blind. One per side and game; moving it is cheap.
class SearchMemory {
public:
    SearchMemory();
    ~SearchMemory();
    SearchMemory(SearchMemory&&) noexcept;
    SearchMemory& operator=(SearchMemory&&) noexcept;
    /// Forgets the tree: the next decision starts afresh.
    void clear();
    struct Kept;  // the tree and the position it was left at (search.cpp)

private:
    friend SearchChoice searchChoice(const Rules&, const GameState&, const std::vector<Action>&, Pcg32&, const SearchOptions&, SearchMemory*);
    std::unique_ptr<Kept> m_kept;
};

/// The sentence the playtest log shows: "chose <action>: 64% after 200 playouts; next best
/// <action> 58%", with " and 150 kept from the last decision" after the playouts when the
/// search went on from its memory (no playouts: "chose <action>: the only legal action").
std::string explainChoice(const Rules& rules, const GameState& state, const std::vector<Action>& legal, const SearchChoice& choice);

}  // namespace tricorne

// Phase 5, the end of the turn (000 · Phase 5. End of Turn; 001 · PHASE 5. END OF TURN): the
// steps of CardState::endStep in order — the Combat card default action, the discard and the
// Command draws (a First Strike's replacement first; time pressure and the Scout's keep as
// decisions; hand growth; no draw after a card in lieu), then Combat card draws, reshuffles and
// sudden death — and the other side's turn. What the cards themselves do at these steps is
// cards_turn.cpp. See game_internal.h.
#include <algorithm>
#include <utility>
#include <vector>

#include "play/cards_internal.h"
#include "play/game_internal.h"
#include "tricorne/play/cards.h"

namespace tricorne::detail {

namespace {

const CommandCard* playedCommand(const Rules& rules, const GameState& s) {
    if (s.cards.inLieu >= 0 || s.playedCard < 0) return nullptr;
    return &rules.system().commandCards[static_cast<std::size_t>(s.playedCard)];
}

/// The Command cards `side` draws at the end of its turn (000 Cromdale: a hand that grows).
int commandDraws(const Rules& rules, const GameState& s, Position side) {
    const SpecialRule* growth = cards::ruleFor(rules, SpecialRuleKind::HandGrowth, side);
    if (!growth) return 1;
    const int hand = static_cast<int>(s.cards.hands[side].size());
    return std::clamp(growth->handSize - hand, 1, std::max(1, growth->draw));
}

/// Combat card draws, reshuffles and sudden death; the turn is over after it.
bool finish(const Rules& rules, GameState& s, bool scoutReplaced) {
    const Position side = s.active;
    const CardText* card = cards::turnCard(rules, s);
    if (card && !scoutReplaced)
        if (const CardEffect* e = card->effect(EffectKind::DrawCombat))
            for (int i = 0; i < e->value; ++i) cards::drawCombat(s, side);
    // 000 · Phase 5: "New draw decks are also formed after the play of the For King or Country
    // Command card and a Jacobite Rising Combat card" — the deck the card came from.
    if (card && card->effect(EffectKind::Reshuffle)) {
        const Position p = side;
        auto& deck = s.cards.inLieu >= 0 ? s.cards.combatDeck[p] : s.cards.deck;
        auto& discard = s.cards.inLieu >= 0 ? s.cards.combatDiscard[p] : s.cards.discard;
        deck.insert(deck.end(), discard.begin(), discard.end());
        discard.clear();
        cards::shufflePile(s, deck);
    }
    s.cards.endStep = EndStep::Start;
    s.cards.inLieu = -1;
    s.cards.drawn.clear();
    // 000 Falkirk stage 2: the side must have won by the end of its Nth card play.
    if (const SpecialRule* r = cards::ruleFor(rules, SpecialRuleKind::SuddenDeath, side); r && r->cardPlays > 0 && s.cards.plays[side] >= r->cardPlays && !s.winner) {
        s.winner = other(side);
        s.endReason = EndReason::SuddenDeath;
        s.phase = Phase::GameOver;
        s.tasks.clear();
        return false;
    }
    return true;
}

/// Runs the end-of-turn steps from CardState::endStep as far as they go without a decision.
/// Returns true when the turn is over; false when a decision is due (phase EndTurn) or the game
/// ended.
bool runEndSteps(const Rules& rules, GameState& s) {
    const Position side = s.active;
    const Position p = side;
    for (;;) {
        if (s.winner) return false;
        switch (s.cards.endStep) {
            case EndStep::Start:
            case EndStep::DefaultAction:
                // 000 · Combat card Default Action: after all turn actions, before the draw.
                if (cards::anyDefaultAction(rules, s)) {
                    s.cards.endStep = EndStep::DefaultAction;
                    s.phase = Phase::EndTurn;
                    return false;
                }
                s.cards.endStep = EndStep::Draws;
                break;
            case EndStep::Draws: {
                if (s.cards.inLieu >= 0) s.cards.combatDiscard[p].push_back(static_cast<std::uint8_t>(s.cards.inLieu));
                else if (s.playedCard >= 0) s.cards.discard.push_back(static_cast<std::uint8_t>(s.playedCard));
                // 000 · Phase 5: a First Strike played out of turn is replaced first.
                auto& owed = s.cards.replacements[other(side)];
                for (; owed > 0; --owed) cards::drawCommand(s, other(side));
                s.cards.replacements[p] = 0;
                const CommandCard* card = playedCommand(rules, s);
                // No Command draw after a card in lieu (000 · COMBAT CARDS) or under the
                // scenario's rule (000 Falkirk stage 2).
                if (!card || cards::ruleFor(rules, SpecialRuleKind::NoCommandDraw, side)) {
                    s.cards.endStep = EndStep::AfterCommandDraw;
                    break;
                }
                if (card->effect(EffectKind::DrawCommand)) {
                    // 000 · Time Pressure Objective: never the banner that would win.
                    const bool pressure = cards::ruleFor(rules, SpecialRuleKind::TimePressure, side) && s.bannersOf(side) + 1 < rules.scenario().victoryBanners;
                    s.cards.endStep = pressure ? EndStep::TimePressureChoice : EndStep::ScoutDraw;
                    if (pressure) {
                        s.phase = Phase::EndTurn;
                        return false;
                    }
                    break;
                }
                for (int i = commandDraws(rules, s, side); i > 0; --i) cards::drawCommand(s, side);
                s.cards.endStep = EndStep::AfterCommandDraw;
                break;
            }
            case EndStep::TimePressureChoice: s.phase = Phase::EndTurn; return false;
            case EndStep::ScoutDraw: {
                const CardEffect* e = playedCommand(rules, s)->effect(EffectKind::DrawCommand);
                std::vector<std::uint8_t> mine;
                auto& hand = s.cards.hands[p];
                for (int i = 0; i < e->value; ++i) {
                    const std::size_t before = hand.size();
                    cards::drawCommand(s, side);
                    if (hand.size() > before) {
                        mine.push_back(hand.back());
                        hand.pop_back();
                    }
                }
                s.cards.drawn = std::move(mine);
                if (static_cast<int>(s.cards.drawn.size()) <= e->keep) {
                    for (auto c : s.cards.drawn) s.cards.hands[p].push_back(c);
                    s.cards.drawn.clear();
                    s.cards.endStep = EndStep::AfterCommandDraw;
                    break;
                }
                s.cards.endStep = EndStep::KeepChoice;
                s.phase = Phase::EndTurn;
                return false;
            }
            case EndStep::KeepChoice: s.phase = Phase::EndTurn; return false;
            case EndStep::AfterCommandDraw: return finish(rules, s, false);
            case EndStep::AfterTimePressure: return finish(rules, s, true);
        }
    }
}

}  // namespace

void endTurnActions(const Rules& rules, const GameState& s, std::vector<Action>& out) {
    switch (s.cards.endStep) {
        case EndStep::DefaultAction:
            cards::defaultActions(rules, s, out);
            out.push_back(make(ActionKind::DeclineCard));
            return;
        case EndStep::TimePressureChoice:
            out.push_back(make(ActionKind::TimePressure, {}, {}, 1));
            out.push_back(make(ActionKind::TimePressure, {}, {}, 0));
            return;
        case EndStep::KeepChoice:
            for (std::size_t i = 0; i < s.cards.drawn.size(); ++i) out.push_back(make(ActionKind::KeepCard, {}, {}, static_cast<int>(i)));
            return;
        default: return;
    }
}

void applyEndTurn(const Rules& rules, GameState& s, const Action& a) {
    const Position side = s.active;
    const Position p = side;
    switch (a.kind) {
        case ActionKind::DeclineCard: s.cards.endStep = EndStep::Draws; break;
        case ActionKind::RepositionLeader: cards::repositionLeader(s, a); break;
        case ActionKind::TimePressure:
            if (a.index == 1) {
                gainBanners(rules, s, side, 1);
                cards::drawCommand(s, side);
                s.cards.endStep = EndStep::AfterTimePressure;
            } else {
                s.cards.endStep = EndStep::ScoutDraw;
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
                s.cards.endStep = EndStep::AfterCommandDraw;
            }
            break;
        }
        default: break;
    }
    endTurn(rules, s);  // the steps go on from where the answer leaves them
}

void endTurn(const Rules& rules, GameState& s) {
    if (!runEndSteps(rules, s)) return;  // a decision is due, or the game ended
    s.active = other(s.active);
    beginTurn(rules, s);
}

}  // namespace tricorne::detail

#include "tricorne/text/action_text.h"

#include <algorithm>
#include <array>

#include "tricorne/text/explain_text.h"

namespace tricorne {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

std::string armyName(const Rules& rules, const std::string& armyId) {
    const Army* army = rules.system().army(armyId);
    return army && !army->name.empty() ? army->name : armyId;
}

/// The card in `side`'s Command hand slot `slot` (or Combat hand), by the deck's name.
std::string commandCard(const Rules& rules, const GameState& s, Position side, int slot) {
    const auto& hand = s.cards.hands[side];
    return slot >= 0 && at(slot) < hand.size() ? rules.system().commandCards[hand[at(slot)]].name : "a Command card";
}
std::string combatCard(const Rules& rules, const GameState& s, Position side, int slot) {
    const auto& hand = s.cards.combatHands[side];
    return slot >= 0 && at(slot) < hand.size() ? rules.system().combatCards[hand[at(slot)]].name : "a Combat card";
}

/// A unit standing on `hex` by its name; a name two units share, with the hex ("Leather guns at
/// 5,3": the name alone would not say which); without a name, the booklets' way: army, type
/// and hex ("Government Regular Infantry at 5,7").
std::string unitName(const Rules& rules, int unit, Hex hex) {
    const auto& units = rules.scenario().units;
    const Unit& u = units[at(unit)];
    if (u.name.empty()) return armyName(rules, u.army) + " " + rules.unitType(unit).name + " at " + formatHex(hex);
    const bool shared = std::count_if(units.begin(), units.end(), [&](const Unit& other) { return other.name == u.name; }) > 1;
    return shared ? u.name + " at " + formatHex(hex) : u.name;
}

/// A leader by his name; without one, his army's leader at `hex`.
std::string leaderName(const Rules& rules, int leader, Hex hex) {
    const Leader& l = rules.scenario().leaders[at(leader)];
    return l.name.empty() ? armyName(rules, l.army) + " leader at " + formatHex(hex) : l.name;
}

std::string capitalised(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

}  // namespace

std::string describePiece(const Rules& rules, const GameState& state, PieceRef piece) {
    if (piece.index < 0) return "?";
    if (!piece.isUnit()) return leaderName(rules, piece.index, state.leaders[at(piece.index)].hex);
    return unitName(rules, piece.index, state.units[at(piece.index)].hex);
}

std::string describeHexContents(const Rules& rules, const GameState& state, Hex hex) {
    if (const int unit = state.unitAt(hex); unit >= 0) return describePiece(rules, state, PieceRef::unit(unit));
    if (const int leader = state.leaderAt(hex); leader >= 0) return describePiece(rules, state, PieceRef::leader(leader));
    return formatHex(hex);
}

std::string describeAction(const Rules& rules, const GameState& s, const Action& a) {
    const Position side = decidingSide(rules, s);
    const auto piece = [&](PieceRef p) { return describePiece(rules, s, p); };
    const auto target = [&](Hex h) { return describeHexContents(rules, s, h); };
    // The piece a decision concerns (a retreat, flags, a battle back …): the engine's own answer.
    const auto asked = [&] { return piece(explainDecision(rules, s).piece); };
    const auto moving = [&] { return s.moving ? piece(s.moving->piece) : std::string("the piece"); };
    std::string text;
    switch (a.kind) {
        case ActionKind::PlayCard: text = "play " + commandCard(rules, s, side, a.index); break;
        case ActionKind::Order: text = "order " + piece(a.piece); break;
        case ActionKind::Detach: text = "order " + piece(a.piece) + " to move away from his unit"; break;
        case ActionKind::EndOrders: text = "end orders"; break;
        case ActionKind::StartMove: text = "move " + piece(a.piece); break;
        case ActionKind::Step: text = moving() + " moves to " + formatHex(a.hex); break;
        case ActionKind::EndMove: text = moving() + " stops here"; break;
        case ActionKind::EndMovement: text = "end movement"; break;
        case ActionKind::Battle: text = piece(a.piece) + " battles " + target(a.hex); break;
        case ActionKind::EndCombat: text = "end combat"; break;
        case ActionKind::RetireAndRally: text = asked() + (a.index ? " retires and rallies" : " stands"); break;
        case ActionKind::IgnoreFlags:
            text = asked() + (a.index ? " ignores " + plural(a.index, "flag", "flags") : std::string(" ignores no flag"));
            break;
        case ActionKind::RetreatTo: text = asked() + " retreats to " + formatHex(a.hex); break;
        case ActionKind::RetireTo: text = asked() + " retires to " + formatHex(a.hex2) + " by " + formatHex(a.hex); break;
        case ActionKind::LeaderRetreatTo:
            text = asked() + (s.unitAt(a.hex) >= 0 && rules.unitSide(s.unitAt(a.hex)) != side ? " tries to escape through " : " retreats to ") +
                   formatHex(a.hex);
            break;
        case ActionKind::LeaderOffBoard: text = asked() + " leaves the battlefield"; break;
        case ActionKind::LeaderStop: text = asked() + " stops"; break;
        case ActionKind::TakeGround: text = asked() + (a.index ? " takes ground" : " holds its ground"); break;
        case ActionKind::BonusMelee: text = asked() + " makes a bonus melee on " + target(a.hex); break;
        case ActionKind::SkipBonusMelee: text = asked() + " makes no bonus melee"; break;
        case ActionKind::BattleBack: text = asked() + (a.index ? " battles back" : " does not battle back"); break;
        case ActionKind::CannonadeFire: text = piece(a.piece) + " fires the cannonade on " + target(a.hex); break;
        case ActionKind::CannonadeDone: text = "fire no more guns"; break;
        case ActionKind::CannonadeRetire: text = asked() + (a.index ? " retires to " + formatHex(a.hex2) : std::string(" holds")); break;
        case ActionKind::ShipFire: {
            const auto& list = rules.scenario().specialRules;
            const std::string ship = a.index >= 0 && at(a.index) < list.size() ? list[at(a.index)].name : "the ship";
            text = ship + " fires on " + target(a.hex);
            break;
        }
        case ActionKind::PlayCombatCard:
            text = "play " + combatCard(rules, s, side, a.index) +
                   (a.piece.index < 0 ? std::string(" in lieu of a Command card") : " on " + piece(a.piece));
            break;
        case ActionKind::FirstStrike: text = "play " + commandCard(rules, s, side, a.index) + " to strike first with " + piece(a.piece); break;
        case ActionKind::DeclineCard:
            text = s.phase == Phase::EndTurn ? "no more default actions: keep the Combat cards" : "play no card";
            break;
        case ActionKind::KeepCard: {
            const auto& drawn = s.cards.drawn;
            text = "keep " + (a.index >= 0 && at(a.index) < drawn.size() ? rules.system().commandCards[drawn[at(a.index)]].name
                                                                           : std::string("the drawn card"));
            break;
        }
        case ActionKind::TimePressure: text = a.index ? "take the time-pressure banner and draw 1" : "draw as the Scout says"; break;
        case ActionKind::RepositionLeader:
            text = "discard " + combatCard(rules, s, side, a.index) + ": " + piece(a.piece) + " repositions to " + formatHex(a.hex);
            break;
        case ActionKind::RevealCard: text = "reveal " + commandCard(rules, s, side, a.index); break;
    }
    if (text.empty()) text = describe(rules, a);  // a kind added later: the machine words beat none
    return capitalised(std::move(text));
}

std::vector<std::string> describeChanges(const Rules& rules, const GameState& before, const Action& action, const GameState& after) {
    std::vector<std::string> notes;
    for (int i = 0; i < rules.unitCount(); ++i) {
        const UnitState& b = before.units[at(i)];
        const UnitState& a = after.units[at(i)];
        if (!b.alive()) continue;
        const std::string name = describePiece(rules, before, PieceRef::unit(i));
        if (!a.alive()) {
            notes.push_back(name + " is eliminated");
            continue;
        }
        if (a.exited && !b.exited) notes.push_back(name + " leaves the battlefield");
        if (a.blocks < b.blocks) notes.push_back(name + " loses " + plural(b.blocks - a.blocks, "block", "blocks"));
        if (b.chief && !a.chief) notes.push_back(name + " loses its Chief marker");
        const bool ownMove = action.kind == ActionKind::Step || action.kind == ActionKind::TakeGround;
        if (a.hex != b.hex && !ownMove) notes.push_back(name + " goes to " + formatHex(a.hex));
    }
    for (int i = 0; i < rules.leaderCount(); ++i) {
        const LeaderState& b = before.leaders[at(i)];
        const LeaderState& a = after.leaders[at(i)];
        if (!b.onBoard() || a.onBoard()) continue;
        const std::string name = describePiece(rules, before, PieceRef::leader(i));
        notes.push_back(name + (a.offBoard ? " leaves the battlefield" : " is killed"));
    }
    for (Position p : {Position::Bottom, Position::Top})
        if (after.bannersOf(p) != before.bannersOf(p))
            notes.push_back(describeSide(rules, p) + " banners: " + std::to_string(before.bannersOf(p)) + " → " +
                            std::to_string(after.bannersOf(p)));
    if (after.winner && !before.winner) notes.push_back(describeSide(rules, *after.winner) + " wins the battle");
    return notes;
}

std::vector<std::string> describePassedPhases(const Rules& rules, const GameState& before, const GameState& after) {
    // A turn's phases in order (000 · Turn Sequence); the engine passes Order, Move and Combat
    // by itself when their only option is the way out (play/game.cpp, settle). Any of them that
    // lies strictly between the phase the action was taken in and the phase it led to was
    // entered and passed with nothing to do.
    static constexpr std::array<Phase, 4> kTurn{Phase::PlayCard, Phase::Order, Phase::Move, Phase::Combat};
    const auto place = [](Phase p) {
        for (std::size_t i = 0; i < kTurn.size(); ++i)
            if (kTurn[i] == p) return static_cast<int>(i);
        return p == Phase::EndTurn ? static_cast<int>(kTurn.size()) : -1;
    };
    const int from = place(before.phase);
    if (from < 0 || after.winner) return {};
    const auto why = [&](Phase p, Position side) {
        const std::string who = describeSide(rules, side);
        switch (p) {
            case Phase::Order: return "Order: the card lets " + who + " order no unit — the phase passes";
            case Phase::Move: return "Move: " + who + " has no ordered piece that can move — the phase passes";
            case Phase::Combat: return "Combat: no ordered " + who + " unit can battle — the phase passes";
            default: return std::string();
        }
    };
    std::vector<std::string> passed;
    const int to = place(after.phase);
    if (after.turn == before.turn) {
        for (int i = from + 1; i < to; ++i) passed.push_back(why(kTurn[at(i)], before.active));
    } else if (after.turn == before.turn + 1) {
        for (int i = from + 1; i < static_cast<int>(kTurn.size()); ++i) passed.push_back(why(kTurn[at(i)], before.active));
        for (int i = 0; i < to; ++i) passed.push_back(why(kTurn[at(i)], after.active));
    }
    std::erase(passed, std::string());
    return passed;
}

std::string describeCheck(const Rules& rules, const CheckExplanation& check, const std::vector<Face>& faces) {
    using K = CheckExplanation::Kind;
    const std::string unit = check.unit >= 0 ? unitName(rules, check.unit, check.hex) : "?";
    const std::string leader = check.leader >= 0 ? leaderName(rules, check.leader, check.hex) : "?";
    std::string text;
    switch (check.kind) {
        case K::Rally: text = "Rally check for " + unit; break;
        case K::LeaderSwept: text = "Leader check for " + leader + ", his unit routed"; break;
        case K::LeaderCasualty: text = "Leader casualty check for " + leader; break;
        case K::Chief: text = "Chief marker check for " + unit; break;
        case K::LeaderEscape: text = "Escape of " + leader + " through " + unit; break;
        case K::Wetland: text = "Wetland roll for " + (check.unit >= 0 ? unit : leader); break;
    }
    text += ": " + plural(check.dice.value, "die", "dice");
    // A rally check's and an escape's dice add up from several reasons; the others' one reason
    // is the check's own name.
    if (check.kind == K::Rally || check.kind == K::LeaderEscape) {
        std::string reasons;
        for (const MoraleReason& r : check.dice.reasons) {
            // The first reason is the base; every other one is a modifier with its sign.
            const std::string part = r.reason == "blocks"        ? plural(r.delta, "block", "blocks")
                                     : r.reason == "melee dice" ? std::to_string(r.delta) + " melee dice"
                                                                : (r.delta > 0 ? "+" : "") + std::to_string(r.delta) + " " + r.reason;
            reasons += (reasons.empty() ? "" : ", ") + part;
        }
        if (!reasons.empty()) text += " (" + reasons + ")";
    }
    if (faces.empty()) return text;
    std::string rolled;
    for (Face f : faces) rolled += (rolled.empty() ? "" : ", ") + std::string(faceName(f));
    text += ": " + rolled;
    const auto shows = [&](Face face) { return std::find(faces.begin(), faces.end(), face) != faces.end(); };
    switch (check.kind) {
        // 000 · Rally Check: a flag rallies the unit; none, and it routs (eliminated).
        case K::Rally: return text + (shows(Face::Flag) ? " — rallies" : " — no flag: routs");
        // 000 · Rally Check: a routed unit's leader is lost unless a flag is rolled.
        case K::LeaderSwept: return text + (shows(Face::Flag) ? " — he retreats" : " — no flag: eliminated");
        // 000 · CLAN CHIEF & CHIEF OFFICER MARKERS: a saber removes the marker.
        case K::Chief: return text + (shows(Face::Saber) ? " — marker removed" : " — marker stays");
        // 000 · Lone Leader Escape: any saber hits and eliminates him.
        case K::LeaderEscape: return text + (shows(Face::Saber) ? " — hit: eliminated" : " — escapes");
        // How many sabers kill (casualty) and which face costs (wetland) depend on the piece:
        // what followed is told by the changes.
        case K::LeaderCasualty:
        case K::Wetland: return text;
    }
    return text;
}

std::string describeUnbattled(const Rules& rules, const UnbattledUnit& idle) {
    const std::string unit = unitName(rules, idle.unit, idle.hex);
    switch (idle.why) {
        case UnbattledUnit::Why::MayNotBattle: return "Combat: " + unit + " may not battle after its move — it does not battle";
        case UnbattledUnit::Why::NoEnemyInRange: return "Combat: " + unit + " has no enemy within range — it does not battle";
        case UnbattledUnit::Why::NoTargetAllowed:
            return "Combat: " + unit + " has no enemy in range it may battle (sight, terrain or its orders forbid each) — it does not battle";
    }
    return "Combat: " + unit + " does not battle";
}

std::string describeSide(const Rules& rules, Position side) {
    const SideSetup& setup = rules.scenario().side(side);
    if (const Faction* f = rules.system().faction(setup.faction)) return f->name;
    if (!setup.faction.empty()) return setup.faction;
    return side == Position::Top ? "Top" : "Bottom";
}

std::string describeDecision(const Rules& rules, const GameState& state) {
    if (state.winner) return describeSide(rules, *state.winner) + " won.";
    const DecisionExplanation d = explainDecision(rules, state);
    const auto unit = [&](int u) { return u >= 0 ? describePiece(rules, state, PieceRef::unit(u)) : std::string("?"); };
    const std::string piece = describePiece(rules, state, d.piece);
    const std::string dice = d.attack ? " (" + describeAttackDice(*d.attack) + ")" : std::string();
    if (d.question) {
        using K = Task::Kind;
        switch (*d.question) {
            case K::RetireChoice: return piece + " is attacked by " + unit(d.opponent) + dice + ": retire and rally, or stand?";
            case K::IgnoreFlagsChoice: {
                if (!d.flags) break;
                std::string text = piece + " received " + plural(d.flags->flags, "flag", "flags") + " and may ignore up to " +
                                   std::to_string(d.flags->mayIgnore) + ".";
                if (const std::string why = describeFlagReasons(*d.flags); !why.empty()) text += " Why: " + why + ".";
                return text;
            }
            case K::RetreatChoice: return piece + " must retreat " + plural(d.hexes, "more hex", "more hexes") + ": choose where.";
            case K::RetirePathChoice: return piece + " retires 2 hexes: choose the path.";
            case K::LeaderRetreatChoice: return piece + " must retreat: choose his path.";
            case K::TakeGroundChoice: return piece + " may take ground at " + formatHex(d.hex) + ".";
            case K::BonusMeleeChoice: return piece + " may make a bonus melee.";
            case K::BattleBackChoice: return piece + " may battle back against " + unit(d.opponent) + dice + ".";
            case K::CannonadeRetireChoice: return piece + " may retire 2 hexes after firing.";
            case K::CardReaction: return piece + " is attacked by " + unit(d.opponent) + dice + ": play a card in reaction, or not?";
            default: break;
        }
    }
    switch (state.phase) {
        case Phase::Cannonade: return "Opening cannonade: fire a gun, or fire no more.";
        case Phase::PlayCard: return "Play a Command card.";
        case Phase::Order: return "Order units and leaders the card allows, then end orders.";
        case Phase::Move:
            return state.moving ? "Move " + describePiece(rules, state, state.moving->piece) + ": choose the next hex, or stop."
                                : "Choose an ordered piece to move, or end movement.";
        case Phase::Combat: return "Choose a target for an ordered unit, or end combat.";
        case Phase::GameOver: return "The game is over.";
        case Phase::EndTurn: return "End of turn: keep a drawn card, take a banner, or discard a Combat card to reposition a leader.";
        case Phase::Reveal: return "Choose a Command card to reveal: the higher card moves first.";
    }
    return {};
}

std::string phaseName(Phase phase) {
    switch (phase) {
        case Phase::Cannonade: return "Opening cannonade";
        case Phase::PlayCard: return "Play a card";
        case Phase::Order: return "Order";
        case Phase::Move: return "Move";
        case Phase::Combat: return "Combat";
        case Phase::GameOver: return "Game over";
        case Phase::EndTurn: return "End of turn";
        case Phase::Reveal: return "Reveal a card";
    }
    return {};
}

}  // namespace tricorne

#include "tricorne/text/action_text.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <utility>

#include "tricorne/text/explain_text.h"

namespace tricorne {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

/// An army by its name (a table name), else by its id.
Text armyName(const Rules& rules, const std::string& armyId) {
    const Army* army = rules.system().army(armyId);
    return army && !army->name.empty() ? nameText(army->name) : Text(armyId);
}

/// The card in `side`'s Command hand slot `slot` (or Combat hand), by the deck's name.
Text commandCard(const Rules& rules, const GameState& s, Position side, int slot) {
    const auto& hand = s.cards.hands[side];
    return slot >= 0 && at(slot) < hand.size() ? Text(rules.system().commandCards[hand[at(slot)]].name) : phraseText(TRICORNE_TEXT("a Command card"));
}
Text combatCard(const Rules& rules, const GameState& s, Position side, int slot) {
    const auto& hand = s.cards.combatHands[side];
    return slot >= 0 && at(slot) < hand.size() ? Text(rules.system().combatCards[hand[at(slot)]].name) : phraseText(TRICORNE_TEXT("a Combat card"));
}

/// A unit standing on `hex` by its name; a name two units share, with the hex ("Leather guns at
/// 5,3": the name alone would not say which); without a name, the booklets' way: army, type
/// and hex ("Government Regular Infantry at 5,7").
Text unitName(const Rules& rules, int unit, Hex hex) {
    const auto& units = rules.scenario().units;
    const Unit& u = units[at(unit)];
    if (u.name.empty()) return phraseText(TRICORNE_TEXT("{1} {2} at {3}"), {armyName(rules, u.army), nameText(rules.unitType(unit).name), formatHex(hex)});
    const bool shared = std::count_if(units.begin(), units.end(), [&](const Unit& other) { return other.name == u.name; }) > 1;
    return shared ? phraseText(TRICORNE_TEXT("{1} at {2}"), {u.name, formatHex(hex)}) : Text(u.name);
}

/// A leader by his name; without one, his army's leader at `hex`.
Text leaderName(const Rules& rules, int leader, Hex hex) {
    const Leader& l = rules.scenario().leaders[at(leader)];
    return l.name.empty() ? phraseText(TRICORNE_TEXT("{1} leader at {2}"), {armyName(rules, l.army), formatHex(hex)}) : Text(l.name);
}

std::string capitalised(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

/// A count with its noun, marked: "1 flag", "2 flags".
Text counted(int n, std::string_view one, std::string_view many) { return phraseText(n == 1 ? one : many, {std::to_string(n)}); }

/// The English of each text.
std::vector<std::string> english(std::vector<Text> texts) {
    std::vector<std::string> out;
    out.reserve(texts.size());
    for (Text& t : texts) out.push_back(std::move(t.text));
    return out;
}

}  // namespace

Text pieceText(const Rules& rules, const GameState& state, PieceRef piece) {
    if (piece.index < 0) return Text("?");
    if (!piece.isUnit()) return leaderName(rules, piece.index, state.leaders[at(piece.index)].hex);
    return unitName(rules, piece.index, state.units[at(piece.index)].hex);
}

std::string describePiece(const Rules& rules, const GameState& state, PieceRef piece) { return pieceText(rules, state, piece).text; }

Text hexContentsText(const Rules& rules, const GameState& state, Hex hex) {
    if (const int unit = state.unitAt(hex); unit >= 0) return pieceText(rules, state, PieceRef::unit(unit));
    if (const int leader = state.leaderAt(hex); leader >= 0) return pieceText(rules, state, PieceRef::leader(leader));
    return Text(formatHex(hex));
}

std::string describeHexContents(const Rules& rules, const GameState& state, Hex hex) { return hexContentsText(rules, state, hex).text; }

Text actionText(const Rules& rules, const GameState& s, const Action& a) {
    const Position side = decidingSide(rules, s);
    const auto piece = [&](PieceRef p) { return pieceText(rules, s, p); };
    const auto target = [&](Hex h) { return hexContentsText(rules, s, h); };
    // The piece a decision concerns (a retreat, flags, a battle back …): the engine's own answer.
    const auto asked = [&] { return piece(explainDecision(rules, s).piece); };
    const auto moving = [&] { return s.moving ? piece(s.moving->piece) : phraseText(TRICORNE_TEXT("the piece")); };
    const auto hex = [](Hex h) { return Text(formatHex(h)); };
    // The templates begin with a capital where the English sentence does; a sentence that begins
    // with a piece gets its capital below, as describeAction always gave it.
    Text text;
    switch (a.kind) {
        case ActionKind::PlayCard: text = phraseText(TRICORNE_TEXT("Play {1}"), {commandCard(rules, s, side, a.index)}); break;
        case ActionKind::Order: text = phraseText(TRICORNE_TEXT("Order {1}"), {piece(a.piece)}); break;
        case ActionKind::Detach: text = phraseText(TRICORNE_TEXT("Order {1} to move away from his unit"), {piece(a.piece)}); break;
        case ActionKind::EndOrders: text = phraseText(TRICORNE_TEXT("End orders")); break;
        case ActionKind::StartMove: text = phraseText(TRICORNE_TEXT("Move {1}"), {piece(a.piece)}); break;
        case ActionKind::Step: text = phraseText(TRICORNE_TEXT("{1} moves to {2}"), {moving(), hex(a.hex)}); break;
        case ActionKind::EndMove: text = phraseText(TRICORNE_TEXT("{1} stops here"), {moving()}); break;
        case ActionKind::EndMovement: text = phraseText(TRICORNE_TEXT("End movement")); break;
        case ActionKind::Battle: text = phraseText(TRICORNE_TEXT("{1} battles {2}"), {piece(a.piece), target(a.hex)}); break;
        case ActionKind::EndCombat: text = phraseText(TRICORNE_TEXT("End combat")); break;
        case ActionKind::RetireAndRally: text = phraseText(a.index ? TRICORNE_TEXT("{1} retires and rallies") : TRICORNE_TEXT("{1} stands"), {asked()}); break;
        case ActionKind::IgnoreFlags:
            text = a.index ? phraseText(TRICORNE_TEXT("{1} ignores {2}"), {asked(), counted(a.index, TRICORNE_TEXT("{1} flag"), TRICORNE_TEXT("{1} flags"))})
                           : phraseText(TRICORNE_TEXT("{1} ignores no flag"), {asked()});
            break;
        case ActionKind::RetreatTo: text = phraseText(TRICORNE_TEXT("{1} retreats to {2}"), {asked(), hex(a.hex)}); break;
        case ActionKind::RetireTo: text = phraseText(TRICORNE_TEXT("{1} retires to {2} by {3}"), {asked(), hex(a.hex2), hex(a.hex)}); break;
        case ActionKind::LeaderRetreatTo:
            text = phraseText(s.unitAt(a.hex) >= 0 && rules.unitSide(s.unitAt(a.hex)) != side ? TRICORNE_TEXT("{1} tries to escape through {2}")
                                                                                      : TRICORNE_TEXT("{1} retreats to {2}"),
                       {asked(), hex(a.hex)});
            break;
        case ActionKind::LeaderOffBoard: text = phraseText(TRICORNE_TEXT("{1} leaves the battlefield"), {asked()}); break;
        case ActionKind::LeaderStop: text = phraseText(TRICORNE_TEXT("{1} stops"), {asked()}); break;
        case ActionKind::TakeGround: text = phraseText(a.index ? TRICORNE_TEXT("{1} takes ground") : TRICORNE_TEXT("{1} holds its ground"), {asked()}); break;
        case ActionKind::BonusMelee: text = phraseText(TRICORNE_TEXT("{1} makes a bonus melee on {2}"), {asked(), target(a.hex)}); break;
        case ActionKind::SkipBonusMelee: text = phraseText(TRICORNE_TEXT("{1} makes no bonus melee"), {asked()}); break;
        case ActionKind::Breakthrough:
            text = a.index ? phraseText(TRICORNE_TEXT("{1} breaks through to {2}"), {asked(), hex(a.hex)})
                           : phraseText(TRICORNE_TEXT("{1} ends its breakthrough here"), {asked()});
            break;
        case ActionKind::BattleBack: text = phraseText(a.index ? TRICORNE_TEXT("{1} battles back") : TRICORNE_TEXT("{1} does not battle back"), {asked()}); break;
        case ActionKind::CannonadeFire: text = phraseText(TRICORNE_TEXT("{1} fires the cannonade on {2}"), {piece(a.piece), target(a.hex)}); break;
        case ActionKind::CannonadeDone: text = phraseText(TRICORNE_TEXT("Fire no more guns")); break;
        case ActionKind::CannonadeRetire:
            text = a.index ? phraseText(TRICORNE_TEXT("{1} retires to {2}"), {asked(), hex(a.hex2)}) : phraseText(TRICORNE_TEXT("{1} holds"), {asked()});
            break;
        case ActionKind::ShipFire: {
            const auto& list = rules.scenario().specialRules;
            const Text ship = a.index >= 0 && at(a.index) < list.size() ? Text(list[at(a.index)].name) : phraseText(TRICORNE_TEXT("the ship"));
            text = phraseText(TRICORNE_TEXT("{1} fires on {2}"), {ship, target(a.hex)});
            break;
        }
        case ActionKind::PlayCombatCard:
            text = a.piece.index < 0 ? phraseText(TRICORNE_TEXT("Play {1} in lieu of a Command card"), {combatCard(rules, s, side, a.index)})
                                     : phraseText(TRICORNE_TEXT("Play {1} on {2}"), {combatCard(rules, s, side, a.index), piece(a.piece)});
            break;
        case ActionKind::FirstStrike:
            text = phraseText(TRICORNE_TEXT("Play {1} to strike first with {2}"), {commandCard(rules, s, side, a.index), piece(a.piece)});
            break;
        case ActionKind::DeclineCard:
            text = s.phase == Phase::EndTurn ? phraseText(TRICORNE_TEXT("No more default actions: keep the Combat cards")) : phraseText(TRICORNE_TEXT("Play no card"));
            break;
        case ActionKind::KeepCard: {
            const auto& drawn = s.cards.drawn;
            text = phraseText(TRICORNE_TEXT("Keep {1}"), {a.index >= 0 && at(a.index) < drawn.size() ? Text(rules.system().commandCards[drawn[at(a.index)]].name)
                                                                                           : phraseText(TRICORNE_TEXT("the drawn card"))});
            break;
        }
        case ActionKind::TimePressure:
            text = a.index ? phraseText(TRICORNE_TEXT("Take the time-pressure banner and draw 1")) : phraseText(TRICORNE_TEXT("Draw as the Scout says"));
            break;
        case ActionKind::RepositionLeader:
            text = phraseText(TRICORNE_TEXT("Discard {1}: {2} repositions to {3}"), {combatCard(rules, s, side, a.index), piece(a.piece), hex(a.hex)});
            break;
        case ActionKind::RevealCard: text = phraseText(TRICORNE_TEXT("Reveal {1}"), {commandCard(rules, s, side, a.index)}); break;
    }
    if (text.text.empty()) text = Text(describe(rules, a));  // a kind added later: the machine words beat none
    text.text = capitalised(std::move(text.text));
    return text;
}

std::string describeAction(const Rules& rules, const GameState& s, const Action& a) { return actionText(rules, s, a).text; }

std::vector<Text> changesText(const Rules& rules, const GameState& before, const Action& action, const GameState& after) {
    std::vector<Text> notes;
    for (int i = 0; i < rules.unitCount(); ++i) {
        const UnitState& b = before.units[at(i)];
        const UnitState& a = after.units[at(i)];
        if (!b.alive()) continue;
        const Text name = pieceText(rules, before, PieceRef::unit(i));
        if (!a.alive()) {
            notes.push_back(phraseText(TRICORNE_TEXT("{1} is eliminated"), {name}));
            continue;
        }
        if (a.exited && !b.exited) notes.push_back(phraseText(TRICORNE_TEXT("{1} leaves the battlefield"), {name}));
        if (a.blocks < b.blocks)
            notes.push_back(phraseText(TRICORNE_TEXT("{1} loses {2}"), {name, counted(b.blocks - a.blocks, TRICORNE_TEXT("{1} block"), TRICORNE_TEXT("{1} blocks"))}));
        if (b.chief && !a.chief) notes.push_back(phraseText(TRICORNE_TEXT("{1} loses its Chief marker"), {name}));
        const bool ownMove = action.kind == ActionKind::Step || action.kind == ActionKind::TakeGround || action.kind == ActionKind::Breakthrough;
        if (a.hex != b.hex && !ownMove) notes.push_back(phraseText(TRICORNE_TEXT("{1} goes to {2}"), {name, formatHex(a.hex)}));
    }
    for (int i = 0; i < rules.leaderCount(); ++i) {
        const LeaderState& b = before.leaders[at(i)];
        const LeaderState& a = after.leaders[at(i)];
        if (!b.onBoard() || a.onBoard()) continue;
        const Text name = pieceText(rules, before, PieceRef::leader(i));
        notes.push_back(phraseText(a.offBoard ? TRICORNE_TEXT("{1} leaves the battlefield") : TRICORNE_TEXT("{1} is killed"), {name}));
    }
    for (Position p : {Position::Bottom, Position::Top})
        if (after.bannersOf(p) != before.bannersOf(p))
            notes.push_back(phraseText(TRICORNE_TEXT("{1} banners: {2} → {3}"), {sideText(rules, p), std::to_string(before.bannersOf(p)), std::to_string(after.bannersOf(p))}));
    if (after.winner && !before.winner) notes.push_back(phraseText(TRICORNE_TEXT("{1} wins the battle"), {sideText(rules, *after.winner)}));
    return notes;
}

std::vector<std::string> describeChanges(const Rules& rules, const GameState& before, const Action& action, const GameState& after) {
    return english(changesText(rules, before, action, after));
}

std::vector<Text> passedPhasesText(const Rules& rules, const GameState& before, const GameState& after) {
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
        const Text who = sideText(rules, side);
        switch (p) {
            case Phase::Order: return phraseText(TRICORNE_TEXT("Order: the card lets {1} order no unit — the phase passes"), {who});
            case Phase::Move: return phraseText(TRICORNE_TEXT("Move: {1} has no ordered piece that can move — the phase passes"), {who});
            case Phase::Combat: return phraseText(TRICORNE_TEXT("Combat: no ordered {1} unit can battle — the phase passes"), {who});
            default: return Text();
        }
    };
    std::vector<Text> passed;
    const int to = place(after.phase);
    if (after.turn == before.turn) {
        for (int i = from + 1; i < to; ++i) passed.push_back(why(kTurn[at(i)], before.active));
    } else if (after.turn == before.turn + 1) {
        for (int i = from + 1; i < static_cast<int>(kTurn.size()); ++i) passed.push_back(why(kTurn[at(i)], before.active));
        for (int i = 0; i < to; ++i) passed.push_back(why(kTurn[at(i)], after.active));
    }
    std::erase(passed, Text());
    return passed;
}

std::vector<std::string> describePassedPhases(const Rules& rules, const GameState& before, const GameState& after) {
    return english(passedPhasesText(rules, before, after));
}

namespace {

/// A die's face as the check lines name it: "flag", "saber", "infantry" …
Text faceText(Face face) {
    switch (face) {
        case Face::Infantry: return phraseText(TRICORNE_TEXT("infantry"));
        case Face::Cavalry: return phraseText(TRICORNE_TEXT("cavalry"));
        case Face::Artillery: return phraseText(TRICORNE_TEXT("artillery"));
        case Face::Flag: return phraseText(TRICORNE_TEXT("flag"));
        case Face::Saber: return phraseText(TRICORNE_TEXT("saber"));
        case Face::Blank: return phraseText(TRICORNE_TEXT("blank"));
    }
    return Text(faceName(face));
}

/// One term of a check's dice: the base counted ("2 blocks", "2 melee dice"), every other one
/// a modifier with its sign ("+1 attached leader"). The rules name the base "blocks" (a rally
/// check, rallyDice) or "melee dice" (a lone leader's escape, combat_tasks.cpp).
Text checkTerm(const MoraleReason& r) {
    if (r.reason.text == "blocks") return counted(r.delta, TRICORNE_TEXT("{1} block"), TRICORNE_TEXT("{1} blocks"));
    if (r.reason.text == "melee dice") return phraseText(TRICORNE_TEXT("{1} melee dice"), {std::to_string(r.delta)});
    return phraseText(TRICORNE_TEXT("{1} {2}"), {(r.delta > 0 ? "+" : "") + std::to_string(r.delta), r.reason});
}

}  // namespace

Text checkText(const Rules& rules, const CheckExplanation& check, const std::vector<Face>& faces) {
    using K = CheckExplanation::Kind;
    const Text unit = check.unit >= 0 ? unitName(rules, check.unit, check.hex) : Text("?");
    const Text leader = check.leader >= 0 ? leaderName(rules, check.leader, check.hex) : Text("?");
    Text dice = counted(check.dice.value, TRICORNE_TEXT("{1} die"), TRICORNE_TEXT("{1} dice"));
    // A rally check's and an escape's dice add up from several reasons; the others' one reason
    // is the check's own name.
    if (check.kind == K::Rally || check.kind == K::LeaderEscape) {
        std::vector<Text> terms;
        for (const MoraleReason& r : check.dice.reasons) terms.push_back(checkTerm(r));
        if (!terms.empty()) dice = phraseText(TRICORNE_TEXT("{1} ({2})"), {std::move(dice), joinTexts(terms, TRICORNE_TEXT("{1}, {2}"))});
    }
    Text text;
    switch (check.kind) {
        case K::Rally: text = phraseText(TRICORNE_TEXT("Rally check for {1}: {2}"), {unit, dice}); break;
        case K::LeaderSwept: text = phraseText(TRICORNE_TEXT("Leader check for {1}, his unit routed: {2}"), {leader, dice}); break;
        case K::LeaderCasualty: text = phraseText(TRICORNE_TEXT("Leader casualty check for {1}: {2}"), {leader, dice}); break;
        case K::Chief: text = phraseText(TRICORNE_TEXT("Chief marker check for {1}: {2}"), {unit, dice}); break;
        case K::LeaderEscape: text = phraseText(TRICORNE_TEXT("Escape of {1} through {2}: {3}"), {leader, unit, dice}); break;
        case K::Wetland: text = phraseText(TRICORNE_TEXT("Wetland roll for {1}: {2}"), {check.unit >= 0 ? unit : leader, dice}); break;
    }
    if (faces.empty()) return text;
    std::vector<Text> rolled;
    for (Face f : faces) rolled.push_back(faceText(f));
    text = phraseText(TRICORNE_TEXT("{1}: {2}"), {std::move(text), joinTexts(rolled, TRICORNE_TEXT("{1}, {2}"))});
    const auto shows = [&](Face face) { return std::find(faces.begin(), faces.end(), face) != faces.end(); };
    const auto outcome = [&](const char* what) { return phraseText(TRICORNE_TEXT("{1} — {2}"), {std::move(text), phraseText(what)}); };
    switch (check.kind) {
        // 000 · Rally Check: a flag rallies the unit; none, and it routs (eliminated).
        case K::Rally: return outcome(shows(Face::Flag) ? TRICORNE_TEXT("rallies") : TRICORNE_TEXT("no flag: routs"));
        // 000 · Rally Check: a routed unit's leader is lost unless a flag is rolled.
        case K::LeaderSwept: return outcome(shows(Face::Flag) ? TRICORNE_TEXT("he retreats") : TRICORNE_TEXT("no flag: eliminated"));
        // 000 · CLAN CHIEF & CHIEF OFFICER MARKERS: a saber removes the marker.
        case K::Chief: return outcome(shows(Face::Saber) ? TRICORNE_TEXT("marker removed") : TRICORNE_TEXT("marker stays"));
        // 000 · Lone Leader Escape: any saber hits and eliminates him.
        case K::LeaderEscape: return outcome(shows(Face::Saber) ? TRICORNE_TEXT("hit: eliminated") : TRICORNE_TEXT("escapes"));
        // How many sabers kill (casualty) and which face costs (wetland) depend on the piece:
        // what followed is told by the changes.
        case K::LeaderCasualty:
        case K::Wetland: return text;
    }
    return text;
}

std::string describeCheck(const Rules& rules, const CheckExplanation& check, const std::vector<Face>& faces) {
    return checkText(rules, check, faces).text;
}

Text unbattledText(const Rules& rules, const UnbattledUnit& idle) {
    const Text unit = unitName(rules, idle.unit, idle.hex);
    switch (idle.why) {
        case UnbattledUnit::Why::MayNotBattle: return phraseText(TRICORNE_TEXT("Combat: {1} may not battle after its move — it does not battle"), {unit});
        case UnbattledUnit::Why::NoEnemyInRange: return phraseText(TRICORNE_TEXT("Combat: {1} has no enemy within range — it does not battle"), {unit});
        case UnbattledUnit::Why::NoTargetAllowed:
            return phraseText(TRICORNE_TEXT("Combat: {1} has no enemy in range it may battle (sight, terrain or its orders forbid each) — it does not battle"), {unit});
    }
    return phraseText(TRICORNE_TEXT("Combat: {1} does not battle"), {unit});
}

std::string describeUnbattled(const Rules& rules, const UnbattledUnit& idle) { return unbattledText(rules, idle).text; }

Text sideText(const Rules& rules, Position side) {
    const SideSetup& setup = rules.scenario().side(side);
    if (const Faction* f = rules.system().faction(setup.faction)) return nameText(f->name);
    if (!setup.faction.empty()) return Text(setup.faction);
    return side == Position::Top ? phraseText(TRICORNE_TEXT("Top")) : phraseText(TRICORNE_TEXT("Bottom"));
}

std::string describeSide(const Rules& rules, Position side) { return sideText(rules, side).text; }

Text decisionText(const Rules& rules, const GameState& state) {
    if (state.winner) return phraseText(TRICORNE_TEXT("{1} won."), {sideText(rules, *state.winner)});
    const DecisionExplanation d = explainDecision(rules, state);
    const auto unit = [&](int u) { return u >= 0 ? pieceText(rules, state, PieceRef::unit(u)) : Text("?"); };
    const Text piece = pieceText(rules, state, d.piece);
    // The attack the question is about, with its dice when the engine explained them: the
    // template with the dice, else the one without.
    const auto attacked = [&](const char* withDice, const char* without) {
        return d.attack ? phraseText(withDice, {piece, unit(d.opponent), attackDiceText(*d.attack)}) : phraseText(without, {piece, unit(d.opponent)});
    };
    if (d.question) {
        using K = Task::Kind;
        switch (*d.question) {
            case K::RetireChoice:
                return attacked(TRICORNE_TEXT("{1} is attacked by {2} ({3}): retire and rally, or stand?"),
                                TRICORNE_TEXT("{1} is attacked by {2}: retire and rally, or stand?"));
            case K::IgnoreFlagsChoice: {
                if (!d.flags) break;
                Text text = phraseText(TRICORNE_TEXT("{1} received {2} and may ignore up to {3}."),
                                {piece, counted(d.flags->flags, TRICORNE_TEXT("{1} flag"), TRICORNE_TEXT("{1} flags")), std::to_string(d.flags->mayIgnore)});
                if (Text why = flagReasonsText(*d.flags); !why.text.empty()) text = phraseText(TRICORNE_TEXT("{1} Why: {2}."), {std::move(text), std::move(why)});
                return text;
            }
            case K::RetreatChoice:
                return phraseText(TRICORNE_TEXT("{1} must retreat {2}: choose where."),
                           {piece, counted(d.hexes, TRICORNE_TEXT("{1} more hex"), TRICORNE_TEXT("{1} more hexes"))});
            case K::RetirePathChoice: return phraseText(TRICORNE_TEXT("{1} retires 2 hexes: choose the path."), {piece});
            case K::LeaderRetreatChoice: return phraseText(TRICORNE_TEXT("{1} must retreat: choose his path."), {piece});
            case K::TakeGroundChoice: return phraseText(TRICORNE_TEXT("{1} may take ground at {2}."), {piece, formatHex(d.hex)});
            case K::BonusMeleeChoice: return phraseText(TRICORNE_TEXT("{1} may make a bonus melee."), {piece});
            case K::BreakthroughChoice:
                return phraseText(TRICORNE_TEXT("{1} breaks through: it may move {2}, or stop here."),
                                  {piece, counted(d.hexes, TRICORNE_TEXT("{1} more hex"), TRICORNE_TEXT("{1} more hexes"))});
            case K::BattleBackChoice:
                return attacked(TRICORNE_TEXT("{1} may battle back against {2} ({3})."), TRICORNE_TEXT("{1} may battle back against {2}."));
            case K::CannonadeRetireChoice: return phraseText(TRICORNE_TEXT("{1} may retire 2 hexes after firing."), {piece});
            case K::CardReaction:
                return attacked(TRICORNE_TEXT("{1} is attacked by {2} ({3}): play a card in reaction, or not?"),
                                TRICORNE_TEXT("{1} is attacked by {2}: play a card in reaction, or not?"));
            default: break;
        }
    }
    switch (state.phase) {
        case Phase::Cannonade: return phraseText(TRICORNE_TEXT("Opening cannonade: fire a gun, or fire no more."));
        case Phase::PlayCard: return phraseText(TRICORNE_TEXT("Play a Command card."));
        case Phase::Order: return phraseText(TRICORNE_TEXT("Order units and leaders the card allows, then end orders."));
        case Phase::Move:
            return state.moving ? phraseText(TRICORNE_TEXT("Move {1}: choose the next hex, or stop."), {pieceText(rules, state, state.moving->piece)})
                                : phraseText(TRICORNE_TEXT("Choose an ordered piece to move, or end movement."));
        case Phase::Combat: return phraseText(TRICORNE_TEXT("Choose a target for an ordered unit, or end combat."));
        case Phase::GameOver: return phraseText(TRICORNE_TEXT("The game is over."));
        case Phase::EndTurn: return phraseText(TRICORNE_TEXT("End of turn: keep a drawn card, take a banner, or discard a Combat card to reposition a leader."));
        case Phase::Reveal: return phraseText(TRICORNE_TEXT("Choose a Command card to reveal: the higher card moves first."));
    }
    return {};
}

std::string describeDecision(const Rules& rules, const GameState& state) { return decisionText(rules, state).text; }

Text phaseText(Phase phase) {
    switch (phase) {
        case Phase::Cannonade: return phraseText(TRICORNE_TEXT("Opening cannonade"));
        case Phase::PlayCard: return phraseText(TRICORNE_TEXT("Play a card"));
        case Phase::Order: return phraseText(TRICORNE_TEXT("Order"));
        case Phase::Move: return phraseText(TRICORNE_TEXT("Move"));
        case Phase::Combat: return phraseText(TRICORNE_TEXT("Combat"));
        case Phase::GameOver: return phraseText(TRICORNE_TEXT("Game over"));
        case Phase::EndTurn: return phraseText(TRICORNE_TEXT("End of turn"));
        case Phase::Reveal: return phraseText(TRICORNE_TEXT("Reveal a card"));
    }
    return {};
}

std::string phaseName(Phase phase) { return phaseText(phase).text; }

Text flagsRolledText(int flags) { return counted(flags, TRICORNE_TEXT("{1} flag rolled"), TRICORNE_TEXT("{1} flags rolled")); }

Text mayIgnoreText(Text reasons) { return phraseText(TRICORNE_TEXT("may ignore: {1}"), {std::move(reasons)}); }

}  // namespace tricorne

#include "tricorne/text/rule_text.h"

#include <algorithm>
#include <string_view>
#include <utility>

namespace tricorne {

namespace {

/// Ids joined as the English lists them: plain values, never translated.
std::string join(const std::vector<std::string>& parts, const char* sep = ", ") {
    std::string out;
    for (const auto& p : parts) out += (out.empty() ? "" : sep) + p;
    return out;
}

/// Ids as the English lists them ("stream, river"), each keyed by its table name when `name`
/// knows it (a terrain's, a unit type's), so the studio translates the name.
template <typename NameOf>
Text idNames(const std::vector<std::string>& ids, NameOf name) {
    std::vector<Text> parts;
    for (const std::string& id : ids) {
        Text part(id);
        part.key = name(id);
        parts.push_back(std::move(part));
    }
    return joinTexts(parts, TRICORNE_TEXT("{1}, {2}"));
}

/// Unit kinds by their table names ("infantry, cavalry"), translated in the studio.
Text kindNames(const std::vector<std::string>& kinds) {
    std::vector<Text> names;
    for (const std::string& k : kinds) names.push_back(nameText(k));
    return joinTexts(names, TRICORNE_TEXT("{1}, {2}"));
}

/// A side by its word, or "either" for a rule that names none.
Text sideName(const std::optional<Position>& p, const SideWords& sides) { return p ? Text(sides[*p]) : phraseText(TRICORNE_TEXT("either")); }

/// 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st.
Text ordinal(int n) {
    const int tens = n % 100, units = n % 10;
    const std::string number = std::to_string(n);
    if (tens >= 11 && tens <= 13) return phraseText(TRICORNE_TEXT("{1}th"), {number});
    return phraseText(units == 1 ? TRICORNE_TEXT("{1}st") : units == 2 ? TRICORNE_TEXT("{1}nd") : units == 3 ? TRICORNE_TEXT("{1}rd") : TRICORNE_TEXT("{1}th"), {number});
}

/// A count with its noun: "1 die", "3 dice".
Text counted(long long n, std::string_view one, std::string_view many) { return phraseText(n == 1 ? one : many, {std::to_string(n)}); }

/// A place, then how many hexes the rule is limited to, if it is: "Creek (3 hexes)".
Text withHexes(Text place, const SpecialRule& r) {
    if (r.hexes.empty()) return place;
    return phraseText(TRICORNE_TEXT("{1} ({2} hexes)"), {std::move(place), std::to_string(r.hexes.size())});
}

/// Who a card-linked rule is for, opening its sentence: "For the Government player",
/// "For both players" (validation refuses a rule with no side; it would read "For no player").
Text forPlayers(const std::vector<Position>& who, const SideWords& sides) {
    const bool top = std::find(who.begin(), who.end(), Position::Top) != who.end();
    const bool bottom = std::find(who.begin(), who.end(), Position::Bottom) != who.end();
    if (top && bottom) return phraseText(TRICORNE_TEXT("For both players"));
    if (!top && !bottom) return phraseText(TRICORNE_TEXT("For no player"));
    return phraseText(TRICORNE_TEXT("For the {1} player"), {sides[top ? Position::Top : Position::Bottom]});
}

/// The banners an objective is worth, then whom it pays: "1 banner to the British side", or
/// the banners alone when it pays either side.
Text bannersText(const Objective& o, const SideWords& sides) {
    Text banners;
    if (o.bannersTop || o.bannersBottom)
        banners = phraseText(TRICORNE_TEXT("{1} ({2}) / {3} ({4}) banners"),
                      {std::to_string(o.bannersTop.value_or(o.banners.value_or(0))), sides[Position::Top],
                       std::to_string(o.bannersBottom.value_or(o.banners.value_or(0))), sides[Position::Bottom]});
    else
        banners = counted(o.banners.value_or(0), TRICORNE_TEXT("{1} banner"), TRICORNE_TEXT("{1} banners"));
    if (o.beneficiary == Beneficiary::Both) return banners;
    return phraseText(TRICORNE_TEXT("{1} to the {2} side"), {std::move(banners), sides[o.beneficiary == Beneficiary::Top ? Position::Top : Position::Bottom]});
}

/// How the hexes must be held: "per hex occupied", "when every hex is free of enemy units" …
Text perText(const Objective& o) {
    const bool noEnemy = o.occupancy == ObjectiveOccupancy::NoEnemy;
    switch (o.count) {
        case ObjectiveCount::Each: return phraseText(noEnemy ? TRICORNE_TEXT("per hex free of enemy units") : TRICORNE_TEXT("per hex occupied"));
        case ObjectiveCount::All:
            return phraseText(noEnemy ? TRICORNE_TEXT("when every hex is free of enemy units") : TRICORNE_TEXT("when every hex is occupied"));
        case ObjectiveCount::Any: break;
    }
    return phraseText(noEnemy ? TRICORNE_TEXT("while no hex holds an enemy unit") : TRICORNE_TEXT("while a hex is occupied"));
}

}  // namespace

const SideWords& positionWords() {
    static const SideWords words{std::string(positionName(Position::Bottom)), std::string(positionName(Position::Top))};
    return words;
}

SideWords factionWords(const Scenario& scenario, const GameSystem* system) {
    SideWords words = positionWords();
    for (Position side : {Position::Bottom, Position::Top}) {
        const std::string& faction = scenario.side(side).faction;
        if (const Faction* f = system ? system->faction(faction) : nullptr; f && !f->name.empty()) words[side] = f->name;
        else if (!faction.empty()) words[side] = faction;
    }
    return words;
}

Text objectiveText(const Objective& o, const SideWords& sides) {
    const Text banners = bannersText(o, sides);
    const Text per = perText(o);
    Text out;
    switch (o.kind) {
        case ObjectiveKind::Invalid: return {};
        case ObjectiveKind::Temporary: out = phraseText(TRICORNE_TEXT("{1} {2}; lost at once"), {banners, per}); break;
        case ObjectiveKind::StartTurnTemporary: out = phraseText(TRICORNE_TEXT("{1} {2} at the start of the side's turn; lost at once"), {banners, per}); break;
        case ObjectiveKind::TurnStartMajority: out = phraseText(TRICORNE_TEXT("{1} for an absolute majority of the group at the side's turn start"), {banners}); break;
        case ObjectiveKind::Permanent: out = phraseText(TRICORNE_TEXT("{1} {2}, kept for good"), {banners, per}); break;
        case ObjectiveKind::TurnStartPermanent:
            out = phraseText(TRICORNE_TEXT("{1} {2} at the side's turn start, kept for good (each hex once)"), {banners, per});
            break;
        case ObjectiveKind::LastToOccupy: out = phraseText(TRICORNE_TEXT("{1} to the last side to occupy it"), {banners}); break;
        case ObjectiveKind::ClearingASection:
            out = phraseText(TRICORNE_TEXT("{1} when the section is clear of enemy units at the turn start, again each turn it stays clear"), {banners});
            break;
        case ObjectiveKind::Breakthrough:
            out = phraseText(o.loneLeaders ? TRICORNE_TEXT("{1} per unit or lone leader leaving by the enemy baseline") : TRICORNE_TEXT("{1} per unit leaving by the enemy baseline"),
                      {banners});
            break;
        case ObjectiveKind::Withdraw:
            out = phraseText(o.loneLeaders ? TRICORNE_TEXT("{1} per unit or lone leader leaving by the own baseline") : TRICORNE_TEXT("{1} per unit leaving by the own baseline"),
                      {banners});
            break;
        case ObjectiveKind::SectionEmpty:
            out = phraseText(o.section ? TRICORNE_TEXT("{1} while the enemy has no unit in the section, taken at the turn start")
                                : TRICORNE_TEXT("{1} while the enemy has no unit in a section, taken at the turn start"),
                      {banners});
            break;
        case ObjectiveKind::ImmediateVictory:
            out = o.beneficiary == Beneficiary::Both
                      ? phraseText(TRICORNE_TEXT("immediate victory for either side with a unit on the hexes at the start of its turn"))
                      : phraseText(TRICORNE_TEXT("immediate victory for the {1} side with a unit on the hexes at the start of its turn"),
                            {sides[o.beneficiary == Beneficiary::Top ? Position::Top : Position::Bottom]});
            break;
        case ObjectiveKind::TurnStartRepeating:
            out = o.maxPerTurn ? phraseText(TRICORNE_TEXT("{1} {2} at every turn start, kept for good; at most {3} a turn"), {banners, per, std::to_string(*o.maxPerTurn)})
                               : phraseText(TRICORNE_TEXT("{1} {2} at every turn start, kept for good"), {banners, per});
            break;
    }
    if (o.afterTotalBanners) out = phraseText(TRICORNE_TEXT("{1}; only once both sides have gained {2} banners"), {std::move(out), std::to_string(*o.afterTotalBanners)});
    if (o.holder) out = phraseText(TRICORNE_TEXT("{1}; the {2} side holds it at the start"), {std::move(out), sides[*o.holder]});
    return out;
}

std::string describeObjective(const Objective& o, const SideWords& sides) { return objectiveText(o, sides).text; }

Text specialRuleText(const SpecialRule& r, const SideWords& sides, const GameSystem* system) {
    auto terrainName = [system](const std::string& id) {
        if (system)
            for (const TerrainType& t : system->terrain)
                if (t.id == id) return t.name;
        return std::string();
    };
    auto typeName = [system](const std::string& id) {
        if (system)
            for (const Army& army : system->armies)
                if (const UnitType* type = army.unitType(id)) return type->name;
        return std::string();
    };
    using K = SpecialRuleKind;
    switch (r.kind) {
        case K::Invalid: return {};
        case K::Text: return r.text;
        case K::OpeningCannonade: {
            std::vector<Text> parts;
            if (r.firstSide) parts.push_back(phraseText(TRICORNE_TEXT("{1} fires first"), {sides[*r.firstSide]}));
            for (Position p : r.mustRetire) parts.push_back(phraseText(TRICORNE_TEXT("{1} guns must retire"), {sides[p]}));
            for (const auto& j : r.joiners)
                parts.push_back(j.dice ? phraseText(TRICORNE_TEXT("{1} join with {2} die"), {idNames({j.type}, typeName), std::to_string(*j.dice)})
                                       : phraseText(TRICORNE_TEXT("{1} join"), {idNames({j.type}, typeName)}));
            if (parts.empty()) return phraseText(TRICORNE_TEXT("Opening cannonade"));
            return phraseText(TRICORNE_TEXT("Opening cannonade: {1}"), {joinTexts(parts, TRICORNE_TEXT("{1}; {2}"))});
        }
        case K::Waterway: {
            const Text waters = withHexes(r.terrain.empty() ? phraseText(TRICORNE_TEXT("Rivers and streams")) : idNames(r.terrain, terrainName), r);
            return phraseText(r.fordable ? TRICORNE_TEXT("{1}: fordable") : TRICORNE_TEXT("{1}: impassable"), {waters});
        }
        case K::ShallowFords: return phraseText(TRICORNE_TEXT("{1} without movement restriction"), {withHexes(phraseText(TRICORNE_TEXT("Fords")), r)});
        case K::CreekAsMarsh:
            return phraseText(TRICORNE_TEXT("{1} crossed as a marsh; a block lost costs a rally check; {2} units crossing leave without a banner"),
                       {withHexes(phraseText(TRICORNE_TEXT("Creek")), r), sideName(r.side, sides)});
        case K::HexsideAs: return phraseText(TRICORNE_TEXT("{1} plays as {2}"), {r.from, r.as});
        case K::FirstPlayerDice:
            return phraseText(TRICORNE_TEXT("First player: {1} dice each, most sabers; {2} on a tie"), {std::to_string(r.dice), sideName(r.side, sides)});
        case K::RallyAfterCombat:
            if (r.unitKinds.empty()) return phraseText(TRICORNE_TEXT("{1} units make a rally check after each combat"), {sideName(r.side, sides)});
            return phraseText(TRICORNE_TEXT("{1} {2} make a rally check after each combat"), {sideName(r.side, sides), kindNames(r.unitKinds)});
        case K::RallyWhenHit: return phraseText(TRICORNE_TEXT("{1} units hit without retreating make a rally check"), {sideName(r.side, sides)});
        case K::RallyWhenMovingBack: return phraseText(TRICORNE_TEXT("{1} units ordered back toward their baseline make a rally check"), {sideName(r.side, sides)});
        case K::MoraleAs: return phraseText(TRICORNE_TEXT("{1} retreat and rally as {2}"), {join(r.units), idNames({r.as}, typeName)});
        case K::BlockReturn:
            return phraseText(TRICORNE_TEXT("Once per battle: a {1} {2} ordered with lost blocks gets one back"),
                       {sideName(r.side, sides), withHexes(r.unitKinds.empty() ? phraseText(TRICORNE_TEXT("unit")) : kindNames(r.unitKinds), r)});
        case K::NoFireBonus: return phraseText(TRICORNE_TEXT("Rain: no ranged dice bonus from {1}"), {join(r.cards)});
        case K::ShipFire: {
            std::vector<Text> args{r.name, sideName(r.side, sides), counted(r.dice, TRICORNE_TEXT("{1} die"), TRICORNE_TEXT("{1} dice")),
                                   counted(static_cast<long long>(r.hexes.size()), TRICORNE_TEXT("{1} hex"), TRICORNE_TEXT("{1} hexes"))};
            if (r.cards.empty()) return phraseText(TRICORNE_TEXT("{1} ({2}) fires {3} at an enemy unit on {4} in the opening cannonade"), std::move(args));
            std::vector<Text> cards(r.cards.begin(), r.cards.end());
            args.push_back(joinTexts(cards, TRICORNE_TEXT("{1} or {2}")));
            return phraseText(TRICORNE_TEXT("{1} ({2}) fires {3} at an enemy unit on {4} in the opening cannonade and in each turn of {5}"), std::move(args));
        }
        case K::ForcedRetreat: {
            std::vector<std::string> toward;
            for (Side s : r.toward) toward.emplace_back(tricorne::sideName(s));
            return phraseText(TRICORNE_TEXT("{1} retreat only toward {2}"), {join(r.units) + (r.leaders.empty() ? "" : ", " + join(r.leaders)), join(toward, "/")});
        }
        // The card-linked rules (000 · Victory Banners, time pressure objective; the battles' notes):
        // each sentence names the players it is for, as the battle notes do.
        case K::TimePressure:
            return phraseText(TRICORNE_TEXT("{1}: after playing a Scout card, may take 1 permanent banner and draw 1 Command card instead of the card's draws "
                                     "(not the banner that would win the battle)"),
                       {forPlayers(r.sides, sides)});
        case K::ScoutBanners: return phraseText(TRICORNE_TEXT("{1}: a permanent banner for each Scout card played"), {forPlayers(r.sides, sides)});
        case K::SuddenDeath:
            return phraseText(TRICORNE_TEXT("{1}: the battle is lost unless won by the end of the {2} card play"), {forPlayers(r.sides, sides), ordinal(r.cardPlays)});
        case K::NoCommandDraw: return phraseText(TRICORNE_TEXT("{1}: no Command card drawn at the end of the turn"), {forPlayers(r.sides, sides)});
        case K::HandGrowth:
            return phraseText(TRICORNE_TEXT("{1}: {2} drawn at the end of the turn until the hand holds {3}"),
                       {forPlayers(r.sides, sides), counted(r.draw, TRICORNE_TEXT("{1} Command card"), TRICORNE_TEXT("{1} Command cards")),
                        std::to_string(r.handSize)});
        case K::FirstPlayerCardReveal:
            return phraseText(TRICORNE_TEXT("First player: both reveal a Command card, the Section card ordering fewest units moves first; {1} on a tie"),
                       {sideName(r.tieGoesTo, sides)});
    }
    return {};
}

std::string describeSpecialRule(const SpecialRule& r, const SideWords& sides) { return specialRuleText(r, sides).text; }

}  // namespace tricorne

#include "tricorne/text/rule_text.h"

#include <algorithm>

namespace tricorne {

namespace {

std::string join(const std::vector<std::string>& parts, const char* sep = ", ") {
    std::string out;
    for (const auto& p : parts) out += (out.empty() ? "" : sep) + p;
    return out;
}

std::string sideName(const std::optional<Position>& p, const SideWords& sides) { return p ? sides[*p] : "either"; }

/// 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st.
std::string ordinal(int n) {
    const int tens = n % 100, units = n % 10;
    const char* suffix = (tens >= 11 && tens <= 13) ? "th" : units == 1 ? "st" : units == 2 ? "nd" : units == 3 ? "rd" : "th";
    return std::to_string(n) + suffix;
}

/// Who a card-linked rule is for, opening its sentence: "For the Government player",
/// "For both players" (validation refuses a rule with no side; it would read "For no player").
std::string forPlayers(const std::vector<Position>& who, const SideWords& sides) {
    const bool top = std::find(who.begin(), who.end(), Position::Top) != who.end();
    const bool bottom = std::find(who.begin(), who.end(), Position::Bottom) != who.end();
    if (top && bottom) return "For both players";
    if (!top && !bottom) return "For no player";
    return "For the " + sides[top ? Position::Top : Position::Bottom] + " player";
}

/// Whom an objective pays, right after its banners: " to the British side", or nothing when it
/// pays either side.
std::string beneficiaryText(const Objective& o, const SideWords& sides) {
    if (o.beneficiary == Beneficiary::Both) return {};
    return " to the " + sides[o.beneficiary == Beneficiary::Top ? Position::Top : Position::Bottom] + " side";
}

std::string bannersText(const Objective& o, const SideWords& sides) {
    if (o.bannersTop || o.bannersBottom)
        return std::to_string(o.bannersTop.value_or(o.banners.value_or(0))) + " (" + sides[Position::Top] + ") / " +
               std::to_string(o.bannersBottom.value_or(o.banners.value_or(0))) + " (" + sides[Position::Bottom] + ") banners";
    const int n = o.banners.value_or(0);
    return std::to_string(n) + (n == 1 ? " banner" : " banners");
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

std::string describeObjective(const Objective& o, const SideWords& sides) {
    const std::string banners = bannersText(o, sides) + beneficiaryText(o, sides);
    const std::string exiting = o.loneLeaders ? "unit or lone leader" : "unit";
    const std::string what = o.occupancy == ObjectiveOccupancy::NoEnemy ? "free of enemy units" : "occupied";
    const std::string per = o.count == ObjectiveCount::Each ? " per hex " + what
                            : o.count == ObjectiveCount::All ? " when every hex is " + what
                            : o.occupancy == ObjectiveOccupancy::NoEnemy ? " while no hex holds an enemy unit"
                                                                        : " while a hex is occupied";
    std::string out;
    switch (o.kind) {
        case ObjectiveKind::Invalid: return {};
        case ObjectiveKind::Temporary: out = banners + per + "; lost at once"; break;
        case ObjectiveKind::StartTurnTemporary: out = banners + per + " at the start of the side's turn; lost at once"; break;
        case ObjectiveKind::TurnStartMajority: out = banners + " for an absolute majority of the group at the side's turn start"; break;
        case ObjectiveKind::Permanent: out = banners + per + ", kept for good"; break;
        case ObjectiveKind::TurnStartPermanent: out = banners + per + " at the side's turn start, kept for good (each hex once)"; break;
        case ObjectiveKind::LastToOccupy: out = banners + " to the last side to occupy it"; break;
        case ObjectiveKind::ClearingASection: out = banners + " when the section is clear of enemy units at the turn start, again each turn it stays clear"; break;
        case ObjectiveKind::Breakthrough: out = banners + " per " + exiting + " leaving by the enemy baseline"; break;
        case ObjectiveKind::Withdraw: out = banners + " per " + exiting + " leaving by the own baseline"; break;
        case ObjectiveKind::SectionEmpty: out = banners + " while the enemy has no unit in " + (o.section ? "the section" : "a section") + ", taken at the turn start"; break;
        case ObjectiveKind::ImmediateVictory: {
            const std::string who = o.beneficiary == Beneficiary::Both ? std::string("either side")
                                                                       : "the " + sides[o.beneficiary == Beneficiary::Top ? Position::Top : Position::Bottom] + " side";
            out = "immediate victory for " + who + " with a unit on the hexes at the start of its turn";
            break;
        }
        case ObjectiveKind::TurnStartRepeating:
            out = banners + per + " at every turn start, kept for good" + (o.maxPerTurn ? "; at most " + std::to_string(*o.maxPerTurn) + " a turn" : "");
            break;
    }
    if (o.afterTotalBanners) out += "; only once both sides have gained " + std::to_string(*o.afterTotalBanners) + " banners";
    if (o.holder) out += "; the " + sides[*o.holder] + " side holds it at the start";
    return out;
}

std::string describeSpecialRule(const SpecialRule& r, const SideWords& sides) {
    using K = SpecialRuleKind;
    const std::string where = r.hexes.empty() ? "" : " (" + std::to_string(r.hexes.size()) + " hexes)";
    switch (r.kind) {
        case K::Invalid: return {};
        case K::Text: return r.text;
        case K::OpeningCannonade: {
            std::vector<std::string> parts;
            if (r.firstSide) parts.push_back(sides[*r.firstSide] + " fires first");
            for (Position p : r.mustRetire) parts.push_back(sides[p] + " guns must retire");
            for (const auto& j : r.joiners) parts.push_back(j.type + " join" + (j.dice ? " with " + std::to_string(*j.dice) + " die" : ""));
            return "Opening cannonade" + (parts.empty() ? "" : ": " + join(parts, "; "));
        }
        case K::Waterway:
            return (r.terrain.empty() ? std::string("Rivers and streams") : join(r.terrain)) + where + (r.fordable ? ": fordable" : ": impassable");
        case K::ShallowFords: return "Fords" + where + " without movement restriction";
        case K::CreekAsMarsh:
            return "Creek" + where + " crossed as a marsh; a block lost costs a rally check; " + sideName(r.side, sides) + " units crossing leave without a banner";
        case K::HexsideAs: return r.from + " plays as " + r.as;
        case K::FirstPlayerDice: return "First player: " + std::to_string(r.dice) + " dice each, most sabers; " + sideName(r.side, sides) + " on a tie";
        case K::RallyAfterCombat:
            return sideName(r.side, sides) + " " + (r.unitKinds.empty() ? std::string("units") : join(r.unitKinds)) + " make a rally check after each combat";
        case K::RallyWhenHit: return sideName(r.side, sides) + " units hit without retreating make a rally check";
        case K::RallyWhenMovingBack: return sideName(r.side, sides) + " units ordered back toward their baseline make a rally check";
        case K::MoraleAs: return join(r.units) + " retreat and rally as " + r.as;
        case K::BlockReturn:
            return "Once per battle: a " + sideName(r.side, sides) + " " + (r.unitKinds.empty() ? std::string("unit") : join(r.unitKinds)) + where +
                   " ordered with lost blocks gets one back";
        case K::NoFireBonus: return "Rain: no ranged dice bonus from " + join(r.cards);
        case K::ShipFire:
            return r.name + " (" + sideName(r.side, sides) + ") fires " + std::to_string(r.dice) + (r.dice == 1 ? " die" : " dice") + " at an enemy unit on " +
                   std::to_string(r.hexes.size()) + (r.hexes.size() == 1 ? " hex" : " hexes") + " in the opening cannonade" +
                   (r.cards.empty() ? "" : " and in each turn of " + join(r.cards, " or "));
        case K::ForcedRetreat: {
            std::vector<std::string> toward;
            for (Side s : r.toward) toward.emplace_back(tricorne::sideName(s));
            return join(r.units) + (r.leaders.empty() ? "" : ", " + join(r.leaders)) + " retreat only toward " + join(toward, "/");
        }
        // The card-linked rules (000 · Victory Banners, time pressure objective; the battles' notes):
        // each sentence names the players it is for, as the battle notes do.
        case K::TimePressure:
            return forPlayers(r.sides, sides) +
                   ": after playing a Scout card, may take 1 permanent banner and draw 1 Command card instead of the card's draws "
                   "(not the banner that would win the battle)";
        case K::ScoutBanners: return forPlayers(r.sides, sides) + ": a permanent banner for each Scout card played";
        case K::SuddenDeath: return forPlayers(r.sides, sides) + ": the battle is lost unless won by the end of the " + ordinal(r.cardPlays) + " card play";
        case K::NoCommandDraw: return forPlayers(r.sides, sides) + ": no Command card drawn at the end of the turn";
        case K::HandGrowth:
            return forPlayers(r.sides, sides) + ": " + std::to_string(r.draw) + (r.draw == 1 ? " Command card" : " Command cards") +
                   " drawn at the end of the turn until the hand holds " + std::to_string(r.handSize);
        case K::FirstPlayerCardReveal:
            return "First player: both reveal a Command card, the Section card ordering fewest units moves first; " + sideName(r.tieGoesTo, sides) +
                   " on a tie";
    }
    return {};
}

}  // namespace tricorne

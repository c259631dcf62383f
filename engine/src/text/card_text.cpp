// A card's text in words, written from its data (the orders and the effect vocabulary of
// schema/README.md, "Cards"), so an edited deck reads true wherever the studio shows it.
#include "tricorne/text/card_text.h"

#include <vector>

namespace tricorne {

namespace {

/// "a", "a or b", "a, b or c".
std::string either(const std::vector<std::string>& words) {
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0) out += i + 1 == words.size() ? " or " : ", ";
        out += words[i];
    }
    return out;
}

std::string sections(const std::vector<BoardSection>& list) {
    std::vector<std::string> words;
    for (BoardSection s : list) words.emplace_back(board::sectionName(s));
    return "the " + either(words) + (list.size() == 1 ? " section" : " sections");
}

std::string pieces(int count, const std::vector<UnitKind>& kinds) {
    const bool one = count == 1;
    if (kinds.empty()) return one ? "unit or leader" : "units or leaders";
    std::vector<std::string> words;
    for (UnitKind k : kinds) words.emplace_back(unitKindName(k));
    return either(words) + (one ? " unit" : " units");
}

/// Whom an effect's filters match: "cavalry units", "Hessian units", "british units", "units".
std::string whom(const CardEffect& e) {
    std::string out;
    if (e.ability == Ability::HessianQuickStep || e.ability == Ability::HessianBayonetAttack) out = "Hessian ";
    std::vector<std::string> kinds;
    for (UnitKind k : e.unitKinds) kinds.emplace_back(unitKindName(k));
    if (!kinds.empty()) out += either(kinds) + " ";
    out += "units";
    if (!e.armies.empty()) out += " of the " + either(e.armies) + (e.armies.size() == 1 ? " army" : " armies");
    return out;
}

std::string orders(const CardText& c) {
    switch (c.orderRule) {
        case OrderRule::Sections: {
            std::vector<std::string> parts;
            for (const SectionOrder& o : c.order)
                parts.push_back("order " + std::to_string(o.count) + " " + pieces(o.count, {}) + " in " + sections(o.sections));
            std::string out;
            for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? "; " : "") + parts[i];
            return out;
        }
        case OrderRule::Count:
            return "order " + std::to_string(c.orderCount) + " " + pieces(c.orderCount, c.orderKinds) + " anywhere";
        case OrderRule::EqualToCommand:
            return "order as many " + pieces(2, c.orderKinds) + " as you hold Command cards, this one included";
        case OrderRule::Line:
            return "order a line of contiguous units and lone leaders" +
                   (c.orderCount > 0 ? ", up to " + std::to_string(c.orderCount) : std::string());
        case OrderRule::InspiredLeader:
            return "order a leader" + (c.orderSections.empty() ? std::string() : " in " + sections(c.orderSections)) +
                   ", his unit and up to " + std::to_string(c.orderCount) +
                   " more in a contiguous string; units adjacent to him without a leader roll 1 more die";
        case OrderRule::None: return {};
    }
    return {};
}

std::string effect(const CardEffect& e) {
    const std::string n = std::to_string(e.value);
    switch (e.kind) {
        case EffectKind::Dice: {
            const int dice = e.value < 0 ? -e.value : e.value;
            const char* where = e.when == CombatWhen::Ranged ? " in ranged combat" : e.when == CombatWhen::Melee ? " in melee" : "";
            return whom(e) + " roll " + std::to_string(dice) + (e.value < 0 ? " fewer" : " more") + (dice == 1 ? " die" : " dice") + where;
        }
        case EffectKind::Move: return whom(e) + " move at most " + n + (e.value == 1 ? " hex" : " hexes");
        case EffectKind::NoMovingPenalty: return whom(e) + " lose no die for moving";
        case EffectKind::NoMelee: return "ordered units may not melee";
        case EffectKind::FirstStrike: return "the attacked unit battles first and may not battle back";
        case EffectKind::Retire: return "the attacked " + whom(e) + " may retire 2 hexes before the melee roll";
        case EffectKind::DrawCommand:
            return "at the end of the turn draw " + n + " Command cards and keep " + std::to_string(e.keep);
        case EffectKind::DrawCombat: return "at the end of the turn draw " + n + (e.value == 1 ? " Combat card" : " Combat cards");
        case EffectKind::Reshuffle: return "at the end of the turn the discards and the deck are shuffled together";
        case EffectKind::Rally:
            return e.value > 0 ? "roll " + n + " dice: each unit symbol returns a block"
                               : "roll a die for each Command card in hand: each unit symbol returns a block";
    }
    return {};
}

}  // namespace

std::string describeCard(const CardText& card) {
    std::vector<std::string> parts;
    if (std::string o = orders(card); !o.empty()) parts.push_back(std::move(o));
    for (const CardEffect& e : card.effects) parts.push_back(effect(e));
    std::string out;
    for (std::string& p : parts) {
        if (p.empty()) continue;
        p[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(p[0])));
        out += (out.empty() ? "" : " ") + p + ".";
    }
    return out;
}

std::string describeCard(const CombatCard& card) {
    const char* when = "";
    switch (card.moment) {
        case CardMoment::InLieu: when = "Play in lieu of your Command card (no Command draw; it cannot be countered)."; break;
        case CardMoment::OrderedUnit: when = "Play on an ordered unit before it battles."; break;
        case CardMoment::DefendMelee: when = "Play out of turn when a unit of yours is attacked in melee."; break;
    }
    const std::string what = describeCard(static_cast<const CardText&>(card));
    return what.empty() ? when : std::string(when) + " " + what;
}

}  // namespace tricorne

// A card's text in words, written from its data (the orders and the effect vocabulary of
// schema/README.md, "Cards"), so an edited deck reads true wherever the studio shows it. Each
// phrase is a marked template (tricorne::Text), so the studio says it in its own language.
#include "tricorne/text/card_text.h"

#include <vector>

namespace tricorne {

namespace {

/// "a", "a or b", "a, b or c".
Text either(const std::vector<Text>& words) {
    if (words.size() < 2) return words.empty() ? Text() : words.front();
    const std::vector<Text> allButLast(words.begin(), words.end() - 1);
    return phraseText(TRICORNE_TEXT("{1} or {2}"), {joinTexts(allButLast, TRICORNE_TEXT("{1}, {2}")), words.back()});
}

Text sections(const std::vector<BoardSection>& list) {
    std::vector<Text> words;
    for (BoardSection s : list) words.push_back(nameText(std::string(board::sectionName(s))));
    return list.size() == 1 ? phraseText(TRICORNE_TEXT("the {1} section"), {either(words)}) : phraseText(TRICORNE_TEXT("the {1} sections"), {either(words)});
}

std::vector<Text> kindNames(const std::vector<UnitKind>& kinds) {
    std::vector<Text> words;
    for (UnitKind k : kinds) words.push_back(nameText(std::string(unitKindName(k))));
    return words;
}

Text pieces(int count, const std::vector<UnitKind>& kinds) {
    const bool one = count == 1;
    if (kinds.empty()) return one ? phraseText(TRICORNE_TEXT("unit or leader")) : phraseText(TRICORNE_TEXT("units or leaders"));
    return one ? phraseText(TRICORNE_TEXT("{1} unit"), {either(kindNames(kinds))}) : phraseText(TRICORNE_TEXT("{1} units"), {either(kindNames(kinds))});
}

/// Whom an effect's filters match: "cavalry units", "Hessian units", "units of the british army".
Text whom(const CardEffect& e) {
    Text out = e.unitKinds.empty() ? phraseText(TRICORNE_TEXT("units")) : phraseText(TRICORNE_TEXT("{1} units"), {either(kindNames(e.unitKinds))});
    if (e.ability == Ability::HessianQuickStep || e.ability == Ability::HessianBayonetAttack) out = phraseText(TRICORNE_TEXT("Hessian {1}"), {out});
    if (!e.armies.empty()) {
        const std::vector<Text> armies(e.armies.begin(), e.armies.end());   // their ids, as the deck names them
        out = e.armies.size() == 1 ? phraseText(TRICORNE_TEXT("{1} of the {2} army"), {out, either(armies)})
                                   : phraseText(TRICORNE_TEXT("{1} of the {2} armies"), {out, either(armies)});
    }
    return out;
}

Text orders(const CardText& c) {
    switch (c.orderRule) {
        case OrderRule::Sections: {
            std::vector<Text> parts;
            for (const SectionOrder& o : c.order)
                parts.push_back(phraseText(TRICORNE_TEXT("order {1} {2} in {3}"), {std::to_string(o.count), pieces(o.count, {}), sections(o.sections)}));
            return joinTexts(parts, TRICORNE_TEXT("{1}; {2}"));
        }
        case OrderRule::Count:
            return phraseText(TRICORNE_TEXT("order {1} {2} anywhere"), {std::to_string(c.orderCount), pieces(c.orderCount, c.orderKinds)});
        case OrderRule::EqualToCommand:
            return phraseText(TRICORNE_TEXT("order as many {1} as you hold Command cards, this one included"), {pieces(2, c.orderKinds)});
        case OrderRule::Line:
            return c.orderCount > 0 ? phraseText(TRICORNE_TEXT("order a line of contiguous units and lone leaders, up to {1}"), {std::to_string(c.orderCount)})
                                    : phraseText(TRICORNE_TEXT("order a line of contiguous units and lone leaders"));
        case OrderRule::InspiredLeader:
            if (c.orderSections.empty())
                return phraseText(TRICORNE_TEXT("order a leader, his unit and up to {1} more in a contiguous string; units adjacent to him "
                                         "without a leader roll 1 more die"),
                           {std::to_string(c.orderCount)});
            return phraseText(TRICORNE_TEXT("order a leader in {1}, his unit and up to {2} more in a contiguous string; units adjacent to "
                                     "him without a leader roll 1 more die"),
                       {sections(c.orderSections), std::to_string(c.orderCount)});
        case OrderRule::None: return {};
    }
    return {};
}

/// "1 more die", "2 fewer dice".
Text diceChange(int value) {
    const std::string n = std::to_string(value < 0 ? -value : value);
    const bool one = value == 1 || value == -1;
    if (value < 0) return one ? phraseText(TRICORNE_TEXT("{1} fewer die"), {n}) : phraseText(TRICORNE_TEXT("{1} fewer dice"), {n});
    return one ? phraseText(TRICORNE_TEXT("{1} more die"), {n}) : phraseText(TRICORNE_TEXT("{1} more dice"), {n});
}

Text effect(const CardEffect& e) {
    const std::string n = std::to_string(e.value);
    switch (e.kind) {
        case EffectKind::Dice:
            if (e.when == CombatWhen::Ranged) return phraseText(TRICORNE_TEXT("{1} roll {2} in ranged combat"), {whom(e), diceChange(e.value)});
            if (e.when == CombatWhen::Melee) return phraseText(TRICORNE_TEXT("{1} roll {2} in melee"), {whom(e), diceChange(e.value)});
            return phraseText(TRICORNE_TEXT("{1} roll {2}"), {whom(e), diceChange(e.value)});
        case EffectKind::Move:
            return e.value == 1 ? phraseText(TRICORNE_TEXT("{1} move at most {2} hex"), {whom(e), n}) : phraseText(TRICORNE_TEXT("{1} move at most {2} hexes"), {whom(e), n});
        case EffectKind::NoMovingPenalty: return phraseText(TRICORNE_TEXT("{1} lose no die for moving"), {whom(e)});
        case EffectKind::NoMelee: return phraseText(TRICORNE_TEXT("ordered units may not melee"));
        case EffectKind::FirstStrike: return phraseText(TRICORNE_TEXT("the attacked unit battles first and may not battle back"));
        case EffectKind::Retire: return phraseText(TRICORNE_TEXT("the attacked {1} may retire 2 hexes before the melee roll"), {whom(e)});
        case EffectKind::DrawCommand:
            return phraseText(TRICORNE_TEXT("at the end of the turn draw {1} Command cards and keep {2}"), {n, std::to_string(e.keep)});
        case EffectKind::DrawCombat:
            return e.value == 1 ? phraseText(TRICORNE_TEXT("at the end of the turn draw {1} Combat card"), {n})
                                : phraseText(TRICORNE_TEXT("at the end of the turn draw {1} Combat cards"), {n});
        case EffectKind::Reshuffle: return phraseText(TRICORNE_TEXT("at the end of the turn the discards and the deck are shuffled together"));
        case EffectKind::Rally:
            return e.value > 0 ? phraseText(TRICORNE_TEXT("roll {1} dice: each unit symbol returns a block"), {n})
                               : phraseText(TRICORNE_TEXT("roll a die for each Command card in hand: each unit symbol returns a block"));
    }
    return {};
}

}  // namespace

Text cardText(const CardText& card) {
    std::vector<Text> sentences;
    const auto add = [&](Text part) {
        if (!part.text.empty()) sentences.push_back(asSentence(phraseText(TRICORNE_TEXT("{1}."), {std::move(part)})));
    };
    add(orders(card));
    for (const CardEffect& e : card.effects) add(effect(e));
    return joinTexts(sentences, TRICORNE_TEXT("{1} {2}"));
}

Text cardText(const CombatCard& card) {
    Text when;
    switch (card.moment) {
        case CardMoment::InLieu: when = phraseText(TRICORNE_TEXT("Play in lieu of your Command card (no Command draw; it cannot be countered).")); break;
        case CardMoment::OrderedUnit: when = phraseText(TRICORNE_TEXT("Play on an ordered unit before it battles.")); break;
        case CardMoment::DefendMelee: when = phraseText(TRICORNE_TEXT("Play out of turn when a unit of yours is attacked in melee.")); break;
    }
    Text what = cardText(static_cast<const CardText&>(card));
    return what.text.empty() ? when : joinTexts({when, std::move(what)}, TRICORNE_TEXT("{1} {2}"));
}

std::string describeCard(const CardText& card) { return cardText(card).text; }

std::string describeCard(const CombatCard& card) { return cardText(card).text; }

}  // namespace tricorne

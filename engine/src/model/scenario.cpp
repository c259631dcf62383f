// The scenario model's own behaviour: the rules that keep an
// objective consistent. Its JSON form is io/scenario_json.cpp.
#include "tricorne/model/scenario.h"

namespace tricorne {

void fitObjectiveToKind(Objective& o) {
    using K = ObjectiveKind;
    const K k = o.kind;
    const bool sectionKind = k == K::ClearingASection || k == K::SectionEmpty;
    const bool exitKind = k == K::Breakthrough || k == K::Withdraw;
    if (k == K::ImmediateVictory) {
        o.banners.reset();
        o.bannersTop.reset();
        o.bannersBottom.reset();
    } else if (!o.banners && !o.bannersTop && !o.bannersBottom) {
        o.banners = 1;
    }
    if (sectionKind) o.hexes.clear();
    if (k == K::ClearingASection && !o.section) o.section = BoardSection::Left;
    if (!sectionKind) o.section.reset();
    const bool holds = k == K::Temporary || k == K::StartTurnTemporary || k == K::TurnStartMajority || k == K::LastToOccupy || k == K::SectionEmpty;
    if (!holds) o.holder.reset();
    if (k == K::TurnStartMajority || k == K::LastToOccupy || sectionKind || exitKind) {
        o.count = ObjectiveCount::Any;
        o.occupancy = ObjectiveOccupancy::Friendly;
    }
    if (k != K::TurnStartRepeating) o.maxPerTurn.reset();
    if (!exitKind) {
        o.afterTotalBanners.reset();
        o.loneLeaders = false;
    }
}

const char* positionName(Position p) { return p == Position::Top ? "top" : "bottom"; }

int Objective::bannersFor(Position p) const {
    const bool forIt = beneficiary == Beneficiary::Both || (beneficiary == Beneficiary::Top) == (p == Position::Top);
    if (!forIt) return 0;
    const auto& bySide = p == Position::Top ? bannersTop : bannersBottom;
    return bySide ? *bySide : banners.value_or(0);
}

std::optional<Position> Scenario::sideOfArmy(const std::string& army) const {
    for (Position p : {Position::Bottom, Position::Top})
        for (const auto& a : side(p).armies)
            if (a == army) return p;
    return std::nullopt;
}

}  // namespace tricorne

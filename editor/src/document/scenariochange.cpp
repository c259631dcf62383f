#include "document/scenariochange.h"

ScenarioChange ScenarioChange::everything() {
    ScenarioChange change;
    change.parts = Everything;
    change.hexes.set();
    return change;
}

ScenarioChange ScenarioChange::between(const tricorne::Scenario& before, const tricorne::Scenario& after) {
    if (before.system != after.system) return everything();
    ScenarioChange change;
    change.addList(before.terrain, after.terrain);
    change.addList(before.hexsides, after.hexsides);
    change.addList(before.units, after.units);
    change.addList(before.leaders, after.leaders);
    change.addList(before.objectives, after.objectives);
    change.addList(before.specialRules, after.specialRules);
    change.addList(before.labels, after.labels);
    if (before.unplaced != after.unplaced) change.parts |= Unplaced;  // the tray stands on no hex
    if (before.referencePicture != after.referencePicture) change.parts |= Reference;
    if (before.metadata != after.metadata || before.top != after.top ||
        before.bottom != after.bottom || before.firstPlayer != after.firstPlayer || before.victoryBanners != after.victoryBanners)
        change.parts |= Notes;
    return change;
}
